import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAndOpen, uniqueSeed } from './support/profile-helpers';

/**
 * Notices (decision 0047): the demo director sends a notice with 확인 요청 to two classes, seeing the
 * cost before it goes; the read list fills as the demo parent — mother of a child in each class —
 * opens it from her notifications and taps 확인했습니다 (one reading counts for both children); then
 * the director reminds those who have not read it, after seeing what that costs. The notice's title
 * is unique to this run and project, so parallel runs never meet.
 */

test.describe('notices', () => {
  test.setTimeout(120_000);

  test('a director sends a notice with 확인 요청 to two classes, watches the read list fill, and reminds the rest', async ({
    page,
    browser,
  }, testInfo) => {
    const title = `겨울방학 보강 안내 ${uniqueSeed(testInfo).slice(-6)}`;

    // The director finds 공지 관리 in the menu (the full menu; on wide screens the side menu too) and
    // writes a notice.
    await signInAndOpen(page, 'director', DEMO_PASSWORD, '/instManagementTF/all');
    await page
      .getByRole('link', { name: /공지 관리/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/v3\/NoticeList$/);
    await page.getByRole('link', { name: '공지 쓰기' }).first().click();
    await expect(page).toHaveURL(/\/noticeWrite$/);

    await page.getByRole('textbox', { name: /제목/ }).fill(title);
    await page.getByRole('textbox', { name: /내용/ }).fill('12월 24일부터 보강 수업이 있습니다. 확인 부탁드립니다.');
    await page.getByRole('radio', { name: '반 선택' }).check();
    await page.getByRole('checkbox', { name: /^중3 수학 심화반/ }).click();
    await page.getByRole('checkbox', { name: /^초등 사고력 수학/ }).click();
    await page.getByRole('checkbox', { name: /확인 요청/ }).click();
    await page.getByRole('checkbox', { name: /알림톡으로도 보내기/ }).click();
    // The cost of the send is on the screen before it goes.
    const cost = page.getByRole('status').filter({ hasText: '예상 메시지 비용' });
    await expect(cost).toContainText(/원생 \d+명\(보호자 포함\)/);
    await expect(cost).toContainText(/원$/);

    await page.getByRole('button', { name: '보내기' }).click();
    const sendDialog = page.getByRole('alertdialog');
    await expect(sendDialog).toContainText(/명에게 보냅니다\. 예상 메시지 비용은 [\d,]+원입니다\./);
    await sendDialog.getByRole('button', { name: '보내기' }).click();
    await expect(page).toHaveURL(/\/noticeView\//);
    const noticeUrl = new URL(page.url());
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.getByRole('link', { name: '읽음 확인' }).click();
    await expect(page).toHaveURL(/\/noticeReadList\//);
    const summary = page.getByRole('status').filter({ hasText: '읽음' });
    await expect(summary).toContainText(/읽음 0 \/ \d+명/);
    const max = Number((await summary.textContent())?.match(/읽음 0 \/ (\d+)명/)?.[1]);
    expect(max).toBeGreaterThanOrEqual(2);

    // The parent opens it from her notifications and confirms.
    const parentContext = await browser.newContext();
    const parent = await parentContext.newPage();
    await signInAndOpen(parent, 'parent', DEMO_PASSWORD, '/v3/notificationsListPage');
    await parent.getByRole('button', { name: new RegExp(title) }).click();
    await expect(parent).toHaveURL(noticeUrl.pathname);
    await expect(parent.getByRole('heading', { name: title })).toBeVisible();
    await parent.getByRole('button', { name: '확인했습니다' }).click();
    await expect(parent.getByRole('status').filter({ hasText: '확인했습니다' })).toBeVisible();
    // It is in her notice list, read and confirmed.
    await parent.goto('/v3/notice/list');
    const row = parent.getByRole('link', { name: new RegExp(title) });
    await expect(row).toContainText('확인함');
    await expect(row).not.toContainText('안 읽음');
    await parentContext.close();

    // The read list has filled: both her children have read and confirmed.
    await page.reload();
    await expect(summary).toContainText(`읽음 2 / ${max}명`);
    await expect(page.getByRole('status').filter({ hasText: '확인' })).toContainText(`확인 2 / ${max}명`);
    await page.getByRole('tab', { name: /^읽음/ }).click();
    await expect(page.getByRole('tabpanel')).toContainText('최민준');
    await expect(page.getByRole('tabpanel')).toContainText('최서연');

    // 안 읽은 분께 다시 알리기: the cost first, then one tap.
    await page.getByRole('button', { name: '안 읽은 분께 다시 알리기' }).click();
    const remindDialog = page.getByRole('alertdialog');
    await expect(remindDialog).toContainText(/예상 메시지 비용은 [\d,]+원입니다\./);
    await remindDialog.getByRole('button', { name: '안 읽은 분께 다시 알리기' }).click();
    await expect(page.getByText(/명에게 다시 알렸습니다\./)).toBeVisible();
  });
});
