import { type APIResponse, type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  type DemoRole,
  describeViolations,
  focusRing,
  overflowAt,
  pointerAtRest,
  preparedScene,
  type Scene,
  seriousViolations,
  wcagViolations,
} from './support/a11y';
import { type AppMenu, appMenu } from './support/menu';

/**
 * Accessibility and small screens: every working screen is checked with axe (WCAG 2.0/2.1 A and AA,
 * no serious or critical violation) at the project's viewport, then narrowed to 320×640 where
 * nothing may stick out sideways; and one task is done with the keyboard alone, the focus visible
 * on every step. The demo accounts look at the demo academy; the classes and students the screens
 * need are made through the API for this worker alone.
 *
 * An account's screens are journeys in one page each, as a person goes through them: the page opens
 * where the person starts (their home, or the address of the design pages) and every later screen is
 * reached by clicking (the menu, a link, a tab, the header's back arrow), so the app and axe load
 * once per journey rather than once per screen. Each screen is a step named after it, whose address
 * is checked; its axe and 320px checks are soft, so a journey reports every screen that fails, not
 * only the first.
 */

/**
 * Each journey opens in a new page of its role's context, one context per role and worker: the
 * journeys of a role share what a person's browser would keep between them (its cookies, its cache
 * of the app's scripts), so each does not start a browser profile from nothing. The keyboard
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

type ScreenCheck = {
  /** The step's name: the screen, and the state it is checked in. */
  name: string;
  /** What a person clicks to get here from the screen before (nothing for the journey's first). */
  reach?: (page: Page, scene: Scene, menu: AppMenu) => Promise<void>;
  /** The screen's address: its path and the query parameters that choose what it shows. */
  at: (scene: Scene) => string;
  /** Something that is on screen once the screen's data has arrived. */
  ready: (page: Page, scene: Scene) => Locator;
  /** What a person does first to reach the state checked (it returns what then shows). */
  act?: (page: Page, scene: Scene) => Promise<Locator>;
  /** The screen shows spinners on purpose (the design pages). */
  spinners?: true;
};

type Journey = { name: string; role: DemoRole | null; start: string; screens: ScreenCheck[] };

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
const link = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('link', { name, exact: typeof name === 'string' })
    .first()
    .click();
};
const fromMenu = (label: string) => async (_page: Page, _scene: Scene, menu: AppMenu) => menu.open(label);
/** The menu's entry, then what follows on the screen it opens. */
const fromMenuThen =
  (label: string, then: (page: Page, scene: Scene) => Promise<void>) =>
  async (page: Page, scene: Scene, menu: AppMenu) => {
    await menu.open(label);
    await then(page, scene);
  };
/** The feed's way to 전체 소식, every post the member may see. */
const allNews = (page: Page) =>
  page.getByRole('navigation', { name: '피드 보기' }).getByRole('link', { name: '전체 소식' }).click();
/** Back with the header's arrow (the browser's history), as the app offers on every screen. */
const back = (page: Page) => page.getByRole('button', { name: '뒤로 가기' }).first().click();

