import type { RoomsResponse } from '@academy/domain/chat/chat.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath } from './chat-keys';

/** GET /api/insts/:instId/chat/rooms: the caller's rooms, newest first, with their unread counts. */
export function getRooms(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<RoomsResponse>(`${chatPath(instId)}/rooms`, { signal, silent: true });
}

export const roomsQueryOptions = (instId: string) =>
  queryOptions({ queryKey: chatKeys.rooms(instId), queryFn: ({ signal }) => getRooms(instId, { signal }) });

export const useRooms = (instId: string) => useQuery(roomsQueryOptions(instId));
