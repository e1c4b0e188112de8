import type { ChildHomeResponse } from '@academy/domain/home/home.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meFixture } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { MainPage } from '../pages/main-page';
import { childSection, homeBase, membership, TODAY } from '../testing/home-fixtures';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
});

const MINJUN = 'child-1';
const SEOYEON = 'child-2';
const OTHER_INST = '019a0000-0000-7000-8000-0000000000ab';

const parentMe = (children = [MINJUN, SEOYEON], memberships = [membership('PARENT')]) =>
  meFixture(
    { userNm: '최학부모' },
    {
      memberships,
      children: children.map((userId) => ({
        userId,
        userNm: userId === MINJUN ? '최민준' : '최서연',
        relationType: '어머니',
      })),
    },
  );

const parentHome = (children: ReturnType<typeof childSection>[] = []) => ({
  view: 'parent',
  ...homeBase,
  role: 'PARENT',
  authCd: null,
  isPresident: false,
  children,
});

const minjunHome: ChildHomeResponse = {
  childUserId: MINJUN,
  childNm: '최민준',
  today: TODAY,
  academies: [childSection()],
};

const seoyeonHome: ChildHomeResponse = {
  childUserId: SEOYEON,
  childNm: '최서연',
  today: TODAY,
  academies: [
    childSection({ studentId: 'student-2', studentNm: '최서연', userId: SEOYEON }, { studyMinutesWeek: 45 }),
    childSection(
      { instId: OTHER_INST, instNm: '새솔영어학원', studentId: 'student-3', studentNm: '최서연', userId: SEOYEON },
      { studyMinutesWeek: 90, todayLessons: [], visits: [], notifications: [] },
    ),
  ],
};

