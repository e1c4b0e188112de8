import { type APIResponse, type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { signInAndOpen, signUpFreshMember, test } from './support/profile-helpers';

/**
 * Institutes and connecting people (issue 5, "Institutes" and "Connecting people to an academy"):
 * a new member opens an academy through /instCreateTF and lands on its home; a second new member
 * finds it (searchInstTF → searchInst), asks to join (requestInstTF), the director approves in the
 * home's join-request list, and the requester sees the academy in ConnectInstList and gets the SMS.
 * Another requester changes their mind: they cancel their waiting request from ConnectInstList, it
 * leaves the director's list, and the director can no longer approve it. Every member and academy is
 * new for this run and project, so the two projects never meet.
 */

async function ok(response: APIResponse, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** A second browser window (its own cookies) with the project's screen and locale. */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, hasTouch });
  return context.newPage();
}

test.describe('opening an academy and letting someone in', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a director opens an academy; a parent finds it, asks to join, and is approved', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const director = await signUpFreshMember(baseURL, testInfo);
    const parent = await signUpFreshMember(baseURL, testInfo);
    const instNm = `${director.userNm}수학학원 ${director.mobileNo.slice(-6)}`;

    // ── the director opens the academy (/instCreateTF → /instCreateDoneTF → its home) ──
    await signInAndOpen(page, director.userInputId, director.pw, '/instCreateTF');
    await expect(page.getByRole('heading', { level: 1, name: '학원 만들기' })).toBeVisible();
    await page.getByRole('button', { name: '학원 만들기' }).click();
    await expect(page.getByText('학원명을 입력해 주세요')).toBeVisible();
    await expect(page.getByText('과목을 선택해 주세요')).toBeVisible();

    await page.getByRole('textbox', { name: /학원명/ }).fill(instNm);
    await page.getByRole('radio', { name: '학원', exact: true }).check();
    await page.getByRole('group', { name: /과목/ }).getByRole('button', { name: '수학', exact: true }).click();
    await page.getByRole('textbox', { name: '과목 직접 입력' }).fill('경시 대비');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await page.getByRole('textbox', { name: /^주소/ }).fill('서울특별시 강남구 테헤란로 1');
    await page.getByRole('textbox', { name: '상세 주소' }).fill('3층');
    await page.getByRole('textbox', { name: /전화번호/ }).fill('02-555-1234');
    await page.getByRole('textbox', { name: '사업자등록번호' }).fill('124-81-00998');
    await page.getByRole('button', { name: '학원 만들기' }).click();

    await expect(page).toHaveURL(/\/instCreateDoneTF\?instId=/);
    await expect(page.getByRole('heading', { name: new RegExp(`${instNm}.* 만들어졌습니다`) })).toBeVisible();
    await page.getByRole('link', { name: '학원 홈으로 가기' }).click();
    await expect(page).toHaveURL(/\/mainTF$/);
    await expect(page.getByRole('heading', { level: 2, name: instNm })).toBeVisible();
    // A new academy's next steps, each leading to its screen.
    const steps = page.getByRole('list', { name: '남은 단계' });
    await expect(steps.getByRole('link', { name: /반 만들기/ })).toHaveAttribute('href', '/classCreate');
    await expect(steps.getByRole('link', { name: /원생 등록/ })).toHaveAttribute('href', '/v3/StudentRegister');
    await expect(page.getByRole('heading', { name: '새 가입 요청' })).toBeVisible();
    await expect(page.getByText('기다리는 가입 요청이 없습니다.')).toBeVisible();

    // ── a parent finds it and asks to join (searchInstTF → searchInst → requestInstTF) ──
    const parentPage = await secondPage(browser, testInfo);
    await signInAndOpen(parentPage, parent.userInputId, parent.pw, '/searchInstTF');
    await parentPage.getByRole('searchbox', { name: '학원 이름' }).fill(instNm);
    await parentPage.getByRole('button', { name: '검색', exact: true }).click();
    await expect(parentPage).toHaveURL(/\/searchInst\?q=/);
    await expect(parentPage.getByRole('heading', { name: '검색 결과 1곳' })).toBeVisible();
    await parentPage.getByRole('link', { name: `${instNm} 가입 요청` }).click();

    await expect(parentPage).toHaveURL(/\/requestInstTF\?instId=/);
    await expect(parentPage.getByRole('heading', { level: 2, name: instNm })).toBeVisible();
    await parentPage.getByRole('button', { name: '가입 요청 보내기' }).click();
    await expect(parentPage.getByText('가입 유형을 선택해 주세요')).toBeVisible();
    await parentPage.getByRole('radio', { name: /학부모/ }).check();
    await parentPage.getByRole('textbox', { name: /요청 메시지/ }).fill('초등 4학년 학부모입니다.');
    await parentPage.getByRole('button', { name: '가입 요청 보내기' }).click();
    await expect(parentPage.getByText('가입 요청을 보냈습니다')).toBeVisible();
    await parentPage.getByRole('link', { name: '내 학원 목록 보기' }).click();
    await expect(parentPage.getByRole('heading', { name: '승인을 기다리는 가입 요청' })).toBeVisible();
    await expect(parentPage.getByText(instNm)).toBeVisible();

    // ── the director approves on the academy's home ──
    await page.reload();
    const requests = page.getByRole('list', { name: '가입 요청 목록' });
    await expect(requests).toContainText(parent.userNm);
    await expect(requests).toContainText('초등 4학년 학부모입니다.');
    await page.getByRole('button', { name: `${parent.userNm} 승인` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${parent.userNm}님을 학부모로 승인할까요?`);
    await confirm.getByRole('button', { name: '예' }).click();
    await expect(page.getByText(`${parent.userNm}님의 가입을 승인했습니다.`)).toBeVisible();
    await expect(page.getByText('기다리는 가입 요청이 없습니다.')).toBeVisible();

    // ── the parent is told, and sees the academy in ConnectInstList ──
    const outbox = await parentPage.request.get('/api/dev/outbox', { params: { recipient: parent.mobileNo } });
    const { messages } = (await outbox.json()) as { messages: { body: string; purpose: string }[] };
    expect(messages.find((message) => message.purpose === 'join-request-decision')?.body).toContain(
      `${instNm}에서 학부모로 가입 요청을 승인했습니다.`,
    );
    await parentPage.reload();
    const mine = parentPage.getByRole('list', { name: '내 학원' });
    await expect(mine).toContainText(instNm);
    await expect(mine).toContainText('학부모');
    await expect(parentPage.getByRole('heading', { name: '승인을 기다리는 가입 요청' })).toHaveCount(0);
    await parentPage.getByRole('link', { name: '학원 홈', exact: true }).click();
    await expect(parentPage).toHaveURL(/\/mainTF$/);
    await expect(parentPage.getByRole('heading', { level: 2, name: instNm })).toBeVisible();
    await expect(parentPage.getByText('아직 연결된 자녀가 없습니다.')).toBeVisible();
    await parentPage.context().close();
  });

  test('a requester cancels a waiting join request, and the director can no longer approve it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const director = await signUpFreshMember(baseURL, testInfo);
    const requester = await signUpFreshMember(baseURL, testInfo);
    const instNm = `${director.userNm}영어학원 ${director.mobileNo.slice(-6)}`;

    // The director opens an academy (instCreateTF's call) and looks at its home.
    await signInAndOpen(page, director.userInputId, director.pw, '/v3/ConnectInstList');
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'academy_csrf')?.value ?? '';
    const { instId } = (await ok(
      await page.request.post('/api/insts', {
        data: {
          instNm,
          instTpCd: 'ACADEMY',
          subjects: ['영어'],
          address: '서울특별시 서초구 서초대로 1',
          telNo: '0212345678',
        },
        headers: { 'X-CSRF-Token': csrf },
      }),
      'open the academy',
    )) as { instId: string };

    // The requester asks to join as a student (requestInstTF), then sees it waiting in ConnectInstList.
    const requesterPage = await secondPage(browser, testInfo);
    await signInAndOpen(requesterPage, requester.userInputId, requester.pw, `/requestInstTF?instId=${instId}`);
    await expect(requesterPage.getByRole('heading', { level: 2, name: instNm })).toBeVisible();
    await requesterPage.getByRole('radio', { name: /학생/ }).check();
    await requesterPage.getByRole('button', { name: '가입 요청 보내기' }).click();
    await expect(requesterPage.getByText('가입 요청을 보냈습니다')).toBeVisible();

    await page.goto('/instMainTF');
    const requests = page.getByRole('list', { name: '가입 요청 목록' });
    await expect(requests).toContainText(requester.userNm);

    await requesterPage.getByRole('link', { name: '내 학원 목록 보기' }).click();
    const waiting = requesterPage.getByRole('list', { name: '승인을 기다리는 가입 요청' });
    await expect(waiting).toContainText(instNm);
    await expect(waiting).toContainText('학생 가입 요청');

    // 요청 취소 asks first; 닫기 keeps the request.
    await waiting.getByRole('button', { name: `${instNm} 가입 요청 취소` }).click();
    let confirm = requesterPage.getByRole('alertdialog', { name: '가입 요청 취소' });
    await expect(confirm).toContainText(`${instNm}에 보낸 가입 요청을 취소할까요?`);
    await confirm.getByRole('button', { name: '닫기' }).click();
    await expect(waiting).toContainText(instNm);
    await waiting.getByRole('button', { name: `${instNm} 가입 요청 취소` }).click();
    confirm = requesterPage.getByRole('alertdialog', { name: '가입 요청 취소' });
    await confirm.getByRole('button', { name: '요청 취소' }).click();
    await expect(requesterPage.getByText(`${instNm} 가입 요청을 취소했습니다.`)).toBeVisible();
    await expect(requesterPage.getByRole('heading', { name: '승인을 기다리는 가입 요청' })).toHaveCount(0);

    // The director's home no longer lists it, and approving it now is refused in Korean.
    await page.reload();
    await expect(page.getByText('기다리는 가입 요청이 없습니다.')).toBeVisible();
    const cancelled = (await ok(
      await page.request.get(`/api/insts/${instId}/join-requests?status=cancelled`),
      'cancelled requests',
    )) as { items: { requestId: string; userNm: string }[] };
    expect(cancelled.items.map((item) => item.userNm)).toEqual([requester.userNm]);
    const approve = await page.request.post(
      `/api/insts/${instId}/join-requests/${cancelled.items[0]?.requestId}/approve`,
      { data: {}, headers: { 'X-CSRF-Token': csrf } },
    );
    expect(approve.status()).toBe(409);
    expect(await approve.json()).toEqual({
      code: 'JOIN_REQUEST_CANCELLED',
      message: '요청한 분이 취소한 가입 요청이라 승인하거나 거절할 수 없습니다. 목록을 새로고침해 주세요.',
    });

    // The requester may ask again: the academy's page offers the form once more.
    await requesterPage.goto(`/requestInstTF?instId=${instId}`);
    await expect(requesterPage.getByRole('button', { name: '가입 요청 보내기' })).toBeVisible();
    await requesterPage.context().close();
  });
});
