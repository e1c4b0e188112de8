import { chatInstParams } from '@academy/domain/chat/chat.schema';
import { callerOf } from '../../platform/access/route-access';
import { isCrossSiteRequest } from '../../platform/auth/cross-site';
import { AppError } from '../../platform/errors/app-error';
import type { EventChannel } from '../../platform/events/events';
import type { AppRoutes } from '../../platform/http/routes';
import { CHAT_ACCESS } from './chat.access';
import { type ChatHub, type ChatSocket, createChatHub } from './chat.socket';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's chat sockets (features/chat/chat.socket.ts). */
    chatHub: ChatHub;
  }
}

/** The heartbeat: a protocol ping every 30 seconds; a socket that did not answer the last one is ended. */
export const CHAT_HEARTBEAT_MS = 30_000;

/**
 * GET /api/insts/:instId/chat/socket: the chat's WebSocket. The access layer checks the session and
 * the membership at the upgrade (a visitor gets 401, another academy's member 404, before any
 * socket exists); the socket then hears of every room the person is in (chat.socket.ts). The hub
 * is the app's (`app.chatHub`): it listens on the event bus from when the app is ready, and closes
 * its sockets when the app closes.
 */
const socketRoutes: AppRoutes = async (app, { ctx }) => {
  const hub = createChatHub(ctx, app.log);
  app.decorate('chatHub', hub);
  let timer: NodeJS.Timeout | undefined;
  const unsubscribes: (() => Promise<void>)[] = [];

  app.addHook('onReady', async () => {
    timer = setInterval(() => hub.sweep(), CHAT_HEARTBEAT_MS);
    timer.unref();
    const handlers: [EventChannel, (ids: string[]) => Promise<void>][] = [
      ['chat-messages', hub.deliverMessages],
      ['chat-reads', hub.deliverReads],
      ['chat-rooms', hub.deliverRooms],
    ];
    try {
      for (const [channel, handler] of handlers)
        unsubscribes.push(await app.events.subscribe(channel, handler, { onResumed: hub.reconnectAll }));
    } catch (error) {
      // Without the database's connection string (some tests) the sockets get nothing live: clients catch up on reconnect.
      app.log.warn({ err: error }, 'chat sockets are not listening to the event bus');
    }
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    hub.closeAll();
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe().catch(() => {})));
  });

  app.get(
    '/api/insts/:instId/chat/socket',
    {
      websocket: true,
      config: { access: CHAT_ACCESS.member },
      // The session cookie rides on every handshake: a page of another site is refused (cross-site
      // WebSocket hijacking), by the same rule as the app's state-changing requests.
      preValidation: async (request) => {
        if (isCrossSiteRequest(request, ctx.config.publicOrigin)) throw new AppError('FORBIDDEN');
      },
      schema: { tags: ['chat'], summary: '채팅 실시간 연결 (WebSocket)', params: chatInstParams },
    },
    (socket, request) => {
      hub.add(callerOf(request), socket as unknown as ChatSocket);
    },
  );
};

// Runs in the app's own context (as fastify-plugin would), so `app.chatHub` is the app's.
Object.assign(socketRoutes, { [Symbol.for('skip-override')]: true });
export const chatSocketRoutes = socketRoutes;
