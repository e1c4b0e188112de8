import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, logInThroughPage, signUpFreshMember, uniqueSeed } from './support/profile-helpers';

/**
 * Students and parents (issue 5): the demo director of 한빛수학학원 imports students from an .xlsx,
 * pauses one (휴원) and reads it in the history, and registers a student whose guardian — a member
 * who just signed up — accepts the invitation and sees the child at home. Every name and number is
 * unique to this run and project; the tests only add data.
 */

const SYLLABLES = '가나다라마바사아자차';
const HEADERS = [
  '이름',
  '생년월일',
  '성별',
  '학교',
  '학년',
  '휴대폰 번호',
  '보호자 이름',
  '보호자 관계',
  '보호자 휴대폰 번호',
  '메모',
];

/** Hangul letters for the digits of a number (`405` → `마가바`). */
const hangulOf = (digits: string) => [...digits].map((digit) => SYLLABLES[Number(digit)]).join('');

async function logInByApi(request: APIRequestContext, userInputId: string, pw: string) {
  const response = await request.post('/api/auth/login', { data: { userInputId, pw, keep: true } });
  expect(response.ok(), await response.text()).toBe(true);
  const me = (await response.json()) as { memberships: { instId: string; instNm: string }[] };
  return me;
}

async function demoInstId(page: Page): Promise<string> {
  const me = await logInByApi(page.request, 'director', DEMO_PASSWORD);
  const inst = me.memberships.find((membership) => membership.instNm === '한빛수학학원');
  if (!inst) throw new Error('the demo director has no 한빛수학학원');
  return inst.instId;
}

