import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type EventChannel, idsOfPayload } from './events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events published by any server process (platform/events): subscribe here, publish with `publish(db, …)`. */
    events: EventBus;
  }
}

export type EventHandler = (ids: string[]) => void | Promise<void>;

export type SubscribeOptions = {
  /**
   * Called after the listening connection came back (a database restart, a dropped connection):
   * events published while it was down never arrive, so re-read what the subscriber shows.
   */
  onResumed?: () => void;
};

export type EventBus = {
  /**
   * Calls `handler` with the ids of every event on `channel`, from any process. Once the bus has
   * started, resolves when this process is listening; answers the function that unsubscribes.
   */
  subscribe: (channel: EventChannel, handler: EventHandler, options?: SubscribeOptions) => Promise<() => Promise<void>>;
  /** Starts listening (at the first subscription, if none yet). */
  start: () => void;
  /** Closes the listening connection; nothing is delivered afterwards. */
  stop: () => Promise<void>;
};

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

/** How the listening connection shows in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'academy-events';

type Subscriber = { handler: EventHandler; onResumed?: () => void };
type Listener = { client: pg.Client; channels: Set<string> };

/**
 * The event bus of one server process: one PostgreSQL connection of its own (not from the query
 * pool, whose connections come and go) LISTENing on every channel something subscribed to. When
 * the connection drops it reconnects, backing off from `retryMs.first` to `retryMs.max`, listens
 * again and tells the subscribers (`onResumed`). Without a connection string it can publish
 * nothing and refuses subscriptions.
 */
export function createEventBus(options: {
  connectionString: string | undefined;
  log: Log;
  retryMs?: { first: number; max: number };
}): EventBus {
  const { connectionString, log } = options;
  const retryMs = options.retryMs ?? { first: 100, max: 5000 };
  const subscribers = new Map<string, Set<Subscriber>>();
  let started = false;
  let stopped = false;
  let listener: Listener | undefined;
  let connecting: Promise<void> | undefined;
  let connectedBefore = false;
  let cancelPause: (() => void) | undefined;

  const deliver = (message: pg.Notification) => {
    const channelSubscribers = subscribers.get(message.channel);
    if (!channelSubscribers) return;
    const ids = idsOfPayload(message.payload);
    if (!ids) {
      log.warn({ channel: message.channel }, 'event with an unknown payload ignored');
      return;
    }
    for (const { handler } of channelSubscribers) {
      Promise.resolve()
        .then(() => handler(ids))
        .catch((error: unknown) => log.error({ channel: message.channel, err: error }, 'event handler failed'));
    }
  };

  const listen = (listening: Listener, channel: string) =>
    listening.client.query(`listen ${listening.client.escapeIdentifier(channel)}`);

  const lost = (client: pg.Client, error?: Error) => {
    if (listener?.client !== client) return;
    listener = undefined;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (stopped) return;
    log.warn({ err: error }, 'event listener connection lost; reconnecting');
    void connect();
  };

  /** One attempt: a connection listening on every subscribed channel, or false. */
  const connectOnce = async (): Promise<boolean> => {
    const client = new pg.Client({
      connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5000,
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      const candidate: Listener = { client, channels: new Set() };
      for (const channel of subscribers.keys()) {
        await listen(candidate, channel);
        candidate.channels.add(channel);
      }
      if (stopped) {
        await client.end();
        return true;
      }
      client.on('notification', deliver);
      listener = candidate;
      return true;
    } catch (error) {
      client.end().catch(() => {});
      log.warn({ err: error }, 'event listener could not connect');
      return false;
    }
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** Connects (once at a time), retrying with backoff until connected or stopped. */
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      let delay = retryMs.first;
      while (!stopped && !listener) {
        if (await connectOnce()) break;
        // Jittered, so processes that lost the database together do not all come back at once.
        await pause(delay * (0.5 + Math.random() / 2));
        delay = Math.min(delay * 2, retryMs.max);
      }
      if (!listener) return;
      if (connectedBefore) {
        log.info({}, 'event listener reconnected');
        for (const channelSubscribers of subscribers.values()) {
          for (const { onResumed } of channelSubscribers) {
            try {
              onResumed?.();
            } catch (error) {
              log.error({ err: error }, 'event subscriber failed to resume');
            }
          }
        }
      }
      connectedBefore = true;
    })().finally(() => {
      connecting = undefined;
      // Lost again while this attempt was finishing: go on.
      if (!listener && !stopped) void connect();
    });
    return connecting;
  };

  /** Resolves once the live connection listens on `channel` (after reconnections), or the bus stopped. */
  const listenOn = async (channel: string) => {
    while (!stopped && subscribers.has(channel)) {
      const current = listener;
      if (!current) {
        await connect();
        continue;
      }
      if (current.channels.has(channel)) return;
      try {
        await listen(current, channel);
        current.channels.add(channel);
        return;
      } catch (error) {
        // A dropped connection is taken up by `lost`; anything else is a fault of ours.
        if (listener === current) throw error;
      }
    }
  };

  return {
    async subscribe(channel, handler, subscribeOptions = {}) {
      if (!connectionString) throw new Error('the event bus has no database connection string to listen on');
      if (stopped) throw new Error('the event bus has stopped');
      const subscriber: Subscriber = { handler, onResumed: subscribeOptions.onResumed };
      const channelSubscribers = subscribers.get(channel) ?? new Set<Subscriber>();
      subscribers.set(channel, channelSubscribers);
      channelSubscribers.add(subscriber);
      if (started) await listenOn(channel);
      return async () => {
        channelSubscribers.delete(subscriber);
        if (channelSubscribers.size > 0 || subscribers.get(channel) !== channelSubscribers) return;
        subscribers.delete(channel);
        const current = listener;
        if (!current?.channels.delete(channel)) return;
        await current.client.query(`unlisten ${current.client.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    start() {
      if (started || stopped) return;
      started = true;
      if (subscribers.size > 0) void connect();
    },
    async stop() {
      stopped = true;
      cancelPause?.();
      await connecting;
      const current = listener;
      listener = undefined;
      if (current) {
        current.client.removeAllListeners('notification');
        await current.client.end().catch(() => {});
      }
    },
  };
}

/**
 * The app's event bus (`app.events`), listening from when the app is ready until it closes. The
 * connection string is the database's (main passes it); without it nothing can subscribe.
 */
export function registerEventBus(app: FastifyInstance, connectionString: string | undefined): void {
  const events = createEventBus({ connectionString, log: app.log });
  app.decorate('events', events);
  app.addHook('onReady', async () => events.start());
  app.addHook('onClose', async () => events.stop());
}
