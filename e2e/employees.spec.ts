import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { retryWhileRateLimited } from './support/account';
import { DEMO_PASSWORD, signInAndOpen, signUpFreshMemberWithSession, test } from './support/profile-helpers';

/**
 * Employees and permissions (issue 5): a director (a fresh member) opens a fresh academy, registers
 * a teacher in EmployeeRegister and sends the invitation; the teacher (a fresh member) joins with the
 * code; the director downloads the staff list as Excel from EmployeeList; the demo manager joins the
 * fresh academy as its manager, and the director gives them payment view-only (041) in the checklist
 * editor and sees the change in 변경 이력. The academy is new for
 * this run and project, so the two projects never meet; the demo academy is left as it is (the demo
 * manager only gains a membership of the new academy).
 */

const CSRF_COOKIE = 'academy_csrf';

async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

async function csrfOf(context: { storageState: () => Promise<{ cookies: { name: string; value: string }[] }> }) {
  const cookie = (await context.storageState()).cookies.find((candidate) => candidate.name === CSRF_COOKIE);
  if (!cookie) throw new Error('no CSRF cookie: not signed in');
  return { 'X-CSRF-Token': cookie.value };
}

/** The demo manager (이실장) signed in through the API in a context of their own. */
async function demoManager(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { user } = await okJson<{ user: { userId: string; userNm: string } }>(
    await retryWhileRateLimited(() =>
      api.post('/api/auth/login', { data: { userInputId: 'manager', pw: DEMO_PASSWORD, keep: false } }),
    ),
    'log in as the demo manager',
  );
  return { api, userId: user.userId, userNm: user.userNm, mobileNo: '01022223333' };
}

/** Accepts an invitation code as the member of `api` (InstConnect's call). */
async function acceptInvite(api: APIRequestContext, code: string) {
  return okJson<{ instId: string; role: string }>(
    await api.post(`/api/invites/${code}/accept`, { headers: await csrfOf(api) }),
    'accept invitation',
  );
}

/** The director's page session, for calls the screens of other issues would make. */
async function directorApi(page: Page) {
  const headers = await csrfOf(page.context());
  return {
    get: <T>(url: string) => page.request.get(url).then((response) => okJson<T>(response, `GET ${url}`)),
    post: <T>(url: string, data: unknown) =>
      page.request.post(url, { data, headers }).then((response) => okJson<T>(response, `POST ${url}`)),
  };
}

