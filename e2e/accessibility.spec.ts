import AxeBuilder from '@axe-core/playwright';
import { type APIResponse, type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  type AxeViolation,
  type DemoRole,
  describeViolations,
  focusRing,
  overflowAt,
  preparedScene,
  type Scene,
  seriousViolations,
} from './support/a11y';

/**
 * Accessibility and small screens: every working screen is checked with axe (WCAG 2.0/2.1 A and AA,
 * no serious or critical violation) at the project's viewport, then narrowed to 320×640 where
 * nothing may stick out sideways; and one task is done with the keyboard alone, the focus visible
 * on every step. The demo accounts look at the demo academy; the classes and students the screens
 * need are made through the API for this worker alone.
 */

/**
 * Each screen opens in a new page of its role's context, one context per role and worker: the
 * screens of a role share what a person's browser would keep between them (its cookies, its cache
 * of the app's scripts), so each check does not start a browser profile from nothing. The keyboard
 * journey, which signs in, keeps Playwright's own page and context.
 */
const test = base.extend<
  { role: DemoRole | null; screenPage: Page },
  { scene: Scene; roleContext: (role: DemoRole | null) => Promise<BrowserContext> }
>({
  role: [null, { option: true }],
  scene: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('baseURL is not set');
      await use(await preparedScene(baseURL, workerInfo));
    },
    { scope: 'worker' },
  ],
  roleContext: [
    async ({ browser, scene }, use, workerInfo) => {
      const contexts = new Map<DemoRole | null, BrowserContext>();
      // The project's own page settings (viewport, touch, locale, time zone), as its `page` has them.
      const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, locale, timezoneId } =
        workerInfo.project.use;
      await use(async (role) => {
        let context = contexts.get(role);
        if (!context) {
          context = await browser.newContext({
            baseURL,
            viewport,
            isMobile,
            hasTouch,
            userAgent,
            deviceScaleFactor,
            locale,
            timezoneId,
            storageState: role ? scene.states[role] : undefined,
          });
          contexts.set(role, context);
        }
        return context;
      });
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  screenPage: async ({ role, roleContext }, use, testInfo) => {
    const page = await (await roleContext(role)).newPage();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screen at the failure', { body: await page.screenshot(), contentType: 'image/png' });
    }
    await page.close();
  },
});

type ScreenCase = {
  /** What the test is called. */
  name: string;
  path: (scene: Scene) => string;
  /** Something that is on screen once the screen's data has arrived. */
  ready: (page: Page, scene: Scene) => Locator;
  /** What a person does first to reach the state checked (it returns what then shows). */
  act?: (page: Page, scene: Scene) => Promise<Locator>;
  /** The screen shows spinners on purpose (the design pages). */
  spinners?: true;
};

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });

