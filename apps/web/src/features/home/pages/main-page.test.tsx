import type { InstHomeResponse } from '@academy/domain/home/home.schema';
import type { JoinRequestItem } from '@academy/domain/institute/institute.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { patchAttend } from '../../../store/attend-slice';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meFixture, meWith } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CLASS_MATH, homeBase, membership, TODAY, weekWith } from '../testing/home-fixtures';
import { MainPage } from './main-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
});

const REQUEST: JoinRequestItem = {
  requestId: '01900000-0000-7000-8000-0000000000bb',
  userId: '22222222-2222-4222-8222-222222222222',
  userNm: '정학부모',
  maskedMobileNo: '010-****-5678',
  role: 'parent',
  message: '초등 4학년 학부모입니다.',
  status: 'pending',
  createdAt: '2026-11-22T09:00:00.000Z',
  decidedAt: null,
};

const ADMIN: InstHomeResponse = {
  view: 'admin',
  ...homeBase,
  role: 'DIRECTOR',
  todayClasses: [CLASS_MATH],
  desk: {
    checkedIn: 2,
    inside: 1,
    checkedOut: 1,
    recent: [
      {
        studentId: 's2',
        studentNm: '나영호',
        checkInAt: '2026-11-23T06:10:00.000Z',
        checkOutAt: null,
        onBreak: false,
      },
      {
        studentId: 's1',
        studentNm: '가민지',
        checkInAt: '2026-11-23T05:55:00.000Z',
        checkOutAt: '2026-11-23T06:50:00.000Z',
        onBreak: false,
      },
    ],
  },
  studentsByStatus: { enrolled: 12, paused: 2, left: 1, total: 15 },
  joinRequests: { pendingCount: 1 },
  notifications: {
    unreadCount: 1,
    recent: [
      {
        id: 'n1',
        title: '가입 요청',
        body: '정학부모님이 가입을 요청했습니다.',
        link: '/mainTF',
        createdAt: '2026-11-23T05:00:00.000Z',
        read: false,
      },
    ],
  },
  nextSteps: ['connectParent', 'setUpDesk'],
};

/** The home at /mainTF with the session sync, as the app runs it; a link target stands for every other screen. */
function renderHome(answers: Parameters<typeof mockApi>[0], me = meWith([membership('DIRECTOR')])) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(me), ...answers });
  const view = renderRoutes(
    [
      { path: '/mainTF', element: <MainPage /> },
      landing('/v3/AttendanceClassList', '출결 관리 화면'),
      landing('/v3/StudentsList', '원생 목록 화면'),
    ],
    '/mainTF',
    { sessionSync: true },
  );
  return { api, ...view };
}

const pageText = () => document.body.textContent ?? '';

