import * as Sentry from '@sentry/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSentry, onCaughtError, startErrorReporting } from './error-reporting';

/** Every envelope the real SDK sends, caught at its transport. */
const sent: string[] = [];
const sentEvents = () =>
  sent.flatMap((envelope) => {
    const lines = envelope.split('\n');
    return lines.flatMap((line, index) =>
      index > 0 && JSON.parse(lines[index - 1] as string).type === 'event' ? [JSON.parse(line)] : [],
    );
  });

/** The fetch the page's code calls; the SDK wraps it to add trace headers. */
const pageFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));

/** An error as the browser would throw it from the given script. */
function errorFrom(script: string, message: string): Error {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at load (${script}:1:100)\n    at run (https://academy.example.kr/assets/index-Ab12.js:1:200)`;
  return error;
}

beforeAll(async () => {
  vi.stubGlobal('fetch', pageFetch);
  // The real SDK, loaded as the app loads it, with a transport that keeps what it would send.
  const reporting = await startErrorReporting('https://publickey@o1.ingest.example.io/2', async () => {
    const sdk = await loadSentry();
    return {
      ...sdk,
      init: (options) =>
        sdk.init({
          ...options,
          transport: (transportOptions) =>
            Sentry.createTransport(transportOptions, async (request) => {
              sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
              return { statusCode: 200 };
            }),
        }),
    };
  });
  reporting?.setUser('01a2-user');
});

describe('error reporting with the real SDK', () => {
  it("reports an error with the signed-in user's id, and leaves out the chat service's errors", async () => {
    Sentry.captureException(errorFrom('https://academy.example.kr/assets/chat-pages-Xy12.js', 'chat socket closed'));
    Sentry.captureException(errorFrom('https://academy.example.kr/assets/students-pages-Cd34.js', 'sheet failed'));
    await Sentry.flush(2000);
    const events = sentEvents();
    expect(events.map((event) => event.exception.values[0].value)).toEqual(['sheet failed']);
    expect(events[0].user).toMatchObject({ id: '01a2-user' });
  });

  it('reports what an error boundary caught, as React logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = errorFrom('https://academy.example.kr/assets/home-pages-Ef56.js', 'home failed to render');
    onCaughtError(error, { componentStack: '\n    at HomePage' });
    await Sentry.flush(2000);
    expect(logged).toHaveBeenCalledWith(error);
    expect(sentEvents().map((event) => event.exception.values[0].value)).toContain('home failed to render');
  });

  it("sends trace headers with calls to the product's own API only", async () => {
    await fetch('/api/insts/1/students');
    await fetch('https://api.ipify.org/?format=json');
    const headersOf = (call: number) => new Headers(pageFetch.mock.calls[call]?.[1]?.headers);
    expect(headersOf(0).get('sentry-trace')).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
    expect(headersOf(1).get('sentry-trace')).toBeNull();
    expect(headersOf(1).get('baggage')).toBeNull();
  });
});