function renderParentHome(answers: Parameters<typeof mockApi>[0] = {}, me = parentMe()) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/home`]: ok(parentHome([childSection()])),
    [`GET /api/me/children/${MINJUN}/home`]: ok(minjunHome),
    [`GET /api/me/children/${SEOYEON}/home`]: ok(seoyeonHome),
    ...answers,
  });
  renderRoutes(
    [{ path: '/mainTF', element: <MainPage /> }, landing('/v3/AttendanceHistory', '출결 기록 화면')],
    '/mainTF',
    { sessionSync: true },
  );
  return api;
}

describe('the parent home', () => {
  it('is built around the chosen child, and the switcher changes everything on the page', async () => {
    const user = userEvent.setup();
    const api = renderParentHome();
    const switcher = within(await screen.findByRole('list', { name: '우리 아이' }));
    expect(switcher.getByRole('button', { name: '최민준' })).toHaveAttribute('aria-pressed', 'true');
    expect(switcher.getByRole('button', { name: '최서연' })).toHaveAttribute('aria-pressed', 'false');

    const academy = within(await screen.findByRole('region', { name: '한빛수학학원' }));
    expect(academy.getByText('최민준 · 중3 · 한빛중학교')).toBeInTheDocument();
    expect(
      within(academy.getByRole('list', { name: '오늘 등·하원 기록' })).getByText('14:50 등원'),
    ).toBeInTheDocument();
    expect(
      within(academy.getByRole('list', { name: '오늘 수업별 출결' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['수학 심화15:00~17:00 · 301호지각']);
    expect(within(academy.getByRole('region', { name: '이번 주 순공 시간' })).getByText('3시간')).toBeInTheDocument();
    expect(academy.getByRole('link', { name: /등원 알림/ })).toHaveAttribute(
      'href',
      '/v3/AttendanceHistory?studentId=student-1',
    );
    expect(screen.queryByRole('region', { name: '새솔영어학원' })).toBeNull();

    await user.click(switcher.getByRole('button', { name: '최서연' }));
    expect(store.getState().common.childUserId).toBe(SEOYEON);
    expect(await screen.findByRole('region', { name: '새솔영어학원' })).toBeInTheDocument();
    expect(switcher.getByRole('button', { name: '최서연' })).toHaveAttribute('aria-pressed', 'true');
    const here = within(screen.getByRole('region', { name: '한빛수학학원' }));
    expect(here.getByText('45분')).toBeInTheDocument();
    const there = within(screen.getByRole('region', { name: '새솔영어학원' }));
    expect(there.getByText('1시간 30분')).toBeInTheDocument();
    expect(there.getByText('오늘은 아직 등원하지 않았습니다.')).toBeInTheDocument();
    expect(there.getByText('최서연 학생에 관한 새 알림이 없습니다.')).toBeInTheDocument();
    // The parent is not a member of the second academy here: its history cannot be opened from this account.
    expect(there.queryByRole('link', { name: /출결 기록 보기/ })).toBeNull();
    expect(screen.queryByText('최민준 · 중3 · 한빛중학교')).toBeNull();
    expect(api.callsTo(`GET /api/me/children/${SEOYEON}/home`)).toHaveLength(1);
  });

  it('opens the history of a child at another academy of the parent there, after making it current', async () => {
    const user = userEvent.setup();
    const me = parentMe(
      [SEOYEON],
      [
        membership('PARENT'),
        { instId: OTHER_INST, instNm: '새솔영어학원', relationCd: null, role: 'PARENT', authCd: null },
      ],
    );
    renderParentHome({}, me);
    const there = within(await screen.findByRole('region', { name: '새솔영어학원' }));
    await user.click(there.getByRole('link', { name: '새솔영어학원에서 출결 기록 보기' }));
    expect(await screen.findByText('출결 기록 화면')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().common.instId).toBe(OTHER_INST));
  });

  it('shows the newest posts about the child, each opening its post, and the way to all of them', async () => {
    const post = {
      boardId: 'board-1',
      kind: 'class',
      classId: 'class-1',
      classNm: '수학 심화',
      boardUserId: 'teacher-1',
      authorNm: '박강사',
      authorRole: 'TEACHER',
      content: '오늘 실험 수업 사진입니다.\n즐거웠어요.',
      feedImage: [],
      feedFile: [],
      tagList: [{ studentId: 'student-1', studentNm: '최민준' }],
      emotionList: [],
      myEmotion: null,
      commentCnt: 2,
      readCnt: null,
      studentMaxCnt: null,
      hidden: false,
      createdAt: '2026-11-23T06:00:00.000Z',
      editedAt: null,
      mayEdit: false,
      mayModerate: false,
    };
    const api = renderParentHome({
      [`GET /api/insts/${INST_ID}/boards`]: ok({ items: [post], nextBefore: null }),
    });
    const academy = within(await screen.findByRole('region', { name: '한빛수학학원' }));
    const card = within(await academy.findByRole('region', { name: '우리 아이 소식' }));
    expect(
      await card.findByRole('link', { name: /수학 심화 · 박강사.*오늘 실험 수업 사진입니다\..*댓글 2/ }),
    ).toHaveAttribute('href', '/v3/BoardDetailPage/board-1');
    expect(card.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/v3/feed/UH?studentId=student-1');
    const [call] = api.callsTo(`GET /api/insts/${INST_ID}/boards`);
    expect(call?.query.get('scope')).toBe('UH');
    expect(call?.query.get('studentId')).toBe('student-1');
    expect(call?.query.get('limit')).toBe('3');
  });

  it('lists a child known only to the academy (no account) and shows the academy’s section for them', async () => {
    const user = userEvent.setup();
    const api = renderParentHome({
      [`GET /api/insts/${INST_ID}/home`]: ok(
        parentHome([
          childSection({ studentId: 'student-9', studentNm: '윤하늘', userId: null }, { studyMinutesWeek: 20 }),
        ]),
      ),
    });
    const switcher = within(await screen.findByRole('list', { name: '우리 아이' }));
    expect(switcher.getAllByRole('button').map((button) => button.textContent)).toEqual(['최민준', '최서연', '윤하늘']);
    await user.click(switcher.getByRole('button', { name: '윤하늘' }));
    expect(switcher.getByRole('button', { name: '윤하늘' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('20분')).toBeInTheDocument();
    expect(screen.getByText(/윤하늘 · 중3/)).toBeInTheDocument();
    // The session keeps the family's child; the academy's record has no account to keep.
    expect(store.getState().common.childUserId).toBe(MINJUN);
    expect(api.callsTo('GET /api/me/children/student-9/home')).toHaveLength(0);
  });

  it('says so when no child is connected, with the way to connect one', async () => {
    renderParentHome({ [`GET /api/insts/${INST_ID}/home`]: ok(parentHome([])) }, parentMe([]));
    expect(await screen.findByText('아직 연결된 자녀가 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '초대 코드 입력' })).toHaveAttribute('href', '/v3/InstConnect');
  });

  it('shows a parent with no academy their children’s home, and the ways to an academy', async () => {
    renderParentHome(
      { [`GET /api/me/children/${MINJUN}/home`]: ok({ ...minjunHome, academies: [] }) },
      parentMe([MINJUN], []),
    );
    expect(await screen.findByText('최민준 학생이 다니는 학원 중 연결된 곳이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('아직 연결된 학원이 없습니다.')).toBeInTheDocument();
  });
});
