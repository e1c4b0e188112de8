import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { apiAs, hangulOf, SYLLABLES } from './support/member-api';
import { type FreshMember, signInAndOpen, signUpFreshMember, uniqueSeed } from './support/profile-helpers';

/**
 * A teaching day (issue 6, PRODUCT journey 2): a fresh director opens a fresh academy with a class
 * meeting today and students whose guardian is a fresh parent account (invited by text, code
 * accepted). The director marks the day's attendance with memos in the sheet; at the 1280×800 front
 * desk two students check in and out and the parent sees both children's notifications; a student
 * who never comes is marked absent once the cut-off has passed (the job run through the test-only
 * `POST /api/dev/jobs/mark-no-shows`, which exists only in the local mode with the sandbox
 * messaging and answers the academy's director from loopback). Everything is created through the
 * API for this run and project alone.
 */

/** Today in Seoul (`YYYY-MM-DD`) and its weekday (0 = Sunday). */
function todayInSeoul(): { date: string; weekday: number } {
  const seoul = new Date(Date.now() + 9 * 60 * 60 * 1000);
  return { date: seoul.toISOString().slice(0, 10), weekday: seoul.getUTCDay() };
}

type Student = { studentId: string; studentNm: string; mobileNo: string; pin: string };
type Academy = {
  director: FreshMember;
  parent: FreshMember;
  instId: string;
  instNm: string;
  classId: string;
  classNm: string;
  students: Student[];
  dispose: () => Promise<void>;
};

/**
 * A fresh academy: the director, a class meeting today all day, `count` students enrolled from today
 * (desk numbers: their mobiles' last 4 digits, all different), each with the fresh parent as
 * guardian; the parent accepts every invitation, so they hear about every child.
 */
async function openAcademy(baseURL: string, testInfo: TestInfo, count: number): Promise<Academy> {
  const [director, parent] = [await signUpFreshMember(baseURL, testInfo), await signUpFreshMember(baseURL, testInfo)];
  const seed = uniqueSeed(testInfo).slice(-6);
  const asDirector = await apiAs(baseURL, director);
  const asParent = await apiAs(baseURL, parent);
  try {
    const instNm = `출결학원${hangulOf(seed.slice(-4))}`;
    const { instId } = await asDirector.post<{ instId: string }>('/api/insts', {
      instNm,
      instTpCd: 'ACADEMY',
      subjects: ['수학'],
      address: '서울특별시 강남구 테헤란로 123',
      telNo: '0212345678',
    });
    const students: Student[] = [];
    for (let index = 0; index < count; index += 1) {
      const pin = `${index + 1}${seed.slice(-3)}`;
      const mobileNo = `010${seed.slice(0, 4).padStart(4, '0')}${pin}`;
      const studentNm = `${['최', '김', '이'][index % 3]}${hangulOf(seed.slice(-3))}${SYLLABLES[index]}`;
      const registered = await asDirector.post<{ student: { studentId: string } }>(`/api/insts/${instId}/students`, {
        studentNm,
        birthdate: '2012-05-05',
        mobileNo,
        guardians: [{ guardianNm: parent.userNm, mobileNo: parent.mobileNo, relationType: '어머니' }],
        inviteGuardians: true,
      });
      students.push({ studentId: registered.student.studentId, studentNm, mobileNo, pin });
    }
    // The parent accepts each invitation text (InstConnect's call).
    let codes: string[] = [];
    await expect
      .poll(
        async () => {
          const { messages } = await asParent.get<{ messages: { body: string; purpose: string }[] }>(
            `/api/dev/outbox?recipient=${parent.mobileNo}&limit=20`,
          );
          codes = [
            ...new Set(
              messages
                .filter((message) => message.purpose === 'invitation')
                .flatMap((message) => /InstConnect\?code=([A-Z0-9]+)/.exec(message.body)?.[1] ?? []),
            ),
          ];
          return codes.length;
        },
        { message: 'the invitation texts to the parent', timeout: 10_000 },
      )
      .toBe(count);
    for (const code of codes) await asParent.post(`/api/invites/${code}/accept`);

    const { date, weekday } = todayInSeoul();
    const classNm = `출결${hangulOf(seed.slice(-3))}반`;
    const created = await asDirector.post<{ class: { classId: string } }>(`/api/insts/${instId}/classes`, {
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 20,
      lecDay: [weekday],
      lecStartDt: date,
      lectureList: [{ day: weekday, start: '00:00', end: '23:59', room: '' }],
      teacherId: asDirector.userId,
    });
    const { classId } = created.class;
    await asDirector.post(`/api/insts/${instId}/classes/${classId}/students`, {
      studentIds: students.map((student) => student.studentId),
      startDate: date,
    });
    return {
      director,
      parent,
      instId,
      instNm,
      classId,
      classNm,
      students,
      dispose: async () => {
        await asDirector.dispose();
        await asParent.dispose();
      },
    };
  } catch (error) {
    await asDirector.dispose();
    await asParent.dispose();
    throw error;
  }
}

