import { describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_SOURCES, parseIpAnswer, resolveClientIp } from './client-ip';

const respond = (body: string, status = 200) => new Response(body, { status });

function fetcher(answers: Record<string, () => Promise<Response>>) {
  return vi.fn<typeof fetch>(async (input) => {
    const answer = answers[String(input)];
    if (!answer) throw new Error(`unexpected ${String(input)}`);
    return answer();
  });
}

describe('resolveClientIp', () => {
  it('asks our endpoint first and stops there when it answers', async () => {
    const fetch = fetcher({ '/api/system/ip': async () => respond('{"ip":"203.0.113.7"}') });
    const warn = vi.fn();
    await expect(resolveClientIp({ fetch, warn })).resolves.toBe('203.0.113.7');
    expect(fetch).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the public services in order, logging each failure only', async () => {
    const fetch = fetcher({
      '/api/system/ip': async () => respond('{"code":"INTERNAL"}', 500),
      'https://api.ipify.org?format=json': () => Promise.reject(new TypeError('Failed to fetch')),
      'https://api64.ipify.org?format=json': async () => respond('<html>blocked</html>'),
      'https://ipinfo.io/json': async () => respond('{"ip":"198.51.100.4","city":"Seoul"}'),
    });
    const warn = vi.fn();
    await expect(resolveClientIp({ fetch, warn })).resolves.toBe('198.51.100.4');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([...CLIENT_IP_SOURCES]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      '[client-ip] /api/system/ip answered 500',
      '[client-ip] https://api.ipify.org?format=json failed',
      '[client-ip] https://api64.ipify.org?format=json gave no IP address',
    ]);
  });

  it('gives each source a 5 second time-out', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const fetch = fetcher({ '/api/system/ip': async () => respond('203.0.113.7') });
    await resolveClientIp({ fetch, warn: vi.fn() });
    expect(timeout).toHaveBeenCalledWith(5000);
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    timeout.mockRestore();
  });

  it('moves on when a source does not answer in time', async () => {
    const hang = (_input: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const fetch = vi.fn<typeof globalThis.fetch>((input, init) =>
      String(input) === '/api/system/ip' ? hang(input, init) : Promise.resolve(respond('{"ip":"192.0.2.1"}')),
    );
    const warn = vi.fn();
    await expect(resolveClientIp({ fetch, warn, timeoutMs: 20 })).resolves.toBe('192.0.2.1');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('returns null and logs when nobody answers, showing nothing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('offline')));
    const warn = vi.fn();
    await expect(resolveClientIp({ fetch, warn })).resolves.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenLastCalledWith('[client-ip] the public IP could not be determined');
  });

  it('logs with console.warn by default', async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('offline')));
    await resolveClientIp({ fetch, sources: ['/api/system/ip'] });
    expect(consoleWarn).toHaveBeenCalledTimes(2);
    consoleWarn.mockRestore();
  });
});

describe('parseIpAnswer', () => {
  it.each([
    ['{"ip":"203.0.113.7"}', '203.0.113.7'],
    ['"203.0.113.7"', '203.0.113.7'],
    ['203.0.113.7\n', '203.0.113.7'],
    ['{"ip":"2001:db8::1"}', '2001:db8::1'],
    ['', null],
    ['{"ip":42}', null],
    ['{"error":"rate limited"}', null],
    ['<html>error</html>', null],
  ])('%j → %s', (text, expected) => {
    expect(parseIpAnswer(text)).toBe(expected);
  });
});
