import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, signInAndOpen, uniqueSeed } from './support/profile-helpers';

/**
 * ClassMoving (반 이동): the demo director (한빛수학학원) moves a student from one class to another
 * from today, starting on the student's page, then finds the student on the new class's roster and
 * the move in the student's history. The two classes and the student are made through the API for
 * this run and project alone (no rooms, unique names), so parallel runs never collide.
 */

const CSRF_COOKIE = 'academy_csrf';

async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The signed-in page's session for the calls that set the scene. */
async function pageApi(page: Page) {
  const cookie = (await page.context().storageState()).cookies.find((candidate) => candidate.name === CSRF_COOKIE);
  if (!cookie) throw new Error('no CSRF cookie: not signed in');
  const headers = { 'X-CSRF-Token': cookie.value };
  return {
    get: <T>(url: string) => page.request.get(url).then((response) => okJson<T>(response, `GET ${url}`)),
    post: <T>(url: string, data: unknown) =>
      page.request.post(url, { data, headers }).then((response) => okJson<T>(response, `POST ${url}`)),
  };
}

/** Today in Seoul, and `days` away from it, as `YYYY-MM-DD`. */
function seoulDay(days = 0): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const dotted = (day: string) => day.replaceAll('-', '.');

test.describe('class moving', () => {
  test.setTimeout(90_000);

  test('a director moves a student to another class from today and sees them on its roster and in the history', async ({
    page,
  }, testInfo) => {
    const seed = uniqueSeed(testInfo).slice(-6);
    const fromNm = `E2E 이동전 ${seed}반`;
    const toNm = `E2E 이동후 ${seed}반`;
    const studentNm = `이동${'가나다라마바사아자차'[Number(seed.at(-1))]}${'가나다라마바사아자차'[Number(seed.at(-2))]}`;

    await signInAndOpen(page, 'director', DEMO_PASSWORD, '/v3/StudentsList');
    const api = await pageApi(page);
    const me = await api.get<{ user: { userId: string }; memberships: { instId: string; instNm: string }[] }>(
      '/api/auth/me',
    );
    const instId = me.memberships.find((membership) => membership.instNm === '한빛수학학원')?.instId as string;
    const base = `/api/insts/${instId}`;
    const classBody = (classNm: string) => ({
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 12,
      lecDay: [1, 3],
      lecStartDt: seoulDay(-60),
      lecEndDt: null,
      lectureList: [
        { day: 1, start: '16:00', end: '17:30', room: '' },
        { day: 3, start: '16:00', end: '17:30', room: '' },
      ],
      teacherId: me.user.userId,
    });
    const from = await api.post<{ class: { classId: string } }>(`${base}/classes`, classBody(fromNm));
    const to = await api.post<{ class: { classId: string } }>(`${base}/classes`, classBody(toNm));
    const { student } = await api.post<{ student: { studentId: string } }>(`${base}/students`, {
      studentNm,
      birthdate: '2013-04-05',
    });
    // In the first class since a week ago.
    await api.post(`${base}/classes/${from.class.classId}/students`, {
      studentIds: [student.studentId],
      startDate: seoulDay(-7),
    });

    // The student's page lists the class, with the way to move them out of it.
    await page.goto(`/v3/StudentDetail?studentId=${student.studentId}`);
    const classes = page.getByRole('region', { name: '수강 중인 반' });
    await expect(classes.getByText(fromNm)).toBeVisible();
    await classes.getByRole('link', { name: `${fromNm}에서 반 이동` }).click();

    await expect(page).toHaveURL(/\/v3\/ClassMoving\?/);
    await expect(page.getByRole('combobox', { name: /지금 반/ })).toHaveValue(from.class.classId);
    await expect(page.getByLabel(/옮기는 날/)).toHaveValue(seoulDay());
    const students = page.getByRole('group', { name: '옮길 원생' });
    await expect(students.getByRole('checkbox', { name: new RegExp(studentNm) })).toBeChecked();
    await page.getByRole('combobox', { name: /옮길 반/ }).selectOption({ label: `${toNm} · 정원 12명 중 0명` });
    await page.getByRole('button', { name: '반 이동' }).click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `${studentNm} 원생을 ${fromNm}에서 ${toNm}으로 ${dotted(seoulDay())}부터 옮길까요?`,
    );
    await expect(dialog).toContainText(`${dotted(seoulDay(-1))}까지의 수업과 출결은 ${fromNm}에 남습니다.`);
    await dialog.getByRole('button', { name: '예' }).click();
    await expect(page.getByText(`1명을 ${toNm}으로 옮겼습니다.`)).toBeVisible();

    // The new class's roster has the student, enrolled from today.
    await page.getByRole('link', { name: `${toNm} 수강생 보기` }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/classDetail' && url.searchParams.get('classId') === to.class.classId,
    );
    const roster = page.getByRole('region', { name: '수강생' });
    await expect(roster.getByText(studentNm, { exact: true })).toBeVisible();
    await expect(roster.getByRole('button', { name: `${studentNm} 수강 종료` })).toBeVisible();

    // The history says who moved them, from which class to which, and from when.
    await page.goto(`/v3/StudentHistory?studentId=${student.studentId}`);
    const history = page.getByRole('list', { name: `${studentNm} 원생 이력` });
    const moved = history.getByRole('listitem').filter({ hasText: '반 이동' });
    await expect(moved).toContainText(`${fromNm} → ${toNm}`);
    await expect(moved).toContainText(`${dotted(seoulDay())}부터 새 반`);
    await expect(moved).toContainText('김원장');

    // And the student's page now lists the new class only.
    await page.goto(`/v3/StudentDetail?studentId=${student.studentId}`);
    await expect(page.getByRole('region', { name: '수강 중인 반' }).getByText(toNm)).toBeVisible();
    await expect(page.getByRole('region', { name: '수강 중인 반' }).getByText(fromNm)).toHaveCount(0);
  });
});