const SCREENS: Record<'visitor' | DemoRole, ScreenCase[]> = {
  visitor: [
    {
      name: '로그인 /loginMainTF',
      path: () => '/loginMainTF',
      ready: (page) => page.getByRole('button', { name: '로그인', exact: true }),
    },
    {
      name: '회원가입 약관 동의 /v3/joinAgreeMain',
      path: () => '/v3/joinAgreeMain',
      ready: (page) => page.getByRole('checkbox').first(),
    },
    { name: '방문자 홈 /mainTF', path: () => '/mainTF', ready: (page) => page.getByRole('link', { name: '회원가입' }) },
    {
      name: '디자인 시스템 /v3/pub',
      path: () => '/v3/pub',
      ready: (page) => heading(page, '디자인 시스템').first(),
      spinners: true,
    },
  ],
  director: [
    { name: '원장 홈 /mainTF', path: () => '/mainTF', ready: (page) => heading(page, '김원장님, 안녕하세요') },
    { name: '마이페이지', path: () => '/v3/MyPage', ready: (page) => page.getByText('김원장').first() },
    {
      name: '프로필 수정',
      path: () => '/v3/ProfileEditPage',
      ready: (page) => page.getByRole('button', { name: /저장/ }).first(),
    },
    {
      name: '내 학원 목록',
      path: () => '/v3/ConnectInstList',
      ready: (page) => page.getByRole('main').getByText('한빛수학학원').first(),
    },
    {
      name: '학원 상세 정보 /instDetailInfoN',
      path: () => '/instDetailInfoN',
      ready: (page) => page.getByRole('main').getByText('한빛수학학원').first(),
    },
    { name: '직원 목록', path: () => '/v3/EmployeeList', ready: (page) => page.getByText('박강사').first() },
    {
      name: '권한 관리 /v3/permissions',
      path: () => '/v3/permissions',
      ready: (page) => page.getByText('이실장').first(),
    },
    {
      // Searched, so the demo student is on the first page however many students other journeys add.
      name: '원생 목록',
      path: () => `/v3/StudentsList?q=${encodeURIComponent('최민준')}`,
      ready: (page) => page.getByRole('link', { name: /최민준/ }).first(),
    },
    {
      name: '원생 상세 (최민준)',
      path: (scene) => `/v3/StudentDetail?studentId=${scene.demoStudentId}`,
      ready: (page) => heading(page, '최민준'),
    },
    {
      name: '원생 등록',
      path: () => '/v3/StudentRegister',
      ready: (page) => page.getByRole('textbox', { name: '이름', exact: true }),
    },
    {
      name: '원생 일괄 등록 (미리보기)',
      path: () => '/v3/StudentBatch',
      ready: (page) => page.getByLabel('엑셀 파일 선택'),
      act: async (page) => {
        await page.getByLabel('엑셀 파일 선택').setInputFiles(await batchWorkbook());
        return page.getByRole('table', { name: '일괄 등록 미리보기' });
      },
    },
    {
      name: '반 이동',
      path: (scene) => `/v3/ClassMoving?fromClassId=${scene.classA.classId}`,
      ready: (page, scene) => page.getByRole('checkbox', { name: new RegExp(scene.sheetStudentNm) }),
    },
    {
      name: '반 목록 /v3/class/MainPage',
      path: () => '/v3/class/MainPage',
      ready: (page, scene) => page.getByRole('link', { name: new RegExp(scene.classA.classNm) }),
    },
    {
      name: '반 상세 /classDetail',
      path: (scene) => `/classDetail?classId=${scene.classA.classId}`,
      ready: (page, scene) => page.getByText(scene.sheetStudentNm, { exact: true }),
    },
    {
      name: '월간 일정',
      path: () => '/v3/MonthlySchedule',
      ready: (page, scene) => page.getByRole('button', { name: new RegExp(scene.classA.classNm) }).first(),
    },
    {
      name: '출석부 /v3/AttendanceClassList',
      path: (scene) => `/v3/AttendanceClassList?classId=${scene.classA.classId}`,
      ready: (page, scene) => page.getByText(scene.sheetStudentNm).first(),
    },
    {
      // Last month, with a late mark on a row of late days: every marked cell carries visually hidden
      // words, which must scroll with the grid rather than widen the page.
      name: '출결 기록 (반별, 지난달 기록)',
      path: (scene) => `/v3/AttendanceHistory?classId=${scene.classA.classId}`,
      ready: (page) => page.getByRole('table', { name: /출결 달력/ }),
      act: async (page, scene) => {
        await markedLastMonth(page, scene);
        await page.getByRole('button', { name: '이전 달' }).click();
        return page
          .getByRole('table', { name: /출결 달력/ })
          .getByRole('cell', { name: '지각' })
          .last();
      },
    },
    {
      name: '출결 기록 (원생별)',
      path: (scene) => `/v3/AttendanceHistory?studentId=${scene.sheetStudentId}`,
      ready: (page) => page.getByRole('table', { name: /출결 달력/ }),
    },
    {
      name: '학원 찾기 /searchInstTF',
      path: () => '/searchInstTF',
      ready: (page) => page.getByRole('searchbox').first(),
    },
    {
      name: '공지사항 /v3/notice/list',
      path: () => '/v3/notice/list',
      ready: (page) => page.getByRole('list', { name: '공지 목록' }).getByRole('link').first(),
    },
    {
      name: '공지 작성 /noticeWrite',
      path: () => '/noticeWrite',
      ready: (page) => page.getByRole('textbox', { name: '제목' }),
    },
    {
      name: '전체 소식 /v3/feed/AS',
      path: () => '/v3/feed/AS',
      ready: (page) => page.getByRole('article').first(),
    },
    {
      name: '게시글 작성 /v3/board/write',
      path: () => '/v3/board/write',
      ready: (page) => page.getByRole('button', { name: '올리기', exact: true }),
    },
    {
      name: '알림톡·문자 비용 /v3/inst/messageCosts',
      path: () => '/v3/inst/messageCosts',
      ready: (page) => heading(page, '이번 달 합계'),
    },
  ],
  manager: [],
  teacher: [{ name: '강사 홈 /mainTF', path: () => '/mainTF', ready: (page) => heading(page, '박강사님, 안녕하세요') }],
  parent: [
    { name: '학부모 홈 /mainTF', path: () => '/mainTF', ready: (page) => heading(page, '최학부모님, 안녕하세요') },
    {
      name: '전체 소식 (학부모: 사진, 알림장, 댓글 수)',
      path: () => '/v3/feed/AS',
      ready: (page) => page.getByRole('article').first(),
    },
    {
      name: '공지사항 (학부모)',
      path: () => '/v3/notice/list',
      ready: (page) => page.getByRole('list', { name: '공지 목록' }).getByRole('link').first(),
    },
    {
      name: '알림 목록 /v3/notificationsListPage',
      path: () => '/v3/notificationsListPage',
      ready: (page) => page.getByRole('list', { name: '알림 목록' }),
    },
    {
      name: '알림 설정',
      path: () => '/v3/NotificationSettings',
      ready: (page) => page.getByRole('switch').first(),
    },
  ],
  student: [{ name: '학생 홈 /mainTF', path: () => '/mainTF', ready: (page) => heading(page, '최민준님, 안녕하세요') }],
};