test.describe('students: batch import, status and history', () => {
  test('the director imports 30 students (2 bad rows), pauses one with a reason and sees it in the history', async ({
    page,
  }, testInfo) => {
    const tag = hangulOf(uniqueSeed(testInfo).slice(-5));
    const names = Array.from({ length: 30 }, (_unused, index) => `정${tag}${hangulOf(String(index).padStart(2, '0'))}`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('원생 목록');
    sheet.addRow(HEADERS);
    names.forEach((name, index) => {
      const bad = index === 4 || index === 17;
      sheet.addRow([
        index === 17 ? '' : name,
        index === 4 ? '2012-02-30' : `2012-0${(index % 9) + 1}-1${index % 10}`,
        index % 2 === 0 ? '남' : '여',
        '한빛중학교',
        '중2',
        '',
        bad ? '' : `${name.slice(0, 1)}보호`,
        '어머니',
        bad ? '' : `0108${String(index).padStart(2, '0')}${tag.length}${String(Date.now()).slice(-4)}`,
        '',
      ]);
    });
    const file = testInfo.outputPath('원생-30명.xlsx');
    await workbook.xlsx.writeFile(file);

    await demoInstId(page);
    await page.goto('/v3/StudentBatch');
    await expect(page.getByRole('heading', { level: 1, name: '원생 일괄 등록' })).toBeVisible();
    await page.getByLabel('엑셀 파일 선택').setInputFiles(file);
    await expect(page.getByText('30명 중 28명 등록 가능, 2명 오류')).toBeVisible();
    const table = page.getByRole('table', { name: '일괄 등록 미리보기' });
    await expect(table.getByRole('row', { name: '6행 오류' })).toContainText('생년월일 형식이 올바르지 않습니다');
    await expect(table.getByRole('row', { name: '19행 오류' })).toContainText('이름을 입력해 주세요');
    await page.getByRole('button', { name: '28명 등록하기' }).click();
    await expect(page.getByText('28명을 등록했습니다.')).toBeVisible();
    await expect(page.getByText(/19행 : 이름 - 이름을 입력해 주세요/)).toBeVisible();

    // The list finds them by initial consonants; one of them goes on a break.
    const target = names[0] as string;
    await page.getByRole('link', { name: '원생 목록 보기' }).click();
    await page.getByRole('searchbox', { name: '원생 검색' }).fill(target);
    await expect(page.getByText('총 1명')).toBeVisible();
    await page.getByRole('link', { name: new RegExp(target) }).click();
    await expect(page.getByRole('heading', { name: target })).toBeVisible();
    await page.getByRole('link', { name: '상태 변경' }).click();
    await page.getByRole('radio', { name: '휴원' }).check();
    await page.getByRole('textbox', { name: '사유' }).fill('겨울방학 가족 여행');
    await page.getByRole('button', { name: '상태 변경', exact: true }).click();

    await expect(page).toHaveURL(/\/v3\/StudentDetail\?studentId=/);
    await expect(page.getByRole('region', { name: target }).getByText('휴원')).toBeVisible();
    await page.getByRole('link', { name: '이력' }).click();
    const history = page.getByRole('list', { name: `${target} 원생 이력` });
    await expect(history.getByRole('listitem').first()).toContainText('상태 변경');
    await expect(history.getByRole('listitem').first()).toContainText('상태: 재원 → 휴원');
    await expect(history.getByRole('listitem').first()).toContainText('사유: 겨울방학 가족 여행');
    await expect(history).toContainText('원생 등록');
  });
});

test.describe('students: a guardian is invited and sees the child', () => {
  test('the director registers a student with a guardian mobile; the parent accepts the code and sees the child at home', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const parent = await signUpFreshMember(baseURL, testInfo);
    const studentNm = `윤${hangulOf(uniqueSeed(testInfo).slice(-5))}`;

    const instId = await demoInstId(page);
    await page.goto('/v3/StudentRegister');
    await page.getByRole('textbox', { name: '이름', exact: true }).fill(studentNm);
    await page.getByLabel('생년월일').fill('2013-05-05');
    await page.getByRole('button', { name: '보호자 추가' }).click();
    const guardian = page.getByRole('group', { name: '보호자 1' });
    await guardian.getByRole('textbox', { name: '보호자 이름' }).fill(parent.userNm);
    await guardian.getByRole('textbox', { name: '보호자 휴대폰 번호' }).fill(parent.mobileNo);
    await expect(page.getByRole('checkbox', { name: /보호자에게 초대 문자 보내기/ })).toBeChecked();
    await page.getByRole('button', { name: '원생 등록' }).click();
    await expect(page).toHaveURL(/\/v3\/StudentDetail\?studentId=/);
    await expect(page.getByRole('heading', { name: studentNm })).toBeVisible();

    // The invitation text in the sandbox outbox: a code and the InstConnect link.
    let link = '';
    await expect
      .poll(
        async () => {
          const response = await page.request.get('/api/dev/outbox', {
            params: { recipient: parent.mobileNo, limit: 5 },
          });
          const { messages } = (await response.json()) as { messages: { body: string; purpose: string }[] };
          const invitation = messages.find((message) => message.purpose === 'invitation');
          link = /\/v3\/InstConnect\?code=[A-Z0-9]+/.exec(invitation?.body ?? '')?.[0] ?? '';
          return link;
        },
        { message: 'an invitation text to the guardian', timeout: 10_000 },
      )
      .not.toBe('');

    const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    try {
      const parentPage = await context.newPage();
      await logInThroughPage(parentPage, parent.userInputId, parent.pw, link);
      await parentPage.getByRole('button', { name: '다음' }).click();
      await expect(parentPage).toHaveURL(/\/v3\/InstConnectCheck/);
      await expect(parentPage.getByRole('heading', { name: '한빛수학학원' })).toBeVisible();
      await parentPage.getByRole('button', { name: '이 학원에 연결하기' }).click();
      await expect(parentPage.getByText(`${studentNm} 학생과 연결되었습니다.`)).toBeVisible();

      const mine = await parentPage.request.get(`/api/insts/${instId}/my-students`);
      expect(mine.ok()).toBe(true);
      expect(await mine.json()).toEqual({
        students: [expect.objectContaining({ studentNm, relation: 'guardian', relationType: '어머니' })],
      });

      await parentPage.getByRole('link', { name: '학원 홈으로 가기' }).click();
      await expect(parentPage.getByRole('list', { name: '우리 아이' })).toContainText(studentNm);
    } finally {
      await context.close();
    }

    // The director sees the guardian connected.
    await page.reload();
    await expect(page.getByRole('region', { name: '보호자' })).toContainText('계정 연결됨');
  });
});
