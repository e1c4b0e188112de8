import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The HTTP side of a local stand-in for an outside provider (Toss, Solapi, Kakao/Naver/Apple …), for
 * tests of the real adapter clients: a server on 127.0.0.1 at a free port that reads the body the
 * way the provider does (JSON, or a form), routes by method and path, records every request and
 * answers JSON. What the provider answers — status codes, error bodies, the checks of its auth
 * headers — stays in each fake.
 */

export type FakeRequest = {
  method: string;
  /** The path without its query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  authorization: string | undefined;
  /** The JSON object sent, or the fields of a form; `{}` when there is none. */
  body: Record<string, unknown>;
  /** The fields of an `application/x-www-form-urlencoded` body; `{}` for any other. */
  form: Record<string, string>;
};

export type FakeAnswer = { status: number; body: unknown };

export type FakeRoute = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeProviderOptions = {
  /** Handlers keyed by `METHOD /path`, e.g. `'POST /oauth/token'`. */
  routes: Record<string, FakeRoute>;
  /**
   * The provider's own error body for what no route answers: an unknown method or path (404), a
   * body that is not the JSON it claims to be (400), a failure of the fake itself (500).
   */
  errorBody: (status: 400 | 404 | 500, message: string) => unknown;
};

export type FakeProvider = {
  url: string;
  /** Every request received, in order, whatever was answered. */
  requests: FakeRequest[];
  close: () => Promise<void>;
};

export const answer = (status: number, body: unknown): FakeAnswer => ({ status, body });

class MalformedBody extends Error {}

export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const requests: FakeRequest[] = [];

  async function respond(incoming: IncomingMessage): Promise<FakeAnswer> {
    const raw = await readBody(incoming);
    const url = new URL(incoming.url ?? '/', 'http://fake.invalid');
    const request: FakeRequest = {
      method: incoming.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      authorization: incoming.headers.authorization,
      body: {},
      form: {},
    };
    requests.push(request);
    try {
      parseBody(request, incoming.headers['content-type'] ?? '', raw);
    } catch (error) {
      if (error instanceof MalformedBody) return answer(400, options.errorBody(400, error.message));
      throw error;
    }
    const route = options.routes[`${request.method} ${request.path}`];
    if (!route) return answer(404, options.errorBody(404, 'Not found'));
    return route(request);
  }

  const server = createServer((incoming, response) => {
    void respond(incoming)
      .catch((error: unknown) => answer(500, options.errorBody(500, String(error))))
      .then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function parseBody(request: FakeRequest, contentType: string, raw: string) {
  const type = contentType.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    request.form = Object.fromEntries(new URLSearchParams(raw));
    request.body = request.form;
  } else if (raw !== '' && (type === 'application/json' || type === '')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new MalformedBody('Malformed JSON body');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new MalformedBody('The body must be a JSON object');
    }
    request.body = parsed as Record<string, unknown>;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
