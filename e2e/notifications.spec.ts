import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  type FakeSubscription,
  startWebPushService,
  type WebPushService,
} from '../apps/server/src/platform/adapters/push/web-push.fake';
import { FULL_BROWSER } from '../playwright.config';
import { retryWhileRateLimited } from './support/account';
import { type FreshMember, signInAndOpen, test } from './support/profile-helpers';

/**
 * The notification pipeline in the browser (decision 0046): a signed-in browser subscribes to web
 * push, a notice reaches it through a push service on this machine (the subscription's endpoint
 * points at it, the payload travels encrypted and is decrypted there as a browser would) and the
 * service worker shows it; advertising at night waits until 08:00 for someone without night-time
 * consent (the delivery run told the time, as the sweep job would run then).
 *
 * Headless Chromium cannot subscribe at a real push service, so the page's PushManager hands out the
 * local service's subscription (a real P-256 key pair and auth secret); what the service receives is
 * then delivered to the real service worker through DevTools (`ServiceWorker.deliverPushMessage`).
 */

// The headless shell the other journeys run in has no push messaging: these take the full browser.
test.use({ permissions: ['notifications'], launchOptions: FULL_BROWSER });

let pushService: WebPushService;
test.beforeAll(async () => {
  pushService = await startWebPushService();
});
test.afterAll(async () => pushService.close());

/** The page's PushManager subscribes at the local push service (installed before the app loads). */
async function pushManagerAt(page: Page, subscription: FakeSubscription) {
  await page.addInitScript((given: FakeSubscription) => {
    let current: PushSubscription | null = null;
    const make = () =>
      ({
        endpoint: given.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: given.endpoint, expirationTime: null, keys: given.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

/** The signed-in browser's CSRF header, for the API calls the test makes in its name. */
async function csrfOf(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((each) => each.name.endsWith('academy_csrf'));
  if (!cookie) throw new Error('no CSRF cookie: not signed in');
  return { 'x-csrf-token': cookie.value };
}

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string>) {
  const response = await retryWhileRateLimited(() => request.post(url, { data, headers }));
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The id of the service worker's registration for the app, from DevTools. */
async function serviceWorkerRegistration(page: Page, origin: string) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

test('a signed-in browser subscribes to web push, and a notice arrives through the push service and is shown', async ({
  page,
  freshMember,
  baseURL,
}) => {
  const origin = new URL(baseURL as string).origin;
  const subscription = pushService.subscribe();
  await pushManagerAt(page, subscription);
  await signInAndOpen(page, freshMember.userInputId, freshMember.pw, '/v3/notificationsListPage');

  await page.getByRole('button', { name: '알림 받기' }).click();
  await expect(page.getByRole('button', { name: '알림 끄기' })).toBeVisible();
  await expect(page.getByText('이 브라우저로 새 소식을 알려 드립니다.')).toBeVisible();

  const headers = await csrfOf(page);
  await post(
    page.request,
    '/api/dev/notifications',
    { type: 'notice', title: '내일은 휴원합니다', body: '11월 24일(화)은 학원 휴원일입니다.', link: '/v3/notice/list' },
    headers,
  );
  await post(page.request, '/api/dev/jobs/notification-delivery', {}, headers);

  // The push service got it, encrypted for this browser; decrypted, it is the notice.
  await expect
    .poll(() => pushService.received.filter((push) => push.endpoint === subscription.endpoint).length)
    .toBe(1);
  const push = pushService.received.find((each) => each.endpoint === subscription.endpoint);
  expect(push?.headers.ttl).toBeDefined();
  const payload = JSON.parse(push?.text ?? '{}');
  expect(payload).toMatchObject({
    type: 'notice',
    notification: { title: '내일은 휴원합니다', body: '11월 24일(화)은 학원 휴원일입니다.' },
  });
  expect(payload.url).toMatch(/^\/pushPage\?id=/);

  // As the browser would, the push reaches the service worker, which shows it.
  const { cdp, registrationId } = await serviceWorkerRegistration(page, origin);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: push?.text ?? '' });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          url: (shown.data as { url?: string } | null)?.url ?? null,
        })),
      ),
    )
    .toContainEqual({ title: '내일은 휴원합니다', body: '11월 24일(화)은 학원 휴원일입니다.', url: payload.url });

  // The open app hears of it: the popup (SPEC §4: signed in) and the list with its unread count.
  await expect(page.getByRole('alertdialog', { name: '내일은 휴원합니다' })).toBeVisible();
  await page.getByRole('button', { name: 'close' }).click();
  await expect(page.getByText('읽지 않은 알림 1개')).toBeVisible();

  // The push's landing marks it read and opens its screen.
  await page.goto(payload.url);
  await expect(page).toHaveURL(/\/v3\/notice\/list$/);
  await page.goto('/v3/notificationsListPage');
  await expect(page.getByText('모두 읽었습니다')).toBeVisible();
});

/** `YYYY-MM-DD` of a day in Seoul, `days` from today. */
function seoulDay(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function academyOf(page: Page, member: FreshMember, headers: Record<string, string>): Promise<string> {
  const { instId } = await post(
    page.request,
    '/api/insts',
    {
      instNm: `별빛영어학원${member.userInputId.slice(-4)}`,
      instTpCd: 'ACADEMY',
      subjects: ['영어'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    },
    headers,
  );
  return instId as string;
}

test('night-time advertising waits until 08:00 for someone without night-time consent', async ({
  page,
  freshMember,
}) => {
  await signInAndOpen(page, freshMember.userInputId, freshMember.pw, '/v3/NotificationSettings');
  await expect(page.getByRole('heading', { name: '광고·이벤트 소식' })).toBeVisible();
  const headers = await csrfOf(page);
  // Marketing consent yes, night-time consent no (MyPage's additional information).
  const consent = await page.request.patch('/api/account/additional-info', {
    data: { marketingConsent: true, nightReceiveConsent: false },
    headers,
  });
  expect(consent.status(), await consent.text()).toBe(200);
  const instId = await academyOf(page, freshMember, headers);
  const subscription = pushService.subscribe();
  await post(page.request, '/api/me/push-subscriptions', subscription, headers);
  const received = () => pushService.received.filter((push) => push.endpoint === subscription.endpoint);

  // A night of its own, weeks ahead, so no other journey's delivery run reaches that morning first.
  const day = seoulDay(30 + randomInt(0, 2000));
  const next = new Date(new Date(`${day}T12:00:00+09:00`).getTime() + 86_400_000).toISOString().slice(0, 10);
  await post(
    page.request,
    '/api/dev/notifications',
    {
      instId,
      advertising: true,
      title: '겨울 특강 모집',
      body: '12월 겨울 특강 수강생을 모집합니다.',
      at: `${day}T22:00:00+09:00`,
    },
    headers,
  );
  await post(page.request, '/api/dev/jobs/notification-delivery', { at: `${day}T22:00:00+09:00` }, headers);
  await post(page.request, '/api/dev/jobs/notification-delivery', { at: `${next}T07:59:00+09:00` }, headers);
  expect(received()).toHaveLength(0);

  await post(page.request, '/api/dev/jobs/notification-delivery', { at: `${next}T08:00:00+09:00` }, headers);
  await expect.poll(() => received().length).toBe(1);
  const { notification } = JSON.parse(received()[0]?.text ?? '{}');
  expect(notification.title).toBe('(광고) 겨울 특강 모집');
  expect(notification.body).toContain('12월 겨울 특강 수강생을 모집합니다.');
  expect(notification.body).toContain('무료 수신거부: 마이페이지 > 알림 설정');
  expect(notification.body).toMatch(/^\[별빛영어학원/);
});