describe('/mainTF for a visitor and for a member without an academy', () => {
  it('welcomes a visitor with 로그인 and 회원가입', async () => {
    mockApi({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', '로그인이 필요합니다.') });
    renderRoutes([{ path: '/mainTF', element: <MainPage /> }], '/mainTF');
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/v3/joinAgreeMain');
  });

  it('offers a member with no academy to create, find or connect one', async () => {
    renderHome({}, meWith([]));
    expect(await screen.findByRole('heading', { level: 2, name: '김회원님, 안녕하세요' })).toBeInTheDocument();
    expect(screen.getByText('아직 연결된 학원이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '학원 만들기' })).toHaveAttribute('href', '/instCreateTF');
    expect(screen.getByRole('link', { name: '학원 찾기' })).toHaveAttribute('href', '/searchInstTF');
    expect(screen.getByRole('link', { name: '초대 코드 입력' })).toHaveAttribute('href', '/v3/InstConnect');
  });
});

describe('/mainTF for a director and a manager', () => {
  it('shows today’s classes with live counts, the kiosk, students, next steps and notifications', async () => {
    const { api } = renderHome({
      [`GET /api/insts/${INST_ID}/home`]: ok(ADMIN),
      [`GET /api/insts/${INST_ID}/join-requests`]: ok({ items: [], pendingCount: 0 }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '한빛수학학원' })).toBeInTheDocument();
    expect(screen.getByText('원장')).toBeInTheDocument();

    const classes = within(screen.getByRole('list', { name: '오늘 수업 목록' }));
    const sheet = classes.getByRole('link', { name: /^수학A 오늘 출석부/ });
    expect(sheet).toHaveAttribute('href', `/v3/AttendanceClassList?classId=${CLASS_MATH.classId}`);
    expect(sheet).toHaveAccessibleName(
      '수학A 오늘 출석부, 15:00~17:00 · 301호 · 원생 4명, 출석 1, 지각 1, 결석 1, 미체크 1',
    );

    const desk = within(screen.getByRole('region', { name: '출결 데스크' }));
    expect(desk.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '등원2명',
      '학원에 있음1명',
      '하원1명',
      '나영호15:10 등원학원에 있음',
      '가민지14:55 등원 · 15:50 하원',
    ]);

    const students = within(screen.getByRole('list', { name: '상태별 원생 수' }));
    expect(students.getByRole('link', { name: '휴원 원생 2명 보기' })).toHaveAttribute(
      'href',
      '/v3/StudentsList?status=paused',
    );
    expect(students.getByRole('link', { name: '전체 원생 15명 보기' })).toHaveAttribute('href', '/v3/StudentsList');

    const steps = within(screen.getByRole('list', { name: '남은 단계' }));
    expect(steps.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/v3/StudentsList',
      '/attendanceDeskMain',
    ]);
    expect(steps.getByText('학부모 연결')).toBeInTheDocument();
    expect(screen.queryByText('반 만들기')).toBeNull();

    const notifications = within(screen.getByRole('region', { name: '알림' }));
    expect(notifications.getByText('안 읽음 1건')).toBeInTheDocument();
    expect(notifications.getByRole('link', { name: /가입 요청/ })).toHaveAttribute('href', '/mainTF');

    expect(await screen.findByText('기다리는 가입 요청이 없습니다.')).toBeInTheDocument();
    expect(api.callsTo(`GET /api/insts/${INST_ID}/join-requests`)).toHaveLength(1);
    expect(pageText()).not.toMatch(/준비 중|준비되면|열리면|\(\d{3}\)/);
  });

  it('shows the newest notices with their read counts and the newest class posts, each opening its page', async () => {
    const notice = {
      noticeId: 'notice-1',
      title: '12월 휴원 안내',
      preview: '성탄절 휴원',
      writerNm: '김원장',
      pinned: true,
      confirmRequested: true,
      audienceLabel: '학원 전체',
      publishAt: '2026-11-20T01:00:00.000Z',
      sentAt: '2026-11-20T01:00:00.000Z',
      imageCnt: 0,
      fileCnt: 0,
      read: true,
      confirmed: null,
      readCnt: 7,
      studentMaxCnt: 12,
      confirmCnt: 3,
    };
    const { api } = renderHome({
      [`GET /api/insts/${INST_ID}/home`]: ok(ADMIN),
      [`GET /api/insts/${INST_ID}/join-requests`]: ok({ items: [], pendingCount: 0 }),
      [`GET /api/insts/${INST_ID}/notices`]: ok({ items: [notice], nextCursor: null }),
      [`GET /api/insts/${INST_ID}/boards`]: ok({ items: [], nextBefore: null }),
    });
    const notices = within(await screen.findByRole('region', { name: '공지사항' }));
    expect(await notices.findByRole('link', { name: /12월 휴원 안내.*김원장.*읽음 7\/12.*고정/ })).toHaveAttribute(
      'href',
      '/noticeView/notice-1',
    );
    expect(notices.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/v3/notice/list');
    expect(api.callsTo(`GET /api/insts/${INST_ID}/notices`)[0]?.query.get('limit')).toBe('3');

    const feed = within(screen.getByRole('region', { name: '반 소식' }));
    expect(await feed.findByText('아직 올라온 반 소식이 없습니다.')).toBeInTheDocument();
    expect(feed.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/v3/feed/AS');
    expect(api.callsTo(`GET /api/insts/${INST_ID}/boards`)[0]?.query.get('scope')).toBe('AS');
  });

  it('opens a class’s sheet on today, whatever day the attendance screens last showed', async () => {
    const user = userEvent.setup();
    store.dispatch(patchAttend({ checkDt: [2026, 11, 2] }));
    renderHome({
      [`GET /api/insts/${INST_ID}/home`]: ok(ADMIN),
      [`GET /api/insts/${INST_ID}/join-requests`]: ok({ items: [], pendingCount: 0 }),
    });
    await user.click(await screen.findByRole('link', { name: /^수학A 오늘 출석부/ }));
    expect(await screen.findByText('출결 관리 화면')).toBeInTheDocument();
    expect(store.getState().attend.checkDt).toBeNull();
  });

  it('approves a join request from the home', async () => {
    const user = userEvent.setup();
    let pending = [REQUEST];
    const { api } = renderHome({
      [`GET /api/insts/${INST_ID}/home`]: () => ok({ ...ADMIN, joinRequests: { pendingCount: pending.length } }),
      [`GET /api/insts/${INST_ID}/join-requests`]: () => ok({ items: pending, pendingCount: pending.length }),
      [`POST /api/insts/${INST_ID}/join-requests/${REQUEST.requestId}/approve`]: () => {
        pending = [];
        return ok({
          requestId: REQUEST.requestId,
          status: 'approved',
          decidedAt: '2026-11-23T09:05:00.000Z',
          smsSent: true,
        });
      },
    });
    const requests = within(await screen.findByRole('list', { name: '가입 요청 목록' }));
    expect(requests.getByText('“초등 4학년 학부모입니다.”')).toBeInTheDocument();
    await user.click(requests.getByRole('button', { name: '정학부모 승인' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('정학부모님을 학부모로 승인할까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '예' }));
    expect(await screen.findByText('기다리는 가입 요청이 없습니다.')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/join-requests/${REQUEST.requestId}/approve`)).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
  });

  it('shows a manager only the cards their codes open, and no checklist once all is done', async () => {
    const { api } = renderHome(
      {
        [`GET /api/insts/${INST_ID}/home`]: ok({
          ...ADMIN,
          role: 'MANAGER',
          authCd: '031',
          isPresident: false,
          todayClasses: null,
          desk: null,
          studentsByStatus: null,
          joinRequests: null,
          notifications: { unreadCount: 0, recent: [] },
          nextSteps: [],
        }),
      },
      meWith([membership('MANAGER')]),
    );
    expect(await screen.findByText('실장')).toBeInTheDocument();
    expect(screen.getByText('새 알림이 없습니다.')).toBeInTheDocument();
    for (const title of ['오늘의 수업', '출결 데스크', '원생 현황', '새 가입 요청', '학원 시작하기']) {
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
    }
    expect(api.callsTo(`GET /api/insts/${INST_ID}/join-requests`)).toHaveLength(0);
  });

  it('shows the shared failed state, and retries', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderHome({
      [`GET /api/insts/${INST_ID}/home`]: () => {
        calls += 1;
        return calls === 1 ? fail(500, 'INTERNAL', '오류') : ok({ ...ADMIN, joinRequests: null });
      },
    });
    expect(await screen.findByText('홈을 불러오지 못했습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '오늘의 수업' })).toBeInTheDocument();
  });
});

describe('/mainTF for a teacher', () => {
  it('shows my classes today (each opening today’s sheet), my students and my week', async () => {
    const user = userEvent.setup();
    renderHome(
      {
        [`GET /api/insts/${INST_ID}/home`]: ok({
          view: 'teacher',
          ...homeBase,
          role: 'TEACHER',
          authCd: '020',
          isPresident: false,
          myClassesToday: [CLASS_MATH],
          myStudents: { count: 4 },
          week: weekWith({ '2026-11-23': ['수학A'], '2026-11-25': ['과학C'] }),
          notifications: { unreadCount: 0, recent: [] },
        }),
      },
      meWith([membership('TEACHER')]),
    );
    expect(await screen.findByRole('heading', { name: '오늘 내 수업' })).toBeInTheDocument();
    const mine = within(screen.getByRole('region', { name: '내 원생' }));
    expect(mine.getByText('4명')).toBeInTheDocument();
    expect(mine.getByRole('link', { name: '원생 목록 보기' })).toHaveAttribute('href', '/v3/StudentsList');
    const week = within(screen.getByRole('list', { name: '이번 주 일정 요일별 수업' }));
    const days = week.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(days.map((day) => day.textContent)).toEqual([
      '11/23 (월)오늘15:00~16:00 수학A',
      '11/24 (화)수업 없음',
      '11/25 (수)15:00~16:00 과학C',
      '11/26 (목)수업 없음',
      '11/27 (금)수업 없음',
      '11/28 (토)수업 없음',
      '11/29 (일)수업 없음',
    ]);
    await user.click(screen.getByRole('link', { name: /^수학A 오늘 출석부/ }));
    expect(await screen.findByText('출결 관리 화면')).toBeInTheDocument();
  });
});

describe('/mainTF for a student', () => {
  const student = (extra: Partial<Extract<InstHomeResponse, { view: 'student' }>> = {}): InstHomeResponse => ({
    view: 'student',
    ...homeBase,
    role: 'STUDENT',
    authCd: null,
    isPresident: false,
    me: {
      studentId: 's1',
      studentNm: '최민준',
      userId: 'user-1',
      status: 'enrolled',
      statusSince: '2026-03-02',
      schoolNm: '한빛중학교',
      gradeYear: 9,
    },
    todayLessons: [
      {
        classId: 'c1',
        classNm: '수학A',
        date: TODAY,
        startTime: '15:00',
        endTime: '17:00',
        room: '301호',
        kind: 'regular',
        status: 'PRESENT',
      },
      {
        classId: 'c2',
        classNm: '영어B',
        date: TODAY,
        startTime: '18:00',
        endTime: '20:00',
        room: null,
        kind: 'regular',
        status: null,
      },
    ],
    deskPin: '4321',
    month: '2026-11',
    monthSummary: {
      counts: { PRESENT: 6, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 },
      total: 8,
      attended: 7,
      rate: 88,
    },
    ...extra,
  });

  it('shows today’s timetable with my status, my 출결 번호 and this month, never speaking of 자녀', async () => {
    renderHome({ [`GET /api/insts/${INST_ID}/home`]: ok(student()) }, meWith([membership('STUDENT')]));
    const today = within(await screen.findByRole('list', { name: '오늘 내 수업' }));
    expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '수학A15:00~17:00 · 301호출석',
      '영어B18:00~20:00출결 전',
    ]);
    expect(within(screen.getByRole('region', { name: '내 출결 번호' })).getByText('4321')).toBeInTheDocument();
    const month = within(screen.getByRole('region', { name: '11월 내 출결' }));
    expect(month.getByText('출석률 88%')).toBeInTheDocument();
    expect(month.getByRole('link', { name: '출결 기록 보기' })).toHaveAttribute('href', '/v3/AttendanceHistory');
    expect(pageText()).not.toMatch(/자녀|준비 중|준비되면|열리면/);
  });

  it('says how to get a 출결 번호 when there is none, and what to do without a record', async () => {
    renderHome({ [`GET /api/insts/${INST_ID}/home`]: ok(student({ deskPin: null })) }, meWith([membership('STUDENT')]));
    const pin = within(await screen.findByRole('region', { name: '내 출결 번호' }));
    expect(pin.getByText('아직 출결 번호가 없습니다.')).toBeInTheDocument();
    expect(pin.getByRole('link', { name: '출결 번호 정하기' })).toHaveAttribute('href', '/v3/AttendanceHistory');
  });

  it('tells a student whose record is not linked yet to ask the academy', async () => {
    renderHome(
      { [`GET /api/insts/${INST_ID}/home`]: ok(student({ me: null, todayLessons: [] })) },
      meFixture({ userNm: '최민준' }, { memberships: [membership('STUDENT')] }),
    );
    expect(await screen.findByText('학원에서 아직 내 원생 정보를 연결하지 않았습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: '내 출결 번호' })).toBeNull());
  });
});
