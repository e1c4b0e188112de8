import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../ids/new-id';
import { createEventBus } from './event-bus';
import { publish } from './events';

/**
 * The event bus of one process against a database that goes away: its connection passes through a
 * TCP relay the test can cut and refuse, as a database restart does (connections dropped, new ones
 * refused for a while). Events between two processes: test/multi-process.test.ts.
 */

const { db, url } = await createTestDatabase();

/** A relay to the database that can go down (dropping its connections and refusing new ones) and come back. */
async function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    down: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: () => listen(port),
  };
}

const target = new URL(url);
const relay = await relayTo(target);
const relayed = new URL(url);
relayed.hostname = '127.0.0.1';
relayed.port = String(relay.port);
// Through the relay's TCP port, not the embedded server's own socket folder.
relayed.searchParams.delete('host');
afterAll(() => relay.down().catch(() => {}));

const recordingLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
const warned = (log: ReturnType<typeof recordingLog>, message: string) =>
  log.warn.mock.calls.filter(([, text]) => text === message).length;

describe('the event bus', () => {
  it('reconnects with backoff while the database refuses connections, listens again and says so', async () => {
    const log = recordingLog();
    const bus = createEventBus({ connectionString: relayed.toString(), log, retryMs: { first: 20, max: 160 } });
    bus.start();
    const heard: string[][] = [];
    let resumed = 0;
    await bus.subscribe('notifications', (ids) => void heard.push(ids), {
      onResumed: () => {
        resumed += 1;
      },
    });
    try {
      const before = newId();
      await publish(db, 'notifications', [before]);
      await vi.waitFor(() => expect(heard).toEqual([[before]]));

      await relay.down();
      // Refused for 600 ms: attempts back off from 20 ms to 160 ms (halved at most by jitter), so
      // about eight of them, not one per millisecond.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const attempts = warned(log, 'event listener could not connect');
      expect(attempts).toBeGreaterThanOrEqual(3);
      expect(attempts).toBeLessThanOrEqual(15);
      // Published while nobody could listen: lost, which is what `onResumed` is for.
      const missed = newId();
      await publish(db, 'notifications', [missed]);
      expect(resumed).toBe(0);

      await relay.up();
      await vi.waitFor(() => expect(resumed).toBe(1), { timeout: 3000, interval: 20 });
      expect(warned(log, 'event listener connection lost; reconnecting')).toBe(1);
      const after = newId();
      await publish(db, 'notifications', [after]);
      await vi.waitFor(() => expect(heard).toEqual([[before], [after]]));
    } finally {
      await bus.stop();
    }
  });

  it('keeps delivering when a handler fails, ignores payloads that are not ours, and stops at unsubscribe', async () => {
    const log = recordingLog();
    const bus = createEventBus({ connectionString: url, log });
    bus.start();
    const heard: string[][] = [];
    await bus.subscribe('notifications', () => Promise.reject(new Error('handler broke')));
    const unsubscribe = await bus.subscribe('notifications', (ids) => void heard.push(ids));
    try {
      await sql`select pg_notify('notifications', 'not json')`.execute(db);
      const id = newId();
      await publish(db, 'notifications', [id]);
      await vi.waitFor(() => expect(heard).toEqual([[id]]));
      expect(log.warn).toHaveBeenCalledWith({ channel: 'notifications' }, 'event with an unknown payload ignored');
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ channel: 'notifications' }),
        'event handler failed',
      );

      await unsubscribe();
      await publish(db, 'notifications', [newId()]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(heard).toEqual([[id]]);
    } finally {
      await bus.stop();
    }
  });

  it('refuses subscriptions without a connection string, and after it stopped', async () => {
    const log = recordingLog();
    const unconfigured = createEventBus({ connectionString: undefined, log });
    await expect(unconfigured.subscribe('notifications', () => {})).rejects.toThrow('no database connection string');
    const stopped = createEventBus({ connectionString: url, log });
    stopped.start();
    await stopped.stop();
    await expect(stopped.subscribe('notifications', () => {})).rejects.toThrow('stopped');
  });
});
