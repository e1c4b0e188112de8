import type { ClassRoomsResponse, RoomCreatedResponse } from '@academy/domain/chat/chat.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath, invalidateRoomList } from './chat-keys';

/** GET /api/insts/:instId/chat/class-rooms: the classes whose room the caller may open. */
export function getClassRooms(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ClassRoomsResponse>(`${chatPath(instId)}/class-rooms`, { signal, silent: true });
}

export const classRoomsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: chatKeys.classRooms(instId),
    queryFn: ({ signal }) => getClassRooms(instId, { signal }),
  });

export const useClassRooms = (instId: string) => useQuery(classRoomsQueryOptions(instId));

/** POST /api/insts/:instId/chat/class-rooms/:classId: opens the class's room (made on first use). */
export const openClassRoom = (instId: string, classId: string) =>
  api.post<RoomCreatedResponse>(`${chatPath(instId)}/class-rooms/${encodeURIComponent(classId)}`);

export function useOpenClassRoom(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => openClassRoom(instId, classId),
    onSuccess: () => invalidateRoomList(queryClient, instId),
  });
}
