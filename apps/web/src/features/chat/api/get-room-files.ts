import type { RoomFilesResponse } from '@academy/domain/chat/chat.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, roomPath } from './chat-keys';

/** GET /api/insts/:instId/chat/rooms/:channelUrl/files: the room's photos and files, newest first. */
export function getRoomFiles(instId: string, channelUrl: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<RoomFilesResponse>(`${roomPath(instId, channelUrl)}/files`, { signal, silent: true });
}

export const roomFilesQueryOptions = (instId: string, channelUrl: string) =>
  queryOptions({
    queryKey: chatKeys.files(instId, channelUrl),
    queryFn: ({ signal }) => getRoomFiles(instId, channelUrl, { signal }),
  });

export const useRoomFiles = (instId: string, channelUrl: string) => useQuery(roomFilesQueryOptions(instId, channelUrl));
