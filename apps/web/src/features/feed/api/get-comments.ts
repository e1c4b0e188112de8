import type { CommentsResponse } from '@academy/domain/feed/feed.schema';
import { api } from '../../../lib/api-client';
import { instPath } from './feed-keys';

/** GET /api/insts/:instId/boards/:boardId/comments: the comments after `after`, oldest first. */
export function getComments(instId: string, boardId: string, after: string): Promise<CommentsResponse> {
  return api.get<CommentsResponse>(`${instPath(instId)}/boards/${encodeURIComponent(boardId)}/comments`, {
    query: { after, limit: 20 },
  });
}
