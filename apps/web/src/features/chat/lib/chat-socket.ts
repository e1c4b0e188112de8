import { type SocketServerEvent, socketServerEvent } from '@academy/domain/chat/chat.schema';

/**
 * The chat's one WebSocket per tab and academy (`/api/insts/:instId/chat/socket`, decision 0054):
 * JSON events from the server (parsed with the contract's schema; unknown ones are ignored), a
 * heartbeat `{type:'ping'}` every 25 s, a connection that stays silent for two heartbeats is taken
 * for dead, and a lost connection is opened again after an exponential back-off (1 s doubling to
 * 30 s, with jitter so a restarted server is not met by every tab at once). After every (re)connect
 * `onOpen` runs: the screens re-read what they hold from its last seq, so nothing is lost and,
 * merged by seq, nothing shows twice.
 */

/** The close code of a socket the server let go because its person holds too many. */
const TOO_MANY_SOCKETS = 1008;

export const HEARTBEAT_MS = 25_000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** What the socket needs of a WebSocket (the browser's, or a fake in tests). */
export type WebSocketLike = {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

const OPEN = 1;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): 1 s, 2 s, 4 s … up to 30 s,
 * of which a random half is left out ("equal jitter"), so it is never less than half the step.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + random() * (step / 2));
}

/** The socket's address on this origin: wss on an https page, ws on http. */
export function chatSocketUrl(instId: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/insts/${encodeURIComponent(instId)}/chat/socket`;
}

/** A server event from the socket's text, or null for anything that is not one of the contract. */
export function parseServerEvent(data: unknown): SocketServerEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = socketServerEvent.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export type ChatSocketStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export type ChatSocketOptions = {
  url: string;
  onEvent: (event: SocketServerEvent) => void;
  /** After every connect; `reconnected` is false only for the first. */
  onOpen?: (reconnected: boolean) => void;
  onStatus?: (status: ChatSocketStatus) => void;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
  now?: () => number;
};

export class ChatSocket {
  private socket: WebSocketLike | null = null;
  private attempt = 0;
  private opened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private lastHeard = 0;
  private currentStatus: ChatSocketStatus = 'stopped';

  constructor(private readonly options: ChatSocketOptions) {}

  get status(): ChatSocketStatus {
    return this.currentStatus;
  }

  /** Connects (once; a started socket keeps itself connected until `stop`). */
  start(): void {
    if (this.currentStatus !== 'stopped') return;
    this.connect();
  }

  /** Closes the socket for good: no reconnect. */
  stop(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.close(1000, 'done');
    }
    this.setStatus('stopped');
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private setStatus(status: ChatSocketStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
  }

  private connect(): void {
    this.clearTimers();
    this.setStatus('connecting');
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike);
    let socket: WebSocketLike;
    try {
      socket = create(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reconnected = this.opened;
      this.opened = true;
      this.attempt = 0;
      this.lastHeard = this.now();
      this.setStatus('open');
      this.heartbeatTimer = setInterval(() => this.heartbeat(), HEARTBEAT_MS);
      this.options.onOpen?.(reconnected);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeard = this.now();
      const parsed = parseServerEvent(event.data);
      if (parsed && parsed.type !== 'pong') this.options.onEvent(parsed);
    };
    socket.onerror = () => {
      // A close follows every error; the reconnect is planned there.
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // 1008: the person opened more sockets than the server holds and this, the oldest, was let go;
      // reconnecting would only push out another tab's in turn.
      if ((event as { code?: number } | null)?.code === TOO_MANY_SOCKETS) {
        this.clearTimers();
        this.setStatus('stopped');
        return;
      }
      this.scheduleReconnect();
    };
  }

  private heartbeat(): void {
    const socket = this.socket;
    if (!socket) return;
    if (this.now() - this.lastHeard > HEARTBEAT_MS * 2) {
      // Nothing heard for two heartbeats: the connection is dead even if the browser has not noticed.
      this.socket = null;
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(4000, 'no heartbeat');
      this.scheduleReconnect();
      return;
    }
    if (socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'ping' }));
  }

  private scheduleReconnect(): void {
    this.clearTimers();
    this.setStatus('waiting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}
