import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/**
 * The service worker (apps/web/public/sw.js) run against a fake worker scope: a chat push is not shown
 * while a window of the app is visible and focused (SPEC §4), but that window still hears of it.
 */
const SOURCE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../public/sw.js'), 'utf8');

type Handler = (event: unknown) => void;
type FakeClient = { visibilityState: string; focused: boolean; url: string; postMessage: ReturnType<typeof vi.fn> };

function worker(clients: FakeClient[]) {
  const handlers = new Map<string, Handler>();
  const showNotification = vi.fn(async () => {});
  const scope = {
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    registration: { showNotification },
    clients: { matchAll: async () => clients, claim: async () => {} },
    location: { origin: 'http://localhost' },
    skipWaiting: () => {},
  };
  new Function('self', SOURCE)(scope);
  async function push(payload: unknown) {
    const waits: Promise<unknown>[] = [];
    handlers.get('push')?.({ data: { json: () => payload }, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    await Promise.all(waits);
  }
  return { push, showNotification };
}

const client = (visibilityState: string, focused: boolean): FakeClient => ({
  visibilityState,
  focused,
  url: 'http://localhost/mainTF',
  postMessage: vi.fn(),
});

const CHAT = {
  id: 'n1',
  type: 'chat-message',
  notification: { title: '박강사', body: '내일 보강' },
  url: '/chatRoomInside/x',
};

describe('chat pushes in the service worker', () => {
  it('are not shown over a visible, focused window of the app, which still hears of them', async () => {
    const open = client('visible', true);
    const { push, showNotification } = worker([open]);
    await push(CHAT);
    expect(showNotification).not.toHaveBeenCalled();
    expect(open.postMessage).toHaveBeenCalledWith({ kind: 'push', payload: CHAT });
  });

  it('are shown when the app is in the background or closed', async () => {
    for (const clients of [[client('hidden', false)], [client('visible', false)], []]) {
      const { push, showNotification } = worker(clients);
      await push(CHAT);
      expect(showNotification).toHaveBeenCalledWith('박강사', expect.objectContaining({ body: '내일 보강' }));
    }
  });

  it('leave every other push as it was: shown even over the open app', async () => {
    const { push, showNotification } = worker([client('visible', true)]);
    await push({ ...CHAT, type: 'notice' });
    expect(showNotification).toHaveBeenCalledTimes(1);
  });
});
