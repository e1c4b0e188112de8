import type { WebSocketLike } from '../lib/chat-socket';

/**
 * A WebSocket the tests drive by hand: they open it, hand it server events and close it; every socket
 * made is kept in `FakeWebSocket.made`, what the client sent in `sent`.
 */
export class FakeWebSocket implements WebSocketLike {
  static made: FakeWebSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }

  static reset(): void {
    FakeWebSocket.made = [];
  }

  static get last(): FakeWebSocket {
    const socket = FakeWebSocket.made.at(-1);
    if (!socket) throw new Error('no socket was made');
    return socket;
  }

  send(data: string): void {
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server sends an event (an object is sent as JSON). */
  receive(data: unknown): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }

  /** The connection drops (1006), or the server closes it with `code`. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