/** A second browser window (its own cookies) with the project's screen and locale. */
async function windowFor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId, hasTouch });
  return context.newPage();
}

test.describe('a teaching day', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the teacher marks the day’s attendance with memos in the sheet', async ({ page, baseURL }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const academy = await openAcademy(baseURL, testInfo, 2);
    try {
      const [first, second] = academy.students as [Student, Student];
      await signInAndOpen(page, academy.director.userInputId, academy.director.pw, '/v3/AttendanceClassList');
      await expect(page.getByRole('heading', { level: 1, name: '출결 관리' })).toBeVisible();
      const card = page.getByRole('link', { name: new RegExp(academy.classNm) });
      await expect(card).toContainText('미입력 2');
      await card.click();

      const sheet = page.getByRole('form', { name: '출석부' });
      await expect(sheet.getByRole('group', { name: first.studentNm })).toBeVisible();
      await sheet.getByRole('group', { name: first.studentNm }).getByText('출석', { exact: true }).click();
      await sheet.getByRole('textbox', { name: `${first.studentNm} 메모` }).fill('숙제 완료');
      await sheet.getByRole('group', { name: second.studentNm }).getByText('지각', { exact: true }).click();
      await sheet.getByRole('textbox', { name: `${second.studentNm} 메모` }).fill('버스 지연');
      const saved = page.waitForResponse(
        (response) => response.url().includes('/attendance?date=') && response.request().method() === 'PUT',
      );
      await sheet.getByRole('button', { name: '저장' }).click();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      const { rows } = answer.request().postDataJSON() as { rows: unknown[] };
      expect(rows).toHaveLength(2);
      expect(rows).toEqual(
        expect.arrayContaining([
          { studentId: first.studentId, status: 'PRESENT', memo: '숙제 완료' },
          { studentId: second.studentId, status: 'LATE', memo: '버스 지연' },
        ]),
      );
      await expect(page.getByText('출결을 저장했습니다.')).toBeVisible();

      // The class list counts them, and a reload shows what was saved.
      await page.reload();
      await expect(
        sheet.getByRole('group', { name: second.studentNm }).getByRole('radio', { name: '지각' }),
      ).toBeChecked();
      await expect(sheet.getByRole('textbox', { name: `${first.studentNm} 메모` })).toHaveValue('숙제 완료');
      await page.getByRole('link', { name: '수업 목록으로' }).click();
      await expect(page.getByRole('link', { name: new RegExp(academy.classNm) })).toContainText('입력 완료');
    } finally {
      await academy.dispose();
    }
  });

  // Tagged @desktop: the kiosk runs on a desktop or tablet screen, so only the desktop project collects it.
  test('two students check in and out at the 1280×800 front desk, and the parent sees both @desktop', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    await page.setViewportSize({ width: 1280, height: 800 });
    const academy = await openAcademy(baseURL, testInfo, 2);
    try {
      const [first, second] = academy.students as [Student, Student];
      // A staff member unlocks the desk with their password, then signs out: the kiosk keeps working.
      await signInAndOpen(page, academy.director.userInputId, academy.director.pw, '/attendanceDeskMain');
      await page.getByLabel('내 비밀번호').fill(academy.director.pw);
      await page.getByRole('button', { name: '데스크 열기' }).click();
      const kiosk = page.getByRole('region', { name: '출결 데스크' });
      await expect(kiosk.getByText('출결 번호를 입력해 주세요')).toBeVisible();
      // Kiosk mode: no menu, no way back, and any other address leads back to the desk.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '뒤로 가기' })).toHaveCount(0);
      await page.context().clearCookies({ name: 'academy_session' });
      await page.reload();
      await expect(kiosk.getByText('출결 번호를 입력해 주세요')).toBeVisible();
      await page.goto('/v3/StudentsList');
      await expect(page).toHaveURL((url) => url.pathname === '/attendanceDeskMain');
      await expect(kiosk.getByText('출결 번호를 입력해 주세요')).toBeVisible();
      await testInfo.attach('kiosk-1280x800', { body: await page.screenshot(), contentType: 'image/png' });

      // The first student types on the keyboard, the second on the touch keys.
      const checkedInAt = Date.now();
      await page.keyboard.type(first.pin);
      await page.keyboard.press('Enter');
      await expect(kiosk.getByRole('status', { name: '처리 결과' })).toHaveText(`${first.studentNm} 학생 등원했습니다`);
      for (const digit of second.pin) await kiosk.getByRole('button', { name: digit, exact: true }).click();
      await kiosk.getByRole('button', { name: '확인' }).click();
      await expect(kiosk.getByRole('status', { name: '처리 결과' })).toHaveText(
        `${second.studentNm} 학생 등원했습니다`,
      );
      await testInfo.attach('kiosk-checked-in', { body: await page.screenshot(), contentType: 'image/png' });
      // An unknown number is answered in Korean.
      await page.keyboard.type('0000');
      await page.keyboard.press('Enter');
      await expect(kiosk.getByRole('status', { name: '처리 결과' })).toHaveText(
        '등록되지 않은 번호입니다. 다시 입력해 주세요.',
      );

      // The same number within 30 seconds repeats the answer; after that it checks out.
      await page.waitForTimeout(Math.max(0, checkedInAt + 31_000 - Date.now()));
      for (const student of [first, second]) {
        await page.keyboard.type(student.pin);
        await page.keyboard.press('Enter');
        await expect(kiosk.getByRole('status', { name: '처리 결과' })).toContainText(
          `${student.studentNm} 학생 하원했습니다`,
        );
        await expect(kiosk.getByRole('status', { name: '처리 결과' })).toContainText('오늘 공부 시간');
      }

      // The parent sees each child's arrival and departure.
      const parentPage = await windowFor(browser, testInfo);
      try {
        await signInAndOpen(parentPage, academy.parent.userInputId, academy.parent.pw, '/v3/notificationsListPage');
        const list = parentPage.getByRole('list', { name: '알림 목록' });
        for (const student of [first, second]) {
          await expect(
            list.getByText(new RegExp(`^${student.studentNm} 학생이 \\d{2}:\\d{2}에 등원했습니다\\.$`)),
          ).toBeVisible();
          await expect(
            list.getByText(new RegExp(`^${student.studentNm} 학생이 \\d{2}:\\d{2}에 하원했습니다\\.`)),
          ).toBeVisible();
        }
        await expect(parentPage.getByText(/읽지 않은 알림 \d+개/)).toBeVisible();
        const read = parentPage.waitForResponse((response) => response.url().endsWith('/api/me/notifications/read'));
        await parentPage.getByRole('button', { name: '모두 읽음' }).click();
        expect((await read).status()).toBe(200);
        await expect(parentPage.getByText('모두 읽었습니다')).toBeVisible({ timeout: 15_000 });
      } finally {
        await parentPage.context().close();
      }

      // Leaving the desk needs a staff password: a wrong one keeps the kiosk, the director's locks it.
      await page.getByRole('button', { name: '데스크 나가기' }).click();
      const leave = page.getByRole('form', { name: '데스크를 잠그고 나가기' });
      await leave.getByLabel('직원 비밀번호').fill(`${academy.director.pw}x`);
      await leave.getByRole('button', { name: '잠그고 나가기' }).click();
      await expect(page.getByText('비밀번호가 올바르지 않습니다. 다시 입력해 주세요.')).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === '/attendanceDeskMain');
      await leave.getByLabel('직원 비밀번호').fill(academy.director.pw);
      await leave.getByRole('button', { name: '잠그고 나가기' }).click();
      await expect(page.getByText('출결 데스크를 잠갔습니다.')).toBeVisible();
      await expect(kiosk.getByText('출결 번호를 입력해 주세요')).toHaveCount(0);
    } finally {
      await academy.dispose();
    }
  });

  test('a student who never comes is marked absent after the cut-off, and the parent is told', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    if (!baseURL) throw new Error('baseURL is not set');
    const academy = await openAcademy(baseURL, testInfo, 1);
    try {
      const [student] = academy.students as [Student];
      const { date } = todayInSeoul();
      // Today's lesson began at 00:00, before the student was enrolled, so it is not one they could
      // miss; run the minute job as if it were 23:30 on next week's day of the class (well past 00:20).
      const nextWeek = new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      // The trigger answers the academy's signed-in director only.
      const asDirector = await apiAs(baseURL, academy.director);
      try {
        const ran = await asDirector.post('/api/dev/jobs/mark-no-shows', {
          at: `${nextWeek}T23:30:00+09:00`,
          instId: academy.instId,
        });
        expect(ran).toEqual({ marked: 1, notified: 1 });
      } finally {
        await asDirector.dispose();
      }

      const parentPage = await windowFor(browser, testInfo);
      try {
        await signInAndOpen(parentPage, academy.parent.userInputId, academy.parent.pw, '/v3/notificationsListPage');
        const item = parentPage.getByRole('list', { name: '알림 목록' }).getByRole('button', { name: /결석 알림/ });
        // The notice names the academy.
        await expect(item).toContainText(`[${academy.instNm}]`);
        await expect(item).toContainText(`${student.studentNm} 학생이`);
        await expect(item).toContainText(`${academy.classNm} 수업에 출석하지 않아 결석으로 처리되었습니다.`);
        // Opening it reads it and shows the child's month.
        await item.click();
        await expect(parentPage).toHaveURL(/\/v3\/AttendanceHistory\?studentId=/);
        await expect(parentPage.getByRole('heading', { level: 2, name: student.studentNm })).toBeVisible();
        // The same screen opened from a message link: history would leave the app, so the back
        // arrow goes to its logical parent, the home.
        const link = parentPage.url();
        const fromMessage = await parentPage.context().newPage();
        await fromMessage.goto(link);
        await expect(fromMessage.getByRole('heading', { level: 2, name: student.studentNm })).toBeVisible();
        await fromMessage.getByRole('button', { name: '뒤로 가기' }).click();
        await expect(fromMessage).toHaveURL((url) => url.pathname === '/mainTF');
      } finally {
        await parentPage.context().close();
      }

      await signInAndOpen(
        page,
        academy.director.userInputId,
        academy.director.pw,
        `/v3/AttendanceClassList?classId=${academy.classId}`,
      );
      // The sheet of the day the job marked: next week's.
      const sheet = page.getByRole('form', { name: '출석부' });
      await expect(sheet).toBeVisible();
      for (let day = 0; day < 7; day += 1) await page.getByRole('button', { name: '다음 날' }).click();
      await expect(page.getByRole('button', { name: '오늘', exact: true })).toBeVisible();
      const row = page.getByRole('form', { name: '출석부' }).getByRole('group', { name: student.studentNm });
      await expect(row.getByRole('radio', { name: '결석' })).toBeChecked();
      await expect(page.getByText('자동 결석')).toBeVisible();
    } finally {
      await academy.dispose();
    }
  });
});
