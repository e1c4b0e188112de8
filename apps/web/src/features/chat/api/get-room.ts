import type { RoomResponse } from '@academy/domain/chat/chat.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, roomPath } from './chat-keys';

/** GET /api/insts/:instId/chat/rooms/:channelUrl: the room, its members and what the caller may do. */
export function getRoom(instId: string, channelUrl: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<RoomResponse>(roomPath(instId, channelUrl), { signal, silent: true });
}

export const roomQueryOptions = (instId: string, channelUrl: string) =>
  queryOptions({
    queryKey: chatKeys.room(instId, channelUrl),
    queryFn: ({ signal }) => getRoom(instId, channelUrl, { signal }),
  });

export const useRoom = (instId: string, channelUrl: string) => useQuery(roomQueryOptions(instId, channelUrl));
