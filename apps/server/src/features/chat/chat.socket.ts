import { type SocketServerEvent, socketClientEvent } from '@academy/domain/chat/chat.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { messagesByIds, roomMembersSql } from './chat.queries';
import { viewsOfMessages } from './messages.service';

/**
 * The chat's sockets in this server process (docs/decisions/0054-chat.md): one per signed-in tab per
 * academy, registered by person. Whatever process stored a change publishes its ids on the event bus
 * (`chat-messages`, `chat-reads`, `chat-rooms`); every process reads the rows for the academies of its
 * own sockets and sends each event to the sockets of the room's members *now* — a person removed
 * from a room, or no longer enrolled in a class, gets nothing more. A heartbeat (a protocol ping
 * each `heartbeatMs`) ends sockets whose other end stopped answering.
 */

/** What the hub needs of a socket (the `ws` socket @fastify/websocket hands over). */
export type ChatSocket = {
  send: (data: string) => void;
  ping: () => void;
  terminate: () => void;
  close: (code?: number, reason?: string) => void;
  on: (event: 'pong' | 'message' | 'close' | 'error', listener: (data?: unknown) => void) => void;
};

type Entry = { socket: ChatSocket; userId: string; instId: string; alive: boolean };

export type ChatHub = {
  /** Registers a socket the access layer admitted; it leaves the registry when it closes. */
  add: (caller: Caller, socket: ChatSocket) => void;
  /** One heartbeat round: ends sockets that did not answer the last ping, pings the others. */
  sweep: () => void;
  /** The sockets held for a person (tests and metrics). */
  socketsOf: (userId: string) => number;
  deliverMessages: (ids: readonly string[]) => Promise<void>;
  deliverReads: (ids: readonly string[]) => Promise<void>;
  deliverRooms: (ids: readonly string[]) => Promise<void>;
  /** Asks every socket to reconnect (events were lost while the bus was down; a reconnect catches up). */
  reconnectAll: () => void;
  /** Closes every socket (the app closes). */
  closeAll: () => void;
};

/** A socket closed so that its client reconnects and catches up (1012: service restart). */
const RECONNECT = 1012;
const GOING_AWAY = 1001;
/** 1008: policy violation — here, one socket too many for one person. */
const POLICY = 1008;

/**
 * Sockets one person may hold in one process: a tab each, a few devices. One more closes the
 * oldest, so a script opening sockets in a loop holds at most this many.
 */
export const SOCKETS_PER_PERSON = 8;