const JOURNEYS: Journey[] = [
  {
    name: '방문자: 홈, 로그인, 회원가입',
    role: null,
    start: '/mainTF',
    screens: [
      { name: '방문자 홈 /mainTF', at: () => '/mainTF', ready: (page) => page.getByRole('link', { name: '회원가입' }) },
      {
        name: '로그인 /loginMainTF',
        reach: link('로그인'),
        at: () => '/loginMainTF',
        ready: (page) => page.getByRole('button', { name: '로그인', exact: true }),
      },
      {
        name: '회원가입 약관 동의 /v3/joinAgreeMain',
        reach: link('회원가입'),
        at: () => '/v3/joinAgreeMain',
        ready: (page) => page.getByRole('checkbox').first(),
      },
    ],
  },
  {
    // Nothing in the app links to the design pages: they are opened by their address.
    name: '방문자: 디자인 시스템',
    role: null,
    start: '/v3/pub',
    screens: [
      {
        name: '디자인 시스템 /v3/pub',
        at: () => '/v3/pub',
        ready: (page) => heading(page, '디자인 시스템').first(),
        spinners: true,
      },
    ],
  },
  {
    name: 'director: 내 정보, 학원, 직원과 원생',
    role: 'director',
    start: '/mainTF',
    screens: [
      { name: '원장 홈 /mainTF', at: () => '/mainTF', ready: (page) => heading(page, '김원장님, 안녕하세요') },
      {
        name: '마이페이지',
        reach: fromMenu('내 정보'),
        at: () => '/v3/MyPage',
        ready: (page) => page.getByText('김원장').first(),
      },
      {
        name: '프로필 수정',
        reach: link(/^프로필 수정/),
        at: () => '/v3/ProfileEditPage',
        ready: (page) => page.getByRole('button', { name: /저장/ }).first(),
      },
      {
        name: '내 학원 목록',
        reach: fromMenu('내 학원 목록'),
        at: () => '/v3/ConnectInstList',
        ready: (page) => page.getByRole('main').getByText('한빛수학학원').first(),
      },
      {
        name: '학원 상세 정보 /instDetailInfoN',
        reach: fromMenu('학원 정보'),
        at: () => '/instDetailInfoN',
        ready: (page) => page.getByRole('main').getByText('한빛수학학원').first(),
      },
      {
        name: '직원 목록',
        reach: fromMenu('직원 목록'),
        at: () => '/v3/EmployeeList',
        ready: (page) => page.getByText('박강사').first(),
      },
      {
        name: '권한 관리 /v3/permissions',
        reach: fromMenu('권한 관리'),
        at: () => '/v3/permissions',
        ready: (page) => page.getByText('이실장').first(),
      },
      {
        // Searched, so the demo student is on the first page however many students other journeys add.
        name: '원생 목록',
        reach: fromMenuThen('원생 목록', (page) => page.getByRole('searchbox', { name: '원생 검색' }).fill('최민준')),
        at: () => `/v3/StudentsList?q=${encodeURIComponent('최민준')}`,
        ready: (page) => page.getByRole('link', { name: /최민준/ }).first(),
      },
      {
        name: '원생 상세 (최민준)',
        reach: link(/최민준/),
        at: (scene) => `/v3/StudentDetail?studentId=${scene.demoStudentId}`,
        ready: (page) => heading(page, '최민준'),
      },
      {
        name: '원생 일괄 등록 (미리보기)',
        reach: async (page) => {
          await back(page);
          await link('일괄 등록')(page);
        },
        at: () => '/v3/StudentBatch',
        ready: (page) => page.getByLabel('엑셀 파일 선택'),
        act: async (page) => {
          await page.getByLabel('엑셀 파일 선택').setInputFiles(await batchWorkbook());
          return page.getByRole('table', { name: '일괄 등록 미리보기' });
        },
      },
      {
        name: '원생 등록',
        reach: fromMenu('원생 등록'),
        at: () => '/v3/StudentRegister',
        ready: (page) => page.getByRole('textbox', { name: '이름', exact: true }),
      },
    ],
  },
  {
    name: 'director: 반, 일정과 출결',
    role: 'director',
    start: '/mainTF',
    screens: [
      {
        name: '반 목록 /v3/class/MainPage',
        reach: fromMenu('반'),
        at: () => '/v3/class/MainPage',
        ready: (page, scene) => page.getByRole('link', { name: new RegExp(scene.classA.classNm) }),
      },
      {
        name: '반 상세 /classDetail',
        reach: (page, scene) => link(new RegExp(scene.classA.classNm))(page),
        at: (scene) => `/classDetail?classId=${scene.classA.classId}`,
        ready: (page, scene) => page.getByText(scene.sheetStudentNm, { exact: true }),
      },
      {
        name: '반 이동',
        reach: link('다른 반으로 옮기기'),
        at: (scene) => `/v3/ClassMoving?fromClassId=${scene.classA.classId}`,
        ready: (page, scene) => page.getByRole('checkbox', { name: new RegExp(scene.sheetStudentNm) }),
      },
      {
        name: '월간 일정',
        reach: fromMenu('월간 일정'),
        at: () => '/v3/MonthlySchedule',
        ready: (page, scene) => page.getByRole('button', { name: new RegExp(scene.classA.classNm) }).first(),
      },
      {
        name: '출석부 /v3/AttendanceClassList',
        reach: fromMenuThen('출결 관리', (page, scene) => link(new RegExp(scene.classA.classNm))(page)),
        at: (scene) => `/v3/AttendanceClassList?classId=${scene.classA.classId}`,
        ready: (page, scene) => page.getByText(scene.sheetStudentNm).first(),
      },
      {
        name: '출결 기록 (원생별)',
        reach: fromMenuThen('출결 기록', async (page, scene) => {
          await page.getByRole('combobox', { name: '원생', exact: true }).selectOption({ label: scene.sheetStudentNm });
        }),
        at: (scene) => `/v3/AttendanceHistory?studentId=${scene.sheetStudentId}`,
        ready: (page) => page.getByRole('table', { name: /출결 달력/ }),
      },
      {
        // Last month, with a late mark on a row of late days: every marked cell carries visually hidden
        // words, which must scroll with the grid rather than widen the page.
        name: '출결 기록 (반별, 지난달 기록)',
        reach: async (page, scene) => {
          await page.getByRole('tab', { name: '반별' }).click();
          await page.getByRole('combobox', { name: '반', exact: true }).selectOption({ label: scene.classA.classNm });
        },
        at: (scene) => `/v3/AttendanceHistory?classId=${scene.classA.classId}`,
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
    ],
  },
  {
    name: 'director: 공지, 소식과 학원 관리',
    role: 'director',
    start: '/mainTF',
    screens: [
      {
        name: '공지사항 /v3/notice/list',
        reach: fromMenu('공지사항'),
        at: () => '/v3/notice/list',
        ready: (page) => page.getByRole('list', { name: '공지 목록' }).getByRole('link').first(),
      },
      {
        name: '공지 작성 /noticeWrite',
        reach: fromMenuThen('공지 관리', link('공지 쓰기')),
        at: () => '/noticeWrite',
        ready: (page) => page.getByRole('textbox', { name: '제목' }),
      },
      {
        name: '전체 소식 /v3/feed/AS',
        reach: fromMenuThen('피드', allNews),
        at: () => '/v3/feed/AS',
        ready: (page) => page.getByRole('article').first(),
      },
      {
        name: '게시글 작성 /v3/board/write',
        reach: link('글쓰기'),
        at: () => '/v3/board/write',
        ready: (page) => page.getByRole('button', { name: '올리기', exact: true }),
      },
      {
        name: '학원 찾기 /searchInstTF',
        reach: fromMenu('학원 찾기'),
        at: () => '/searchInstTF',
        ready: (page) => page.getByRole('searchbox').first(),
      },
      {
        name: '알림톡·문자 비용 /v3/inst/messageCosts',
        reach: fromMenu('알림톡·문자 비용'),
        at: () => '/v3/inst/messageCosts',
        ready: (page) => heading(page, '이번 달 합계'),
      },
    ],
  },
  {
    name: 'director: 수납·결제',
    role: 'director',
    start: '/mainTF',
    screens: [
      {
        name: '청구서 관리 /v3/InstBill',
        reach: fromMenu('청구서 관리'),
        at: () => '/v3/InstBill',
        ready: (page) => page.getByRole('list', { name: '청구서 목록' }).getByRole('link').first(),
      },
      {
        name: '청구서 상세 (결제 완료)',
        reach: (page) =>
          page
            .getByRole('list', { name: '청구서 목록' })
            .getByRole('link')
            .filter({ hasText: '결제 완료' })
            .first()
            .click(),
        at: () => '/v3/InstBill',
        ready: (page) => page.getByRole('list', { name: '결제·수납 목록' }),
      },
      {
        name: '환불 /v3/CancelPayment',
        reach: link('환불'),
        at: () => '/v3/CancelPayment',
        ready: (page) => page.getByLabel('환불 기준일'),
      },
      {
        name: '청구서 직접 만들기 /billCreate',
        reach: fromMenuThen('청구서 관리', link('직접 만들기')),
        at: () => '/billCreate',
        ready: (page) => page.getByRole('button', { name: /만들기|저장/ }).first(),
      },
      {
        name: '결제 내역 (학원) /paymentList',
        reach: fromMenu('결제 내역'),
        at: () => '/paymentList',
        ready: (page) => page.getByRole('list', { name: '결제 목록' }).getByRole('link').first(),
      },
      {
        name: '영수증 (학원)',
        reach: (page) => page.getByRole('list', { name: '결제 목록' }).getByRole('link').first().click(),
        at: () => '/v3/PaymentDetail',
        ready: (page) => page.getByRole('button', { name: '인쇄' }),
      },
    ],
  },
  {
    name: 'teacher: 홈, 채팅',
    role: 'teacher',
    start: '/mainTF',
    screens: [
      { name: '강사 홈 /mainTF', at: () => '/mainTF', ready: (page) => heading(page, '박강사님, 안녕하세요') },
      {
        name: '채팅 목록과 채팅 설정 /chatRoomListMain',
        reach: fromMenu('채팅'),
        at: () => '/chatRoomListMain',
        ready: (page) => page.getByRole('list', { name: '내 채팅방' }).getByRole('link').first(),
      },
      {
        name: '반 채팅방 /chatRoomInside',
        reach: link(/중3 수학 심화반/),
        at: () => '/chatRoomInside/',
        ready: (page) =>
          page
            .getByRole('log', { name: '메시지 목록' })
            .getByText(/단원 평가/)
            .first(),
      },
      {
        name: '채팅방 설정 /chatRoomChange',
        reach: link('채팅방 설정'),
        at: () => '/chatRoomChange/',
        ready: (page) => page.getByRole('main').getByText(/참여자 \d+명/),
      },
      {
        name: '채팅방 사진·파일 /chatRoomFileManage',
        reach: async (page) => {
          await back(page);
          await link('사진·파일')(page);
        },
        at: () => '/chatRoomFileManage/',
        ready: (page) => page.getByText('주고받은 파일이 없습니다'),
      },
      {
        name: '채팅방 만들기 /chatRoomCreate',
        reach: fromMenuThen('채팅', link('채팅방 만들기')),
        at: () => '/chatRoomCreate',
        ready: (page) => page.getByLabel('이름으로 찾기'),
      },
    ],
  },
  {
    name: 'parent: 홈, 소식, 공지, 알림과 결제',
    role: 'parent',
    start: '/mainTF',
    screens: [
      { name: '학부모 홈 /mainTF', at: () => '/mainTF', ready: (page) => heading(page, '최학부모님, 안녕하세요') },
      {
        name: '전체 소식 (학부모: 사진, 알림장, 댓글 수)',
        reach: fromMenuThen('피드', allNews),
        at: () => '/v3/feed/AS',
        ready: (page) => page.getByRole('article').first(),
      },
      {
        name: '공지사항 (학부모)',
        reach: fromMenu('공지사항'),
        at: () => '/v3/notice/list',
        ready: (page) => page.getByRole('list', { name: '공지 목록' }).getByRole('link').first(),
      },
      {
        name: '알림 목록 /v3/notificationsListPage',
        reach: fromMenu('알림'),
        at: () => '/v3/notificationsListPage',
        ready: (page) => page.getByRole('list', { name: '알림 목록' }),
      },
      {
        name: '알림 설정',
        reach: link('알림 설정'),
        at: () => '/v3/NotificationSettings',
        ready: (page) => page.getByRole('switch').first(),
      },
      {
        name: '청구·결제 /v3/payment',
        reach: fromMenu('청구·결제'),
        at: () => '/v3/payment',
        ready: (page) => page.getByRole('list', { name: /학생의 청구서/ }).first(),
      },
      {
        name: '결제 내역 (학부모) /paymentList',
        reach: fromMenu('결제 내역'),
        at: () => '/paymentList',
        ready: (page) => page.getByRole('list', { name: '결제 목록' }),
      },
      {
        name: '채팅 목록 (학부모) /chatRoomListMain',
        reach: fromMenu('채팅'),
        at: () => '/chatRoomListMain',
        ready: (page) => page.getByText(/읽지 않은 메시지/).first(),
      },
      {
        name: '반 채팅방 목록 /classChatRoomList',
        reach: link('반 채팅방'),
        at: () => '/classChatRoomList',
        ready: (page) =>
          page
            .getByRole('list', { name: '반 채팅방 목록' })
            .getByRole('button')
            .first()
            .or(page.getByText('채팅방을 열 수 있는 반이 없습니다')),
      },
      {
        name: '채팅 에티켓 /etiquette',
        reach: async (page) => {
          await back(page);
          await link('채팅 에티켓')(page);
        },
        at: () => '/etiquette',
        ready: (page) => page.getByText(/서로 존중하는 말/),
      },
      {
        name: '카드 관리 (등록 카드와 자동결제) /cardManagement',
        reach: fromMenu('카드 관리'),
        at: () => '/cardManagement',
        ready: (page) => page.getByRole('list', { name: '등록 카드' }),
      },
    ],
  },
  {
    name: 'teacher: 학습 관리, 성적, 숙제, 학습 리포트, 학습 자료',
    role: 'teacher',
    start: '/mainTF',
    screens: [
      {
        name: '학습 관리 /v3/LearningManagementPage',
        reach: fromMenu('학습 관리'),
        at: () => '/v3/LearningManagementPage',
        ready: (page) => page.getByRole('navigation', { name: '학습 관리 메뉴' }).getByRole('link').first(),
      },
      {
        name: '성적 관리 /v3/GradeManagement',
        reach: fromMenu('성적 관리'),
        at: () => '/v3/GradeManagement',
        ready: (page) => page.getByRole('main').getByRole('heading', { name: '성적 관리' }),
      },
      {
        name: '숙제 관리 /v3/homework/list',
        reach: fromMenu('숙제 관리'),
        at: () => '/v3/homework/list',
        ready: (page) => page.getByRole('list', { name: '숙제 목록' }).getByRole('link').first(),
      },
      {
        name: '학습 리포트 관리 /v3/InstReportList',
        reach: fromMenu('학습 리포트 관리'),
        at: () => '/v3/InstReportList',
        ready: (page) => page.getByRole('main').getByRole('heading', { name: '학습 리포트 목록' }),
      },
      {
        name: '학습 자료 /v3/materials/list',
        reach: fromMenu('학습 자료'),
        at: () => '/v3/materials/list',
        ready: (page) => page.getByRole('region', { name: '학습 자료' }).getByRole('link').first(),
      },
    ],
  },
  {
    // The demo parent's current academy may be either child's: the lists are checked full or empty.
    name: 'parent: 성적, 숙제, 학습 리포트',
    role: 'parent',
    start: '/mainTF',
    screens: [
      {
        name: '성적 (학부모) /v3/MyGradeManagement',
        reach: fromMenu('성적'),
        at: () => '/v3/MyGradeManagement',
        ready: (page) =>
          page
            .getByRole('list', { name: '시험 성적' })
            .getByRole('link')
            .first()
            .or(page.getByText('공개된 성적이 없습니다')),
      },
      {
        name: '숙제 (학부모) /v3/homework/my',
        reach: fromMenu('숙제'),
        at: () => '/v3/homework/my',
        ready: (page) => page.getByRole('heading', { name: '제출했거나 지난 숙제' }),
      },
      {
        name: '학습 리포트 (학부모) /v3/StudentReportList',
        reach: fromMenu('학습 리포트'),
        at: () => '/v3/StudentReportList',
        ready: (page) =>
          page
            .getByRole('list', { name: /학습 리포트$/ })
            .getByRole('link')
            .first()
            .or(page.getByText('아직 받은 리포트가 없습니다')),
      },
    ],
  },
  {
    name: 'student: 홈',
    role: 'student',
    start: '/mainTF',
    screens: [{ name: '학생 홈 /mainTF', at: () => '/mainTF', ready: (page) => heading(page, '최민준님, 안녕하세요') }],
  },
];

const NARROW = { width: 320, height: 640 };
/** The time each screen of a journey may take, as each had when it was a test of its own. */
const SCREEN_TIMEOUT_MS = 30_000;

/**
 * Whether `url` is at `expected`: the same path (a path ending in `/` stands for any id after it, as a
 * chat room's unguessable one), and every query parameter `expected` names.
 */
function isAt(url: URL, expected: string): boolean {
  const want = new URL(expected, url);
  const path = want.pathname.endsWith('/') ? url.pathname.startsWith(want.pathname) : url.pathname === want.pathname;
  return path && [...want.searchParams].every(([key, value]) => url.searchParams.get(key) === value);
}

/** Reaches one screen of a journey, waits for its data, then checks it with axe and at 320px. */
async function checkScreen(
  page: Page,
  scene: Scene,
  menu: AppMenu,
  screen: ScreenCheck,
  viewport: { width: number; height: number },
) {
  const what = screen.name;
  if (screen.reach) await screen.reach(page, scene, menu);
  await expect(page, `${what}: at ${screen.at(scene)}`).toHaveURL((url) => isAt(url, screen.at(scene)));
  await expect(page.getByRole('heading', { level: 1 }).first(), `${what}: a page heading`).toBeVisible();
  await expect(screen.ready(page, scene), `${what}: its data`).toBeVisible();
  if (!screen.spinners) {
    await expect(page.getByRole('status').filter({ hasText: '불러오는 중' }), `${what}: still loading`).toHaveCount(0);
  }
  if (screen.act) await expect(await screen.act(page, scene), `${what}: after the first action`).toBeVisible();
  // A screen is checked at rest, as it opens: not with the pointer on what was clicked to reach it.
  await pointerAtRest(page);
  await test.step('axe: no serious or critical WCAG 2.1 AA violation', async () => {
    const failures = test.info().errors.length;
    const serious = seriousViolations(await wcagViolations(page));
    expect
      .soft(
        serious.map((violation) => violation.id),
        `${what}: axe\n${describeViolations(serious)}`,
      )
      .toEqual([]);
    await screenshotIfFailed(page, `${what} (axe)`, failures);
  });
  await test.step('320×640: nothing wider than the screen', async () => {
    const failures = test.info().errors.length;
    await page.setViewportSize(NARROW);
    const overflow = await overflowAt(page);
    expect
      .soft(overflow.offenders, `${what}: wider than ${overflow.clientWidth}px:\n${overflow.offenders.join('\n')}`)
      .toEqual([]);
    expect.soft(overflow.scrollWidth, `${what}: scrolls sideways at 320px`).toBeLessThanOrEqual(overflow.clientWidth);
    await screenshotIfFailed(page, `${what} (320px)`, failures);
    // Back to the project's size for the next screen (its menu is the one of that size).
    await page.setViewportSize(viewport);
  });
}

/** A soft check failed since `failures` errors: the screen as it was then (the journey goes on). */
async function screenshotIfFailed(page: Page, name: string, failures: number) {
  if (test.info().errors.length === failures) return;
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** `YYYY-MM` of last month in Seoul. */
function lastMonthInSeoul(): string {
  const seoul = new Date(Date.now() + 9 * 60 * 60 * 1000);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/**
 * A student of class A since the first of last month, marked 지각 on its 20th to 27th (class A meets
 * every day since two months ago), through the API as the director; the eight days side by side.
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
  await Promise.all(
    [20, 21, 22, 23, 24, 25, 26, 27].map((day) =>
      ok(
        page.request.put(`${base}/classes/${scene.classA.classId}/attendance?date=${month}-${day}`, {
          data: { rows: [{ studentId: student.studentId, status: 'LATE' }] },
          headers,
        }),
      ),
    ),
  );
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

test.describe('axe and 320px', () => {
  // A click or a selection (and an API call) waits at most the time a screen had as a test of its
  // own, not the whole journey's time.
  test.use({ actionTimeout: SCREEN_TIMEOUT_MS });
  for (const journey of JOURNEYS) {
    test.describe(() => {
      test.use({ role: journey.role });
      test(journey.name, async ({ screenPage: page, scene }, testInfo) => {
        // One screen's time more for the start: the page, the app and axe load once per journey.
        test.setTimeout(SCREEN_TIMEOUT_MS * (journey.screens.length + 1));
        const viewport = testInfo.project.use.viewport;
        if (!viewport) throw new Error('the project has no viewport');
        const menu = appMenu(page, testInfo.project.name === 'mobile');
        await page.goto(journey.start);
        for (const screen of journey.screens) {
          await test.step(screen.name, () => checkScreen(page, scene, menu, screen, viewport));
        }
      });
    });
  }
});

test.describe('keyboard only', () => {
  test('log in, find a student, open their page and move them to another class without a mouse', async ({
    page,
    scene,
  }) => {
    test.setTimeout(60_000);
    const student = await scene.newStudentInClassA('키보드');
    /**
     * Presses Tab until `target` has the focus, and asserts the focus ring shows there. On desktop
     * the way to a screen's content passes every entry of the side menu (about 40 for a director)
     * unless 본문 바로가기 is taken.
     */
    const tabTo = async (target: Locator) => {
      for (let step = 0; step < 80; step += 1) {
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
    // 본문 바로가기 comes first and takes the focus past the side menu to the screen.
    await tabTo(page.getByRole('link', { name: '본문 바로가기' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
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