test.describe('employees and permissions', () => {
  test.setTimeout(180_000);

  test('a director invites a teacher who joins by code, and gives a manager payment view-only', async ({
    page,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const { member: director, api: directorSignUp } = await signUpFreshMemberWithSession(baseURL, testInfo, 'M');
    await directorSignUp.dispose();
    const teacher = await signUpFreshMemberWithSession(baseURL, testInfo, 'M');
    const manager = await demoManager(baseURL);

    // The director opens an academy of their own (instCreateTF's call), then the screens use it.
    await signInAndOpen(page, director.userInputId, director.pw, '/v3/EmployeeList');
    const asDirector = await directorApi(page);
    const instNm = `직원테스트학원${director.mobileNo.slice(-4)}`;
    const { instId } = await asDirector.post<{ instId: string }>('/api/insts', {
      instNm,
      instTpCd: 'ACADEMY',
      subjects: ['수학'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    });

    // EmployeeRegister: the teacher's name, mobile and role → the code.
    await page.goto('/v3/EmployeeRegister');
    await expect(page.getByRole('heading', { level: 1, name: '직원 등록' })).toBeVisible();
    await page.getByRole('textbox', { name: '이름' }).fill(teacher.member.userNm);
    await page.getByRole('textbox', { name: '휴대폰 번호' }).fill(teacher.member.mobileNo);
    await page.getByRole('radio', { name: '강사' }).check();
    await page.getByRole('button', { name: '초대 코드 만들기' }).click();
    await expect(page.getByRole('heading', { name: '초대 코드를 만들었습니다' })).toBeVisible();
    const code = (
      await page
        .getByRole('definition')
        .filter({ hasText: /^[A-Z2-9]{8}$/ })
        .innerText()
    ).trim();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);

    // /inviteMessage: preview with the code, the cost shown before sending, then 보내기 (AlimTalk to the outbox).
    await page.getByRole('link', { name: '초대 메시지 보내기' }).click();
    await expect(page).toHaveURL(/\/inviteMessage\?inviteId=/);
    await expect(page.getByText(`초대 코드: ${code}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: /알림톡 · 건당 8원/ })).toBeChecked();
    await expect(page.getByText('예상 비용 8원 (1건)')).toBeVisible();
    await page.getByRole('button', { name: '보내기' }).click();
    await expect(page.getByText('보냈습니다: 카카오 알림톡 · 8원')).toBeVisible();
    const outbox = await page.request.get('/api/dev/outbox', {
      params: { recipient: teacher.member.mobileNo, limit: 5 },
    });
    const { messages } = await okJson<{ messages: { channel: string; body: string }[] }>(outbox, 'outbox');
    expect(messages.some((message) => message.channel === 'alimtalk' && message.body.includes(code))).toBe(true);

    // The teacher joins with the code; the director's list shows them working as 강사.
    expect(await acceptInvite(teacher.api, code)).toMatchObject({ instId, role: 'TEACHER' });
    await page.goto('/v3/EmployeeList');
    const list = page.getByRole('list', { name: '직원' });
    const teacherRow = list.getByRole('link', { name: new RegExp(teacher.member.userNm) });
    await expect(teacherRow).toContainText('강사');

    // 엑셀 다운로드: the file the browser saves is named in Korean and lists both of them.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '엑셀 다운로드' }).click();
    const download = await downloading;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    expect(download.suggestedFilename()).toBe(`${instNm}_직원목록_${today.replaceAll('-', '')}.xlsx`);
    await expect(page.getByText('직원 목록 엑셀 파일을 내려받았습니다.')).toBeVisible();
    const file = testInfo.outputPath('staff.xlsx');
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('직원');
    const rows: string[][] = [];
    sheet?.eachRow((row) => {
      rows.push(Array.from({ length: 8 }, (_unused, index) => row.getCell(index + 1).text));
    });
    const phone = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
    expect(rows).toEqual([
      ['이름', '역할', '휴대폰 번호', '아이디', '권한', '입사일', '상태', '퇴사일'],
      [director.userNm, '원장', phone(director.mobileNo), director.userInputId, '전체', today, '재직 중', ''],
      [
        teacher.member.userNm,
        '강사',
        phone(teacher.member.mobileNo),
        teacher.member.userInputId,
        // A new teacher holds no codes: they run the classes they are given.
        '권한 없음',
        today,
        '재직 중',
        '',
      ],
    ]);

    await teacherRow.click();
    await expect(page.getByRole('heading', { level: 2, name: teacher.member.userNm })).toBeVisible();

    // The demo manager joins the new academy as its manager (registered through the API this time).
    const { invite } = await asDirector.post<{ invite: { code: string } }>(`/api/insts/${instId}/employees`, {
      userNm: manager.userNm,
      mobileNo: manager.mobileNo,
      relationCd: '030',
    });
    expect(await acceptInvite(manager.api, invite.code)).toMatchObject({ role: 'MANAGER' });

    // /v3/permissions → the manager → 권한 수정: payment view-only (041) only.
    await page.goto('/v3/permissions');
    await page
      .getByRole('list', { name: '직원별 권한' })
      .getByRole('link', { name: new RegExp(manager.userNm) })
      .click();
    const managerId = manager.userId;
    await expect(page).toHaveURL(new RegExp(`/permission/detail/${managerId}$`));
    await page.getByRole('link', { name: '권한 수정' }).click();
    const editor = page.getByRole('group', { name: '권한 선택' });
    await expect(editor.getByRole('checkbox', { name: '학원 관리' })).toBeChecked();
    await editor.getByRole('checkbox', { name: '전체' }).click();
    await expect(editor.getByRole('checkbox', { name: '결제 등록·수정' })).toBeChecked();
    await editor.getByRole('checkbox', { name: '전체' }).click();
    await expect(editor.getByRole('checkbox', { name: '학원 관리' })).not.toBeChecked();
    await editor.getByRole('checkbox', { name: '결제 조회' }).press('Space');
    await expect(editor.getByText('선택한 권한: 결제 조회')).toBeVisible();
    await page.getByRole('button', { name: '권한 저장' }).click();

    // The detail shows the change in 변경 이력 (who, before, after).
    await expect(page).toHaveURL(new RegExp(`/permission/detail/${managerId}$`));
    const history = page.getByRole('list', { name: '변경 이력' });
    await expect(history).toContainText(`${manager.userNm} · 권한 변경`);
    await expect(history).toContainText('변경 전: 학원 관리, 수업 관리 → 변경 후: 결제 조회');
    await expect(history).toContainText(`${director.userNm} 변경`);

    // The stored codes are exactly 041, and the manager no longer sees the staff list (031 is gone).
    const stored = await asDirector.get<{ authCd: string }>(`/api/insts/${instId}/permissions/${managerId}`);
    expect(stored.authCd).toBe('041');
    expect((await manager.api.get(`/api/insts/${instId}/employees`)).status()).toBe(403);

    await Promise.all([teacher.api.dispose(), manager.api.dispose()]);
  });
});
