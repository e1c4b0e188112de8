import type { Emotion } from '@academy/domain/feed/feed.rules';
import type {
  BoardBodyInput,
  BoardEditBodyInput,
  BoardSavedResponse,
  EmotionResponse,
  PersonalBoardBodyInput,
} from '@academy/domain/feed/feed.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { instPath, invalidateFeed } from './feed-keys';

/**
 * The writes on posts: POST …/boards, POST …/boards/personal, PATCH and DELETE …/boards/:boardId,
 * POST …/hide, PUT and DELETE …/emotion, POST …/boards/reads. Each refreshes the academy's feed.
 */

const boardPath = (instId: string, boardId: string) => `${instPath(instId)}/boards/${encodeURIComponent(boardId)}`;

export const createBoard = (instId: string, body: BoardBodyInput) =>
  api.post<BoardSavedResponse>(`${instPath(instId)}/boards`, body);

export const createPersonalBoard = (instId: string, body: PersonalBoardBodyInput) =>
  api.post<BoardSavedResponse>(`${instPath(instId)}/boards/personal`, body);

export const editBoard = (instId: string, boardId: string, body: BoardEditBodyInput) =>
  api.patch<BoardSavedResponse>(boardPath(instId, boardId), body);

export const deleteBoard = (instId: string, boardId: string) =>
  api.delete<BoardSavedResponse>(boardPath(instId, boardId));

export const hideBoard = (instId: string, boardId: string, hidden: boolean) =>
  api.post<{ hidden: boolean }>(`${boardPath(instId, boardId)}/hide`, { hidden });

export const putEmotion = (instId: string, boardId: string, emotion: Emotion | null) =>
  emotion
    ? api.put<EmotionResponse>(`${boardPath(instId, boardId)}/emotion`, { emotion })
    : api.delete<EmotionResponse>(`${boardPath(instId, boardId)}/emotion`);

/** Marks posts read; failures are not shown (a read mark is not the reader's task). */
export const markReads = (instId: string, boardIds: string[]) =>
  api.post<{ marked: number }>(`${instPath(instId)}/boards/reads`, { boardIds }, { silent: true });

function useFeedMutation<T, R>(instId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateFeed(queryClient, instId) });
}

export const useCreateBoard = (instId: string) =>
  useFeedMutation(instId, (body: BoardBodyInput) => createBoard(instId, body));
export const useCreatePersonalBoard = (instId: string) =>
  useFeedMutation(instId, (body: PersonalBoardBodyInput) => createPersonalBoard(instId, body));
export const useEditBoard = (instId: string, boardId: string) =>
  useFeedMutation(instId, (body: BoardEditBodyInput) => editBoard(instId, boardId, body));
export const useDeleteBoard = (instId: string) =>
  useFeedMutation(instId, (boardId: string) => deleteBoard(instId, boardId));
export const useHideBoard = (instId: string) =>
  useFeedMutation(instId, (input: { boardId: string; hidden: boolean }) =>
    hideBoard(instId, input.boardId, input.hidden),
  );
export const useEmotion = (instId: string, boardId: string) =>
  useFeedMutation(instId, (emotion: Emotion | null) => putEmotion(instId, boardId, emotion));