export function createChatHub(ctx: AppContext, log: { warn: (object: object, message: string) => void }): ChatHub {
  const byUser = new Map<string, Set<Entry>>();

  const remove = (entry: Entry) => {
    const entries = byUser.get(entry.userId);
    entries?.delete(entry);
    if (entries?.size === 0) byUser.delete(entry.userId);
  };
  const every = () => [...byUser.values()].flatMap((entries) => [...entries]);
  const send = (entry: Entry, event: SocketServerEvent) => {
    try {
      entry.socket.send(JSON.stringify(event));
    } catch (error) {
      log.warn({ err: error }, 'chat socket send failed');
    }
  };
  /** This process's sockets of the given people in one academy. */
  const localOf = (instId: string, userIds: Iterable<string>) =>
    [...userIds].flatMap((userId) => [...(byUser.get(userId) ?? [])].filter((entry) => entry.instId === instId));
  const academies = () => [...new Set(every().map((entry) => entry.instId))];
  const today = () => businessDateOf(ctx.clock.now());

  /** The members of one room now, among the people this process holds sockets of. */
  const membersNow = async (instId: string, roomId: string): Promise<Set<string>> => {
    const people = [...byUser.keys()];
    const { rows } = await sql<{ user_id: string }>`
      select rm.user_id from ${roomMembersSql(instId, today(), [roomId])} rm
       where rm.user_id = any(${people}::uuid[])`.execute(ctx.db);
    return new Set(rows.map((row) => row.user_id));
  };

  return {
    add(caller, socket) {
      const entry: Entry = { socket, userId: caller.userId, instId: caller.instId, alive: true };
      const entries = byUser.get(caller.userId) ?? new Set<Entry>();
      byUser.set(caller.userId, entries);
      entries.add(entry);
      // A set keeps the order of insertion: the first is the oldest.
      for (const oldest of [...entries].slice(0, Math.max(0, entries.size - SOCKETS_PER_PERSON))) {
        remove(oldest);
        oldest.socket.close(POLICY, 'too many connections');
      }
      socket.on('pong', () => {
        entry.alive = true;
      });
      socket.on('message', (data) => {
        entry.alive = true;
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        if (socketClientEvent.safeParse(parsed).success) send(entry, { type: 'pong' });
      });
      socket.on('close', () => remove(entry));
      socket.on('error', () => remove(entry));
    },

    sweep() {
      for (const entry of every()) {
        if (!entry.alive) {
          remove(entry);
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        try {
          entry.socket.ping();
        } catch {
          remove(entry);
        }
      }
    },

    socketsOf: (userId) => byUser.get(userId)?.size ?? 0,

    async deliverMessages(ids) {
      const instIds = academies();
      if (instIds.length === 0) return;
      const rows = await messagesByIds(ctx.db, instIds, ids);
      const byRoom = new Map<string, typeof rows>();
      for (const row of rows) byRoom.set(row.room_id, [...(byRoom.get(row.room_id) ?? []), row]);
      for (const [roomId, messages] of byRoom) {
        const instId = (messages[0] as (typeof rows)[number]).inst_id;
        const targets = localOf(instId, await membersNow(instId, roomId));
        if (targets.length === 0) continue;
        const views = await viewsOfMessages(ctx, ctx.db, instId, { room: { id: roomId }, messages, reader: null });
        for (const view of views) {
          const event: SocketServerEvent = view.deleted
            ? { type: 'deleted', channelUrl: view.channelUrl, messageId: view.messageId, seq: view.seq }
            : { type: 'message', message: view };
          for (const entry of targets) send(entry, event);
        }
      }
    },

    async deliverReads(ids) {
      const instIds = academies();
      const pairs = ids.flatMap((id) => {
        const [roomId, userId] = id.split('.');
        return roomId && userId ? [{ roomId, userId }] : [];
      });
      if (instIds.length === 0 || pairs.length === 0) return;
      const { rows } = await sql<{
        inst_id: string;
        room_id: string;
        user_id: string;
        channel_url: string;
        seq: number;
      }>`
        select cm.inst_id, cm.room_id, cm.user_id, r.channel_url, cm.last_read_seq as seq
          from chat_members cm
          join chat_rooms r on r.inst_id = cm.inst_id and r.id = cm.room_id
          join unnest(${pairs.map((pair) => pair.roomId)}::uuid[], ${pairs.map((pair) => pair.userId)}::uuid[])
            as p(room_id, user_id) on p.room_id = cm.room_id and p.user_id = cm.user_id
         where cm.inst_id = any(${instIds}::uuid[])`.execute(ctx.db);
      for (const row of rows) {
        const targets = localOf(row.inst_id, await membersNow(row.inst_id, row.room_id));
        for (const entry of targets)
          send(entry, { type: 'read', channelUrl: row.channel_url, userId: row.user_id, seq: row.seq });
      }
    },

    async deliverRooms(ids) {
      const instIds = academies();
      if (instIds.length === 0) return;
      const told = new Map<string, Set<string>>();
      for (const id of ids) {
        const [roomId, userId] = id.split('.');
        if (!roomId) continue;
        const people = told.get(roomId) ?? new Set<string>();
        if (userId) people.add(userId);
        told.set(roomId, people);
      }
      if (told.size === 0) return;
      const rooms = await ctx.db
        .selectFrom('chat_rooms')
        .select(['inst_id', 'id', 'channel_url'])
        .where('inst_id', 'in', instIds)
        .where('id', 'in', [...told.keys()])
        .execute();
      for (const room of rooms) {
        const people = new Set([...(await membersNow(room.inst_id, room.id)), ...(told.get(room.id) ?? [])]);
        for (const entry of localOf(room.inst_id, people)) send(entry, { type: 'room', channelUrl: room.channel_url });
      }
    },

    reconnectAll() {
      for (const entry of every()) entry.socket.close(RECONNECT, 'reconnect');
    },

    closeAll() {
      for (const entry of every()) {
        remove(entry);
        entry.socket.close(GOING_AWAY, 'server closing');
      }
    },
  };
}
