import type { RoomResponse, SocketServerEvent } from '@academy/domain/chat/chat.schema';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { chatKeys } from '../api/chat-keys';
import { mergeIntoRoom } from '../api/get-messages';
import { ChatSocket, type ChatSocketStatus, chatSocketUrl } from './chat-socket';
import { applyRead, markDeleted, mergeMessages } from './message-merge';

/**
 * What one server event changes in the caches: the room's messages (merged by seq), its unread marks,
 * the room itself, the room list and the navigation badge.
 */
export function applyServerEvent(
  queryClient: QueryClient,
  instId: string,
  myUserId: string | null,
  event: SocketServerEvent,
): void {
  const lists = () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(instId) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.unread(instId) });
  };
  switch (event.type) {
    case 'message': {
      const { message } = event;
      mergeIntoRoom(queryClient, instId, message.channelUrl, (messages) => mergeMessages(messages, [message]));
      queryClient.setQueryData<RoomResponse>(chatKeys.room(instId, message.channelUrl), (room) =>
        room ? { ...room, lastSeq: Math.max(room.lastSeq, message.seq) } : room,
      );
      if (message.files.length > 0)
        void queryClient.invalidateQueries({ queryKey: chatKeys.files(instId, message.channelUrl) });
      lists();
      return;
    }
    case 'deleted':
      mergeIntoRoom(queryClient, instId, event.channelUrl, (messages) => markDeleted(messages, event.messageId));
      void queryClient.invalidateQueries({ queryKey: chatKeys.files(instId, event.channelUrl) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(instId) });
      return;
    case 'read': {
      const roomKey = chatKeys.room(instId, event.channelUrl);
      const room = queryClient.getQueryData<RoomResponse>(roomKey);
      const member = room?.members.find((person) => person.userId === event.userId);
      if (!room || !member) {
        // Someone the room did not list yet (a class member reading for the first time): read the room again.
        void queryClient.invalidateQueries({ queryKey: roomKey });
      } else if (event.seq > member.lastReadSeq) {
        mergeIntoRoom(queryClient, instId, event.channelUrl, (messages) =>
          applyRead(messages, { userId: event.userId, fromSeq: member.lastReadSeq, toSeq: event.seq }),
        );
        queryClient.setQueryData<RoomResponse>(roomKey, {
          ...room,
          members: room.members.map((person) =>
            person.userId === event.userId ? { ...person, lastReadSeq: event.seq } : person,
          ),
        });
      }
      // My own read on another device clears my counts here too.
      if (event.userId === myUserId) lists();
      return;
    }
    case 'room':
      void queryClient.invalidateQueries({ queryKey: chatKeys.room(instId, event.channelUrl) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.classRooms(instId) });
      lists();
      return;
    case 'pong':
      return;
  }
}

/** After every (re)connect: the rooms held catch up from their last seq, the lists are read again. */
export function catchUp(queryClient: QueryClient, instId: string): void {
  void queryClient.invalidateQueries({ queryKey: chatKeys.allMessages(instId) });
  // Names, members and read positions that changed meanwhile.
  void queryClient.invalidateQueries({ queryKey: [...chatKeys.all(instId), 'room'] });
  void queryClient.invalidateQueries({ queryKey: chatKeys.rooms(instId) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread(instId) });
}

type Entry = {
  socket: ChatSocket;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
  listeners: Set<() => void>;
  handlers: { queryClient: QueryClient; myUserId: string | null };
};

/** Moving between chat screens keeps the socket: it closes this long after the last one is left. */
const CLOSE_AFTER_MS = 10_000;
const entries = new Map<string, Entry>();

function entryFor(instId: string, queryClient: QueryClient, myUserId: string | null): Entry {
  const held = entries.get(instId);
  if (held) {
    held.handlers = { queryClient, myUserId };
    return held;
  }
  const entry: Entry = {
    users: 0,
    closeTimer: null,
    listeners: new Set(),
    handlers: { queryClient, myUserId },
    socket: new ChatSocket({
      url: chatSocketUrl(instId),
      onEvent: (event) => applyServerEvent(entry.handlers.queryClient, instId, entry.handlers.myUserId, event),
      onOpen: () => catchUp(entry.handlers.queryClient, instId),
      onStatus: () => {
        for (const listener of entry.listeners) listener();
      },
    }),
  };
  entries.set(instId, entry);
  return entry;
}

/** Closes every chat socket at once (tests; signing out reloads the page). */
export function closeAllChatSockets(): void {
  for (const entry of entries.values()) {
    if (entry.closeTimer) clearTimeout(entry.closeTimer);
    entry.socket.stop();
  }
  entries.clear();
}

/**
 * Keeps the academy's chat socket open while a chat screen is shown (one per tab and academy, shared by
 * the screens) and says how it is: 'open', or 'waiting' to reconnect.
 */
export function useChatSocket(instId: string, myUserId: string | null): ChatSocketStatus {
  const queryClient = useQueryClient();
  useEffect(() => {
    const entry = entryFor(instId, queryClient, myUserId);
    entry.users += 1;
    if (entry.closeTimer) clearTimeout(entry.closeTimer);
    entry.closeTimer = null;
    entry.socket.start();
    return () => {
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.closeTimer = setTimeout(() => {
        entry.socket.stop();
        entries.delete(instId);
      }, CLOSE_AFTER_MS);
    };
  }, [instId, queryClient, myUserId]);
  const subscribe = useCallback(
    (listener: () => void) => {
      const entry = entryFor(instId, queryClient, myUserId);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [instId, queryClient, myUserId],
  );
  return useSyncExternalStore(subscribe, () => entries.get(instId)?.socket.status ?? 'stopped');
}
