import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A local stand-in for Sentry's ingest, for tests: it takes the envelopes the SDK posts to
 * `/api/<project>/envelope/` (a header line, then item header and payload lines) and keeps them.
 */
export type EnvelopeItem = { type: string; payload: Record<string, unknown> };

export type FakeSentry = {
  /** A DSN that points the SDK at this server (project 1). */
  dsn: string;
  origin: string;
  /** Every envelope as received (after gzip), in order. */
  rawEnvelopes: string[];
  /** The error events received so far. */
  events: () => Record<string, unknown>[];
  /** Resolves once `count` error events arrived; rejects after `timeoutMs`. */
  waitForEvents: (count: number, timeoutMs?: number) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/** The items of one envelope: each item header line is followed by its payload line. */
export function itemsOf(envelope: string): EnvelopeItem[] {
  const lines = envelope.split('\n').filter((line) => line.trim() !== '');
  const items: EnvelopeItem[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index] as string) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[index + 1] as string) as Record<string, unknown> });
  }
  return items;
}

export async function startFakeSentry(): Promise<FakeSentry> {
  const rawEnvelopes: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    if (request.method === 'POST' && /^\/api\/1\/envelope\/?(\?|$)/.test(request.url ?? '')) rawEnvelopes.push(body);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const events = () =>
    rawEnvelopes.flatMap((envelope) =>
      itemsOf(envelope)
        .filter((item) => item.type === 'event')
        .map((item) => item.payload),
    );
  return {
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    origin,
    rawEnvelopes,
    events,
    async waitForEvents(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events().length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} error events, got ${events().length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Content-Security-Policy header as its directives: `{ 'connect-src': ["'self'", …] }`. */
export function cspDirectives(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}
