import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

const answers: Record<string, unknown> = {
  '/api/system/inspection': {
    inspecting: false,
    start: null,
    end: null,
    isInternalUser: false,
    clientIp: '203.0.113.7',
  },
  '/api/system/config': { rootRedirect: '/mainTF', gaTrackingId: null, sentryDsn: null },
  '/api/system/ip': { ip: '203.0.113.7' },
};

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const answer = answers[String(input).split('?')[0] ?? ''];
      return answer ? jsonResponse(answer) : new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('App', () => {
  it('starts through the maintenance gate and forwards / to the root redirect', async () => {
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/mainTF');
    // The layout titles the document in an effect right after the heading renders.
    await waitFor(() => expect(document.title).toBe('홈 | 학원ON'));
  });
});
