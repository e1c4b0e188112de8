import { expect, type Page, test } from '@playwright/test';
import { addFamily, openAcademy, windowFor } from './support/billing-world';
import { bottomMenu, mainMenu, menuLink } from './support/menu';
import { signInAndOpen } from './support/profile-helpers';

/**
 * Chat (decision 0054), two people in two windows: the director teaches a class that starts today;
 * the parent of its student and the director talk in the class's room. The director sets quiet
 * hours around the present moment (the journey's injected time), so the parent's message reaches
 * her at once but no chat notification for her; the parent sees the calm notice. The director's
 * reply shows one reader missing until the parent opens the room, a photo is shared and opened in
 * the viewer, and a student enrolled in the class appears among the room's members.
 */

/** A 1×1 PNG: a photo as the upload pipeline takes it. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Now in Seoul as `YYYY-MM-DD` and `HH:mm`, `offsetMinutes` from now. */
function seoul(offsetMinutes = 0) {
  const iso = new Date(Date.now() + (9 * 60 + offsetMinutes) * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;

/** 채팅 from the menu: the side menu on a desktop, the bottom tab (or 전체) on a phone. */
async function openChat(page: Page) {
  if (!isPhone(page)) {
    await menuLink(mainMenu(page), '채팅').click();
  } else {
    const tab = menuLink(bottomMenu(page), '채팅');
    if (await tab.isVisible()) await tab.click();
    else {
      await bottomMenu(page).getByRole('link', { name: '전체', exact: true }).click();
      await page.getByRole('main').getByRole('link', { name: /^채팅/ }).first().click();
    }
  }
  await expect(page).toHaveURL(/\/chatRoomListMain/);
}

test.describe('채팅', () => {
  test.setTimeout(150_000);

  test('the teacher and a parent talk in their class room: quiet hours, read marks, a photo, a new classmate', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo, { classStart: seoul().date });
    const parentPage = await windowFor(browser, testInfo);

    // The director keeps quiet hours from an hour ago to two hours from now.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/mainTF');
    await openChat(page);
    await page.getByLabel('시작 시각').fill(seoul(-60).time);
    await page.getByLabel('끝 시각').fill(seoul(120).time);
    await page.getByRole('button', { name: '쉬는 시간 저장' }).click();
    await expect(page.getByText('저장했습니다.')).toBeVisible();

    // The parent opens the class room, accepts the etiquette and writes.
    await signInAndOpen(parentPage, world.parent.userInputId, world.parent.pw, '/mainTF');
    await openChat(parentPage);
    await parentPage.getByRole('link', { name: '반 채팅방' }).click();
    await parentPage
      .getByRole('list', { name: '반 채팅방 목록' })
      .getByRole('button', { name: new RegExp(`^${world.classNm}`) })
      .click();
    await expect(parentPage).toHaveURL(/\/chatRoomInside\/ch_/);
    await parentPage.getByRole('link', { name: '에티켓 확인하고 대화 시작' }).click();
    await parentPage.getByRole('button', { name: '동의하고 대화 시작' }).click();
    await expect(parentPage).toHaveURL(/\/chatRoomInside\/ch_/);
    await expect(parentPage.getByRole('status').filter({ hasText: '쉬는 시간' })).toBeVisible();
    const parentLog = parentPage.getByRole('log', { name: '메시지 목록' });
    await parentPage.getByRole('textbox', { name: '메시지' }).fill('선생님, 내일은 10분 늦게 도착해요.');
    await parentPage.getByRole('button', { name: '보내기' }).click();
    await expect(parentLog).toContainText('선생님, 내일은 10분 늦게 도착해요.');
    // Then she goes back to her list: the director's reply will wait for her there.
    await openChat(parentPage);

    // The director's list shows the room with one unread message; she opens it and replies.
    const room = page.getByRole('list', { name: '내 채팅방' }).getByRole('link', { name: new RegExp(world.classNm) });
    await expect(room.getByRole('img', { name: '읽지 않은 메시지 1개' })).toBeVisible();
    await room.click();
    const log = page.getByRole('log', { name: '메시지 목록' });
    await expect(log).toContainText('선생님, 내일은 10분 늦게 도착해요.');
    await page.getByRole('link', { name: '에티켓 확인하고 대화 시작' }).click();
    await page.getByRole('button', { name: '동의하고 대화 시작' }).click();
    await page.getByRole('textbox', { name: '메시지' }).fill('네, 알려 주셔서 감사합니다.');
    await page.getByRole('button', { name: '보내기' }).click();
    const reply = log.getByRole('listitem').filter({ hasText: '네, 알려 주셔서 감사합니다.' });
    await expect(reply.getByRole('img', { name: '읽지 않은 사람 1명' })).toBeVisible();

    // Quiet hours: no chat notification reached the director; the parent got one for the reply.
    const notificationTypes = async (who: Page) => {
      const answer = await who.request.get('/api/me/notifications?limit=20');
      expect(answer.ok()).toBe(true);
      const { items } = (await answer.json()) as { items: { type: string }[] };
      return items.map((item) => item.type);
    };
    await expect.poll(() => notificationTypes(parentPage)).toContain('chat-message');
    expect(await notificationTypes(page)).not.toContain('chat-message');

    // The parent sees the unread reply in her list, opens the room: the director's mark clears.
    const parentRoom = parentPage
      .getByRole('list', { name: '내 채팅방' })
      .getByRole('link', { name: new RegExp(world.classNm) });
    await expect(parentRoom.getByRole('img', { name: '읽지 않은 메시지 1개' })).toBeVisible();
    await parentRoom.click();
    await expect(parentLog).toContainText('네, 알려 주셔서 감사합니다.');
    await expect(reply.getByRole('img', { name: /읽지 않은 사람/ })).toHaveCount(0);

    // A photo from the parent, opened by the director in the viewer.
    await parentPage
      .getByLabel('사진 올리기')
      .setInputFiles({ name: '숙제사진.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await expect(parentPage.getByRole('button', { name: '숙제사진.png 빼기' })).toBeVisible();
    await parentPage.getByRole('button', { name: '보내기' }).click();
    await log.getByRole('link', { name: '사진 1/1' }).click();
    await expect(page).toHaveURL(/\/chatFileViewer/);
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    await expect(page.getByText('1장 중 1번째')).toBeVisible();
    await page.getByRole('button', { name: '닫기' }).click();
    await expect(page).toHaveURL(/\/chatRoomInside\/ch_/);

    // A new classmate: enrolled today, her father is among the room's members.
    const newcomer = await addFamily(baseURL, testInfo, world, { studentNm: '윤새봄', enrolFrom: seoul().date });
    await page.getByRole('navigation', { name: '채팅방 메뉴' }).getByRole('link', { name: '채팅방 설정' }).click();
    await expect(page).toHaveURL(/\/chatRoomChange\/ch_/);
    await expect(page.getByRole('main')).toContainText(newcomer.parent.userNm);
    await expect(page.getByRole('main')).toContainText(world.parent.userNm);
    await parentPage.context().close();
  });
});
