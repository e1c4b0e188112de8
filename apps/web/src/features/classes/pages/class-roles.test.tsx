import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-classes';
import { ClassCreateDonePage } from './class-create-done-page';
import { ClassCreatePage } from './class-create-page';
import { ClassMainPage } from './class-main-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';

const member = (relationCd: '010' | '030' | '050' | null, authCd: string | null = null): MeResponse => {
  const role = relationCd === '010' ? 'STUDENT' : relationCd === '030' ? 'MANAGER' : relationCd ? 'TEACHER' : 'PARENT';
  return meWith([{ instId: INST_ID, instNm: INST_NM, relationCd, role, authCd }]);
};

const CLASS: ClassDetailResponse = {
  classId: CLASS_ID,
  classNm: '중등 수학 A반',
  compulsorySubject: '수학',
  classTpCd: '010',
  status: 'open',
  closedAt: null,
  fixed: 12,
  studentCount: 0,
  lecDay: [1],
  lecStartDt: '2026-11-02',
  lecEndDt: null,
  lectureList: [],
  teachers: [],
  pendingTeachers: [],
  tuition: null,
  payDtTpCd: '010',
  appointedDt: '25',
  imageFileNm: 'class003.jpg',
  uploadImages: [],
  imageUrls: ['/class-images/class003.jpg'],
  showYn: 'Y#Y#Y#N',
  classIntroContent: null,
  tags: [],
  createdAt: '2026-11-22T03:00:00.000Z',
  abilities: { canEdit: true, canEnrol: true, canClose: true },
};

/** Three digits in brackets: an internal code a person should never read. */
const RAW_CODE = /\(\d{3}\)/;

function renderMain(me: MeResponse) {
  mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/classes`]: () => ok({ items: [], canCreate: false }),
  });
  renderRoutes([{ path: '/v3/class/MainPage', element: <ClassMainPage /> }], '/v3/class/MainPage');
}

function renderDone(me: MeResponse) {
  mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/classes/${CLASS_ID}`]: () => ok(CLASS),
  });
  renderRoutes(
    [{ path: '/classCreateDoneTF', element: <ClassCreateDonePage /> }],
    `/classCreateDoneTF?classId=${CLASS_ID}`,
  );
}

describe('반 screens speak to the reader’s role', () => {
  it('tells a student where their own classes appear, never speaking of 자녀', async () => {
    renderMain(member('010'));
    expect(await screen.findByText('내가 등록된 반이 여기에 보여요.')).toBeInTheDocument();
    expect(screen.queryByText(/자녀/)).toBeNull();
  });

  it('tells a parent where their children’s classes appear', async () => {
    renderMain(member(null));
    expect(await screen.findByText('자녀가 등록된 반이 여기에 보여요.')).toBeInTheDocument();
  });

  it('explains to staff without 수업 관리 why they cannot make a class, in words and not codes', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(member('030', '031#032')) });
    renderRoutes([{ path: '/classCreate', element: <ClassCreatePage /> }], '/classCreate');
    expect(await screen.findByText('반을 만들 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByText(/수업 관리 권한이 있는 직원만/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_CODE);
    expect(screen.queryByRole('textbox', { name: /반 이름/ })).toBeNull();
  });
});

describe('/classCreateDoneTF', () => {
  it('takes the director to the student registration with the new class chosen', async () => {
    renderDone(DIRECTOR_ME);
    const register = await screen.findByRole('link', { name: '원생 등록하기' });
    expect(register).toHaveAttribute('href', `/v3/StudentRegister?classId=${CLASS_ID}`);
    expect(screen.getByRole('link', { name: '반 관리로 가기' })).toHaveAttribute(
      'href',
      `/classDetail?classId=${CLASS_ID}`,
    );
  });

  it('offers a teacher, who cannot register students, to add the academy’s students to the class instead', async () => {
    renderDone(member('050', '020'));
    const add = await screen.findByRole('link', { name: '수강생 추가하기' });
    expect(add).toHaveAttribute('href', `/classDetail?classId=${CLASS_ID}#students`);
    expect(screen.queryByRole('link', { name: '원생 등록하기' })).toBeNull();
  });
});
