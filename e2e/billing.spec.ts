import { expect, test } from '@playwright/test';
import { billLinkSent, nextMonthStart, openAcademy, payFromHome, windowFor } from './support/billing-world';
import { apiAs } from './support/member-api';
import { signInAndOpen } from './support/profile-helpers';

/**
 * Tuition bills and card payment (issue 16, decision 0049): the director makes next month's bills of
 * a class from its tuition (150,000원, billed on the 25th) and sends them after seeing what the
 * messages cost; the parent opens the bill from her home, pays 150,000원 by card in 3 installments
 * through the local test checkout and reads the receipt; the director sees the bill paid. A second
 * bill paid with a card the company declines stays unpaid, with the reason in Korean. Everything is
 * made for this run and project alone: a fresh academy, its director, one student and the parent who
 * accepted the invitation text.
 */

test.describe('tuition bills and card payment', () => {
  test.setTimeout(120_000);

  test('the director sends a month of bills, the parent pays by card in 3 installments, a declined card leaves a bill unpaid', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const world = await openAcademy(baseURL, testInfo);

    // The director finds 청구서 관리 in the full menu and makes next month's bills.
    await signInAndOpen(page, world.director.userInputId, world.director.pw, '/instManagementTF/all');
    await page
      .getByRole('link', { name: /청구서 관리/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/v3\/InstBill/);
    await page.getByRole('button', { name: '다음 달' }).click();
    await expect(page.getByText('이 달의 청구서가 없습니다')).toBeVisible();
    await page.getByRole('button', { name: '청구서 만들기' }).first().click();
    const generate = page.getByRole('dialog', { name: '청구서 만들기' });
    await generate.getByRole('button', { name: '초안 만들기' }).click();
    await expect(page.getByText('초안 1건을 만들었습니다.')).toBeVisible();
    const bills = page.getByRole('list', { name: '청구서 목록' });
    await expect(bills).toContainText(world.studentNm);
    await expect(bills).toContainText('150,000원');
    await expect(bills).toContainText('작성 중');

    // Sending shows whom it reaches and what the messages cost first.
    await page.getByRole('checkbox', { name: '작성 중인 청구서 모두 선택' }).check();
    await page.getByRole('button', { name: '발송', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '청구서를 보낼까요?' });
    await expect(confirm).toContainText(/청구서 1건을 1가족에게/);
    await confirm.getByRole('button', { name: '발송' }).click();
    await expect(page.getByText('청구서 1건을 보냈습니다.')).toBeVisible();
    await expect(bills).toContainText('결제 대기');

    // The parent pays it from her home: 150,000원 by card in 3 installments.
    const parent = await windowFor(browser, testInfo);
    await signInAndOpen(parent, world.parent.userInputId, world.parent.pw, '/mainTF');
    await payFromHome(parent, '150,000원', '승인', '3개월');
    await expect(parent).toHaveURL(/\/v3\/PaymentCompletePage/, { timeout: 15_000 });
    await expect(parent.getByRole('heading', { name: '결제를 마쳤습니다' })).toBeVisible();
    await expect(parent.getByText('150,000원').first()).toBeVisible();
    await expect(parent.getByText('3개월').first()).toBeVisible();
    await parent.getByRole('link', { name: '영수증 보기' }).click();
    await expect(parent.getByRole('heading', { level: 1, name: '영수증' })).toBeVisible();
    await expect(parent.getByRole('main')).toContainText(world.instNm);
    await expect(parent.getByRole('main')).toContainText(world.studentNm);
    await expect(parent.getByRole('main')).toContainText('150,000원');
    await expect(parent.getByRole('button', { name: '인쇄' })).toBeVisible();

    // The director sees it paid.
    await page.reload();
    await expect(bills).toContainText('결제 완료');
    await expect(page.getByRole('list', { name: '청구·수납·미수·환불 합계' })).toContainText('150,000원');

    // A second bill (재료비 by hand) paid with a card the company declines stays unpaid.
    const asDirector = await apiAs(baseURL, world.director);
    try {
      await asDirector.post(`/api/insts/${world.instId}/bills`, {
        studentId: world.studentId,
        periodStart: nextMonthStart(),
        periodEnd: nextMonthStart(),
        title: '실습 재료비',
        dueDate: nextMonthStart(),
        items: [{ kind: 'material', amount: 30_000 }],
        send: true,
      });
    } finally {
      await asDirector.dispose();
    }
    // The bill's AlimTalk carries its payment link; she opens it and pays with a card that is declined.
    const link = await billLinkSent(baseURL, world.parent, '실습 재료비');
    await parent.goto(link);
    await expect(parent.getByRole('checkbox', { name: /실습 재료비 30,000원/ })).toBeChecked();
    await parent.getByRole('checkbox', { name: '결제 약관에 모두 동의합니다' }).check();
    await parent.getByRole('button', { name: '30,000원 결제하기' }).click();
    const checkout = parent.getByRole('dialog', { name: '테스트 결제창' });
    await checkout.getByRole('button', { name: '거절', exact: true }).click();
    await expect(parent.getByRole('heading', { name: '결제하지 못했습니다' })).toBeVisible({ timeout: 15_000 });
    await expect(parent.getByRole('main')).toContainText('카드사에서 결제를 거절했습니다');
    await parent.getByRole('link', { name: '다시 결제하기' }).click();
    await expect(parent.getByRole('list').filter({ hasText: '실습 재료비' }).first()).toContainText('30,000원');
    await parent.context().close();
  });
});