const NARROW = { width: 320, height: 640 };

async function openScreen(page: Page, scene: Scene, screen: ScreenCase) {
  await page.goto(screen.path(scene));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(screen.ready(page, scene)).toBeVisible();
  if (!screen.spinners) await expect(page.getByRole('status').filter({ hasText: '불러오는 중' })).toHaveCount(0);
  if (screen.act) await expect(await screen.act(page, scene)).toBeVisible();
}

/** `YYYY-MM` of last month in Seoul. */
function lastMonthInSeoul(): string {
  const seoul = new Date(Date.now() + 9 * 60 * 60 * 1000);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * A student of class A since the first of last month, marked 지각 on its 20th to 27th (class A meets
 * every day since two months ago), through the API as the director.
 */
async function markedLastMonth(page: Page, scene: Scene) {
  const { csrfToken } = (await (await page.request.get('/api/auth/me')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  const base = `/api/insts/${scene.instId}`;
  const month = lastMonthInSeoul();
  const ok = async (response: Promise<APIResponse>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json();
  };
  const { student } = await ok(
    page.request.post(`${base}/students`, {
      data: { studentNm: scene.sheetStudentNm.replace('출석', '지난달'), birthdate: '2013-04-05' },
      headers,
    }),
  );
  await ok(
    page.request.post(`${base}/classes/${scene.classA.classId}/students`, {
      data: { studentIds: [student.studentId], startDate: `${month}-01` },
      headers,
    }),
  );
  for (let day = 20; day <= 27; day += 1) {
    await ok(
      page.request.put(`${base}/classes/${scene.classA.classId}/attendance?date=${month}-${day}`, {
        data: { rows: [{ studentId: student.studentId, status: 'LATE' }] },
        headers,
      }),
    );
  }
}

/** An .xlsx of two students for the batch preview: one good row and one without a name. */
async function batchWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원생 목록');
  sheet.addRow([
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
  ]);
  sheet.addRow(['미리보기', '2013-03-03', '여', '한빛중학교', '중1', '', '', '', '', '']);
  sheet.addRow(['', '2013-04-04', '남', '한빛중학교', '중1', '', '', '', '', '']);
  return {
    name: '원생-미리보기.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

for (const [who, screens] of Object.entries(SCREENS) as [keyof typeof SCREENS, ScreenCase[]][]) {
  if (screens.length === 0) continue;
  test.describe(`${who === 'visitor' ? '방문자' : who}: axe and 320px`, () => {
    test.use({ role: who === 'visitor' ? null : who });
    for (const screen of screens) {
      test(screen.name, async ({ screenPage: page, scene }) => {
        await openScreen(page, scene, screen);
        await test.step('axe: no serious or critical WCAG 2.1 AA violation', async () => {
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            // Every rule still runs on every element; only the violations' nodes are gathered in
            // full, not the thousands of passing ones (axe's `resultTypes`).
            .options({ resultTypes: ['violations'] })
            .analyze();
          const serious: AxeViolation[] = seriousViolations(results.violations);
          expect(
            serious.map((violation) => violation.id),
            describeViolations(serious),
          ).toEqual([]);
        });
        await test.step('320×640: nothing wider than the screen', async () => {
          await page.setViewportSize(NARROW);
          const overflow = await overflowAt(page);
          expect(overflow.offenders, `wider than ${overflow.clientWidth}px:\n${overflow.offenders.join('\n')}`).toEqual(
            [],
          );
          expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
        });
      });
    }
  });
}

test.describe('keyboard only', () => {
  test('log in, find a student, open their page and move them to another class without a mouse', async ({
    page,
    scene,
  }) => {
    test.setTimeout(60_000);
    const student = await scene.newStudentInClassA('키보드');
    /** Presses Tab until `target` has the focus, and asserts the focus ring shows there. */
    const tabTo = async (target: Locator) => {
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) {
          expect(await focusRing(page), 'the focused element shows a focus ring').not.toBe('none');
          return;
        }
      }
      throw new Error(`no focus reached ${target}`);
    };

    await page.goto('/loginMainTF?next=/v3/StudentsList');
    await tabTo(page.getByRole('textbox', { name: '아이디' }));
    await page.keyboard.type('director');
    await tabTo(page.getByRole('textbox', { name: '비밀번호', exact: true }));
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/v3\/StudentsList/);
    const search = page.getByRole('searchbox', { name: '원생 검색' });
    await tabTo(search);
    await page.keyboard.type(student.studentNm);
    const link = page.getByRole('link', { name: new RegExp(student.studentNm) });
    await expect(link).toBeVisible();
    await tabTo(link);
    await page.keyboard.press('Enter');

    await expect(heading(page, student.studentNm)).toBeVisible();
    const moveLink = page.getByRole('link', { name: `${scene.classA.classNm}에서 반 이동` });
    await tabTo(moveLink);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/v3\/ClassMoving\?/);
    await expect(page.getByRole('checkbox', { name: new RegExp(student.studentNm) })).toBeChecked();
    const target = page.getByRole('combobox', { name: /옮길 반/ });
    await tabTo(target);
    // A closed select changes its value with the arrow keys: down until the other class is chosen.
    const chosen = target.locator('option:checked');
    for (let step = 0; step < 60 && !(await chosen.textContent())?.includes(scene.classB.classNm); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(chosen).toHaveText(new RegExp(scene.classB.classNm));
    expect(await focusRing(page)).not.toBe('none');
    await tabTo(page.getByRole('button', { name: '반 이동' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      `${student.studentNm} 원생을 ${scene.classA.classNm}에서 ${scene.classB.classNm}`,
    );
    const yes = dialog.getByRole('button', { name: '예' });
    if (!(await yes.evaluate((element) => element === document.activeElement))) await tabTo(yes);
    else expect(await focusRing(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page.getByText(`1명을 ${scene.classB.classNm}으로 옮겼습니다.`)).toBeVisible();
  });
});
