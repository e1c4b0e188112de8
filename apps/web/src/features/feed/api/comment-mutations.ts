import type { CommentBodyInput, CommentSavedResponse, RereplyBodyInput } from '@academy/domain/feed/feed.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, invalidateFeed } from './feed-keys';

/** The writes on comments: POST comments, POST rereplies, PATCH, DELETE and POST …/hide of a comment. */

const commentsPath = (instId: string, boardId: string) =>
  `${instPath(instId)}/boards/${encodeURIComponent(boardId)}/comments`;

export const createComment = (instId: string, boardId: string, body: CommentBodyInput) =>
  api.post<CommentSavedResponse>(commentsPath(instId, boardId), body);

export const createRereply = (instId: string, boardId: string, commentId: string, body: RereplyBodyInput) =>
  api.post<CommentSavedResponse>(`${commentsPath(instId, boardId)}/${encodeURIComponent(commentId)}/rereplies`, body);

export const editComment = (
  instId: string,
  boardId: string,
  commentId: string,
  body: { content: string; secretYn: 'Y' | 'N' },
) => api.patch<CommentSavedResponse>(`${commentsPath(instId, boardId)}/${encodeURIComponent(commentId)}`, body);

export const deleteComment = (instId: string, boardId: string, commentId: string) =>
  api.delete<CommentSavedResponse>(`${commentsPath(instId, boardId)}/${encodeURIComponent(commentId)}`);

export const hideComment = (instId: string, boardId: string, commentId: string, hidden: boolean) =>
  api.post<{ hidden: boolean }>(`${commentsPath(instId, boardId)}/${encodeURIComponent(commentId)}/hide`, { hidden });

export type CommentWrite =
  | { kind: 'comment'; body: CommentBodyInput }
  | { kind: 'rereply'; commentId: string; body: RereplyBodyInput }
  | { kind: 'edit'; commentId: string; body: { content: string; secretYn: 'Y' | 'N' } }
  | { kind: 'delete'; commentId: string }
  | { kind: 'hide'; commentId: string; hidden: boolean };

function write(instId: string, boardId: string, input: CommentWrite): Promise<unknown> {
  switch (input.kind) {
    case 'comment':
      return createComment(instId, boardId, input.body);
    case 'rereply':
      return createRereply(instId, boardId, input.commentId, input.body);
    case 'edit':
      return editComment(instId, boardId, input.commentId, input.body);
    case 'delete':
      return deleteComment(instId, boardId, input.commentId);
    case 'hide':
      return hideComment(instId, boardId, input.commentId, input.hidden);
  }
}

/** Every comment write of one post; the post and the feed are read again after it. */
export function useCommentWrite(instId: string, boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentWrite) => write(instId, boardId, input),
    onSuccess: () => invalidateFeed(queryClient, instId),
  });
}
