import type {
  MessageView,
  ReadResponse,
  RoomResponse,
  RoomsResponse,
  SendMessageBodyInput,
} from '@academy/domain/chat/chat.schema';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { mergeMessages } from '../lib/message-merge';
import { chatKeys, roomPath } from './chat-keys';
import { mergeIntoRoom } from './get-messages';

/** POST …/messages (idempotent by clientId: a retried send is stored once). */
export const sendMessage = (instId: string, channelUrl: string, body: SendMessageBodyInput) =>
  api.post<MessageView>(`${roomPath(instId, channelUrl)}/messages`, body, { silent: true });

/** DELETE …/messages/:messageId (staff; recorded). */
export const deleteMessage = (instId: string, channelUrl: string, messageId: string) =>
  api.delete<MessageView>(`${roomPath(instId, channelUrl)}/messages/${encodeURIComponent(messageId)}`);

/** POST …/read: the reader's read position (failures are not shown: a read mark is not the reader's task). */
export const markRead = (instId: string, channelUrl: string, seq: number) =>
  api.post<ReadResponse>(`${roomPath(instId, channelUrl)}/read`, { seq }, { silent: true });

export function useSendMessage(instId: string, channelUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBodyInput) => sendMessage(instId, channelUrl, body),
    onSuccess: (message) => {
      mergeIntoRoom(queryClient, instId, channelUrl, (messages) => mergeMessages(messages, [message]));
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms(instId) });
    },
  });
}

export function useDeleteMessage(instId: string, channelUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => deleteMessage(instId, channelUrl, messageId),
    onSuccess: (message) =>
      mergeIntoRoom(queryClient, instId, channelUrl, (messages) => mergeMessages(messages, [message])),
  });
}

/** What a read answer changes: the badge, the room's count in the list and my position in the room. */
export function applyReadResponse(queryClient: QueryClient, instId: string, channelUrl: string, read: ReadResponse) {
  queryClient.setQueryData(chatKeys.unread(instId), { totalUnread: read.totalUnread });
  queryClient.setQueryData<RoomsResponse>(chatKeys.rooms(instId), (list) =>
    list
      ? {
          totalUnread: read.totalUnread,
          rooms: list.rooms.map((room) => (room.channelUrl === channelUrl ? { ...room, unreadCount: 0 } : room)),
        }
      : list,
  );
  queryClient.setQueryData<RoomResponse>(chatKeys.room(instId, channelUrl), (room) =>
    room ? { ...room, me: { ...room.me, lastReadSeq: Math.max(room.me.lastReadSeq, read.lastReadSeq) } } : room,
  );
}
