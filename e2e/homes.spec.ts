import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/profile-helpers';

/**
 * The home of each role, on the living demo academy: what a director, a teacher, a parent and a
 * student see first after signing in, and where a tap on it leads. The demo data is made relative
 * to the day the server starts, so every day has lessons at 한빛수학학원.
 */

async function logIn(page: Page, loginId: string) {
  await page.goto('/loginMainTF');
  await page.getByRole('textbox', { name: '아이디' }).fill(loginId);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mainTF');
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test('원장 홈: 오늘의 수업과 출결 수, 출결 데스크, 원생 현황, 가입 요청을 보고 수업을 누르면 그 반의 오늘 출석부가 열린다', async ({
  page,
}) => {
  await logIn(page, 'director');
  await expect(page.getByRole('heading', { name: '한빛수학학원' })).toBeVisible();

  const today = section(page, '오늘의 수업');
  const lessons = today.getByRole('link', { name: /오늘 출석부/ });
  await expect(lessons.first()).toBeVisible();
  // Each lesson reads its live counts: 출석, 지각, 결석 and 미체크.
  await expect(lessons.first()).toHaveAccessibleName(/출석 \d+, 지각 \d+, 결석 \d+, 미체크 \d+/);

  await expect(section(page, '출결 데스크')).toBeVisible();
  const students = section(page, '원생 현황');
  await expect(students.getByText('재원')).toBeVisible();
  await expect(section(page, '새 가입 요청').getByText('오지현')).toBeVisible();
  // The demo academy has done every first step, so the next-steps card is gone.
  await expect(section(page, '학원 시작하기')).toHaveCount(0);

  const name = (await lessons.first().getAttribute('aria-label'))?.split(' 오늘 출석부')[0] ?? '';
  expect(name).not.toBe('');
  await lessons.first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/v3/AttendanceClassList' && url.searchParams.has('classId'));
  await expect(page.getByRole('main').getByText(name).first()).toBeVisible();
});

test('강사 홈: 오늘 내 수업과 내 원생, 이번 주 일정이 있고 수업을 누르면 출석부가 열린다', async ({ page }) => {
  await logIn(page, 'teacher');
  const mine = section(page, '오늘 내 수업');
  const lessons = mine.getByRole('link', { name: /오늘 출석부/ });
  await expect(lessons.first()).toBeVisible();
  await expect(section(page, '내 원생')).toContainText(/\d+명/);
  await expect(section(page, '이번 주 일정')).toBeVisible();
  await lessons.first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/v3/AttendanceClassList' && url.searchParams.has('classId'));
});

test('학부모 홈: 자녀를 바꾸면 화면 전체가 그 자녀를 따르고, 두 학원에 다니는 자녀는 두 학원을 모두 보여 준다', async ({
  page,
}) => {
  await logIn(page, 'parent');
  const children = page.getByRole('list', { name: '우리 아이' });
  await children.getByRole('button', { name: '최민준' }).click();
  await expect(children.getByRole('button', { name: '최민준' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section(page, '한빛수학학원')).toBeVisible();
  await expect(section(page, '새솔영어학원')).toHaveCount(0);
  await expect(section(page, '한빛수학학원').getByRole('heading', { name: '이번 주 순공 시간' })).toBeVisible();
  await expect(section(page, '한빛수학학원')).toContainText('최민준');
  // School years as families say them (중3), never "9학년".
  await expect(section(page, '한빛수학학원')).toContainText('중3');
  await expect(section(page, '한빛수학학원')).not.toContainText('학년');

  await children.getByRole('button', { name: '최서연' }).click();
  await expect(children.getByRole('button', { name: '최서연' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section(page, '새솔영어학원')).toBeVisible();
  await expect(section(page, '한빛수학학원')).toBeVisible();
  await expect(section(page, '새솔영어학원')).toContainText('최서연');
  await expect(section(page, '한빛수학학원')).not.toContainText('최민준');
  await expect(section(page, '새솔영어학원').getByRole('heading', { name: '이번 주 시간표' })).toBeVisible();
});

test('학생 홈: 오늘 시간표, 내 출결 번호, 이번 달 내 출결이 보이고 자녀라는 말은 없다', async ({ page }) => {
  await logIn(page, 'student');
  await expect(section(page, '오늘 시간표')).toBeVisible();
  await expect(section(page, '내 출결 번호')).toContainText('6666');
  await expect(section(page, /월 내 출결$/)).toBeVisible();
  expect(await page.getByRole('main').innerText()).not.toContain('자녀');
});
