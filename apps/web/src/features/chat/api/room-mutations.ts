import type {
  BlocksResponse,
  ChatReportBodyInput,
  CreateRoomBody,
  EtiquetteResponse,
  RoomCreatedResponse,
  RoomResponse,
} from '@academy/domain/chat/chat.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { chatKeys, chatPath, invalidateRoomList, roomPath } from './chat-keys';

/**
 * The writes on rooms: POST …/chat/rooms, PATCH a room, POST and DELETE its members, POST …/leave,
 * POST …/chat/etiquette, POST …/chat/reports, PUT and DELETE …/chat/blocks. Each refreshes what it changes.
 */

export const createRoom = (instId: string, body: CreateRoomBody) =>
  api.post<RoomCreatedResponse>(`${chatPath(instId)}/rooms`, body, { silent: true });

export const renameRoom = (instId: string, channelUrl: string, name: string) =>
  api.patch<RoomResponse>(roomPath(instId, channelUrl), { name }, { silent: true });

export const inviteMembers = (instId: string, channelUrl: string, userIds: string[]) =>
  api.post<RoomResponse>(`${roomPath(instId, channelUrl)}/members`, { userIds }, { silent: true });

export const removeMember = (instId: string, channelUrl: string, userId: string) =>
  api.delete<RoomResponse>(`${roomPath(instId, channelUrl)}/members/${encodeURIComponent(userId)}`);

export const leaveRoom = (instId: string, channelUrl: string) =>
  api.post<void>(`${roomPath(instId, channelUrl)}/leave`);

export const acceptEtiquette = (instId: string) => api.post<EtiquetteResponse>(`${chatPath(instId)}/etiquette`);

export const reportChat = (instId: string, body: ChatReportBodyInput) =>
  api.post<unknown>(`${chatPath(instId)}/reports`, body, { silent: true });

export const blockPerson = (instId: string, userId: string) =>
  api.put<BlocksResponse>(`${chatPath(instId)}/blocks`, { userId });

export const unblockPerson = (instId: string, userId: string) =>
  api.delete<BlocksResponse>(`${chatPath(instId)}/blocks/${encodeURIComponent(userId)}`);

export function useCreateRoom(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoomBody) => createRoom(instId, body),
    onSuccess: () => invalidateRoomList(queryClient, instId),
  });
}

/** A changed room (renamed, invited, removed): the answer is the room as it is now. */
function useRoomChange<T>(instId: string, channelUrl: string, mutationFn: (input: T) => Promise<RoomResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (room) => {
      queryClient.setQueryData(chatKeys.room(instId, channelUrl), room);
      return invalidateRoomList(queryClient, instId);
    },
  });
}

export const useRenameRoom = (instId: string, channelUrl: string) =>
  useRoomChange(instId, channelUrl, (name: string) => renameRoom(instId, channelUrl, name));
export const useInviteMembers = (instId: string, channelUrl: string) =>
  useRoomChange(instId, channelUrl, (userIds: string[]) => inviteMembers(instId, channelUrl, userIds));
export const useRemoveMember = (instId: string, channelUrl: string) =>
  useRoomChange(instId, channelUrl, (userId: string) => removeMember(instId, channelUrl, userId));

export function useLeaveRoom(instId: string, channelUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveRoom(instId, channelUrl),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: chatKeys.room(instId, channelUrl) });
      queryClient.removeQueries({ queryKey: chatKeys.messages(instId, channelUrl) });
      return invalidateRoomList(queryClient, instId);
    },
  });
}

/** The 에티켓 is the person's, not a room's: every room's `me.etiquetteAccepted` is read again. */
export function useAcceptEtiquette(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptEtiquette(instId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...chatKeys.all(instId), 'room'] }),
  });
}

export const useReportChat = (instId: string) =>
  useMutation({ mutationFn: (body: ChatReportBodyInput) => reportChat(instId, body) });

export function useBlock(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; blocked: boolean }) =>
      input.blocked ? blockPerson(instId, input.userId) : unblockPerson(instId, input.userId),
    onSuccess: (blocks) => queryClient.setQueryData(chatKeys.blocks(instId), blocks),
  });
}
