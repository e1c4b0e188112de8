import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../testing/chat-fixtures';
import { FakeWebSocket } from '../testing/fake-web-socket';
import { BACKOFF_MAX_MS, backoffDelay, ChatSocket, chatSocketUrl, HEARTBEAT_MS, parseServerEvent } from './chat-socket';

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

function started(random = () => 0.5) {
  const events: unknown[] = [];
  const opens: boolean[] = [];
  const socket = new ChatSocket({
    url: 'ws://localhost/api/insts/i/chat/socket',
    onEvent: (event) => events.push(event),
    onOpen: (reconnected) => opens.push(reconnected),
    createSocket: (url) => new FakeWebSocket(url),
    random,
  });
  socket.start();
  return { socket, events, opens };
}

describe('the back-off', () => {
  it('doubles from 1 s up to 30 s, keeping at least half of each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect([0, 1, 5].map((attempt) => backoffDelay(attempt, () => 0))).toEqual([500, 1000, 15000]);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(Math.min(BACKOFF_MAX_MS, 1000 * 2 ** attempt) / 2);
      expect(delay).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });
});

describe('the chat socket', () => {
  it('speaks to the academy’s address on this origin, wss on https', () => {
    expect(chatSocketUrl('inst-1', { protocol: 'https:', host: 'app.kr' })).toBe(
      'wss://app.kr/api/insts/inst-1/chat/socket',
    );
    expect(chatSocketUrl('inst-1', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/insts/inst-1/chat/socket',
    );
  });

  it('passes on the contract’s events and ignores anything else', () => {
    const { events } = started();
    FakeWebSocket.last.open();
    FakeWebSocket.last.receive({ type: 'message', message: message(4) });
    FakeWebSocket.last.receive({ type: 'typing', channelUrl: 'x' });
    FakeWebSocket.last.receive('not json');
    FakeWebSocket.last.receive({ type: 'pong' });
    FakeWebSocket.last.receive({ type: 'read', channelUrl: 'c', userId: 'u', seq: 3 });
    expect(events).toEqual([
      { type: 'message', message: message(4) },
      { type: 'read', channelUrl: 'c', userId: 'u', seq: 3 },
    ]);
    expect(parseServerEvent({ type: 'message' })).toBeNull();
  });

  it('sends a ping every 25 s and reconnects when nothing is heard for two of them', () => {
    const { opens } = started();
    const first = FakeWebSocket.last;
    first.open();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.sent).toEqual(['{"type":"ping"}']);
    first.receive({ type: 'pong' });
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(first.sent).toHaveLength(3);
    expect(first.closed).toBeNull();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(first.closed?.code).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.made).toHaveLength(2);
    FakeWebSocket.last.open();
    expect(opens).toEqual([false, true]);
  });

  it('reconnects with a growing delay, and starts over once connected', () => {
    const { socket, opens } = started(() => 1);
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    expect(socket.status).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(2);
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(1999);
    expect(FakeWebSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(3);
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(4000);
    expect(FakeWebSocket.made).toHaveLength(4);
    FakeWebSocket.last.open();
    expect(socket.status).toBe('open');
    expect(opens).toEqual([false, true]);
    FakeWebSocket.last.drop();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.made).toHaveLength(5);
  });

  it('does not come back when the server let it go for one socket too many (1008)', () => {
    const { socket } = started();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop(1008);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.status).toBe('stopped');
  });

  it('stays closed once stopped', () => {
    const { socket } = started();
    FakeWebSocket.last.open();
    socket.stop();
    expect(FakeWebSocket.last.closed?.code).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(socket.status).toBe('stopped');
  });
});
