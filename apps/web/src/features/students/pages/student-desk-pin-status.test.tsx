import type { MembersResponse, StudentDetailResponse } from '@academy/domain/students/students.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { StudentAddDonePage } from './student-add-done-page';
import { StudentDetailPage } from './student-detail-page';
import { StudentChangeStatusPage, StudentLeavePage } from './student-status-pages';
import { MemberListPage } from './students-list-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const STUDENT_ID = '0190cccc-0000-7000-8000-000000000001';
const base = `/api/insts/${INST_ID}`;

const student = (overrides: Partial<StudentDetailResponse> = {}): StudentDetailResponse => ({
  studentId: STUDENT_ID,
  studentNm: '김하늘',
  birthdate: '2012-03-15',
  genderCd: null,
  schoolNm: null,
  gradeYear: null,
  mobileNo: null,
  status: 'enrolled',
  statusSince: '2026-03-02',
  scheduledStatuses: [],
  connected: false,
  guardians: [],
  createdAt: '2026-03-02T03:00:00.000Z',
  memo: null,
  classes: [],
  connectedUserNm: null,
  invitation: null,
  memoCount: 0,
  deskPin: '4821',
  updatedAt: '2026-03-02T03:00:00.000Z',
  canManage: true,
  ...overrides,
});

function renderAt(path: string, element: React.ReactNode, answer: StudentDetailResponse) {
  mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${base}/students/${STUDENT_ID}`]: () => ok(answer),
  });
  renderRoutes([{ path: path.split('?')[0] as string, element }], path, { academy: 'demo' });
}

/** The definition of a term in the page's fact list (`출결 번호` → its value). */
async function definitionOf(term: string) {
  const dt = await screen.findByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('출결 번호 on the student’s page', () => {
  it('shows the desk number the student types at the kiosk', async () => {
    renderAt(`/v3/StudentDetail?studentId=${STUDENT_ID}`, <StudentDetailPage />, student());
    const value = await definitionOf('출결 번호');
    expect(within(value).getByText('4821')).toBeInTheDocument();
    expect(value).toHaveTextContent('출결 데스크에서 입력하는 번호입니다.');
  });

  it('says so when the student has none', async () => {
    renderAt(`/v3/StudentDetail?studentId=${STUDENT_ID}`, <StudentDetailPage />, student({ deskPin: null }));
    expect(await definitionOf('출결 번호')).toHaveTextContent('없음');
  });

  it('is on the registration done screen', async () => {
    renderAt(`/studentAddDoneTF?studentId=${STUDENT_ID}&studentNm=김하늘`, <StudentAddDonePage />, student());
    const value = await definitionOf('출결 번호');
    expect(within(value).getByText('4821')).toBeInTheDocument();
    expect(value).toHaveTextContent('학생이 출결 데스크에서 이 번호를 입력하면');
  });
});

describe('a status change dated ahead', () => {
  const pausing = student({ scheduledStatuses: [{ status: 'paused', effectiveDate: '2026-11-30' }] });

  it('shows today’s status and what is scheduled on the student’s page', async () => {
    renderAt(`/v3/StudentDetail?studentId=${STUDENT_ID}`, <StudentDetailPage />, pausing);
    const head = await screen.findByRole('region', { name: '김하늘' });
    expect(within(head).getByText('재원')).toBeInTheDocument();
    expect(within(head).getByText('휴원 예정 (11월 30일부터)')).toBeInTheDocument();
  });

  it('offers the changes that may follow the scheduled one, from its date', async () => {
    renderAt(`/v3/StudentChangeStatus?studentId=${STUDENT_ID}`, <StudentChangeStatusPage />, pausing);
    const choices = await screen.findByRole('group', { name: /바꿀 상태/ });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['enrolled', 'left']);
    const date = screen.getByLabelText(/적용일/);
    expect(date).toHaveValue('2026-11-30');
    expect(date).toHaveAttribute('min', '2026-11-30');
    expect(
      screen.getByText('예정된 상태 변경이 있어 2026.11.30 이후의 날짜만 선택할 수 있습니다.'),
    ).toBeInTheDocument();
  });

  it('does not offer 퇴원 again to a student already leaving on a later date', async () => {
    const leaving = student({ scheduledStatuses: [{ status: 'left', effectiveDate: '2026-12-10' }] });
    renderAt(`/v3/StudentLeave?studentId=${STUDENT_ID}`, <StudentLeavePage />, leaving);
    expect(await screen.findByText('이미 12월 10일부터 퇴원 예정입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '퇴원 처리' })).toBeNull();
  });
});

describe('구성원 목록', () => {
  it('shows staff numbers masked, as 직원 목록 does', async () => {
    const members: MembersResponse = {
      items: [
        {
          key: 'staff:1',
          kind: 'staff',
          name: '김원장',
          role: 'DIRECTOR',
          mobileNo: null,
          maskedMobileNo: '010-****-2222',
          studentId: null,
          status: null,
          connected: true,
          related: [],
        },
        {
          key: 'parent:2',
          kind: 'parent',
          name: '박보호',
          role: 'PARENT',
          mobileNo: '01033334444',
          maskedMobileNo: null,
          studentId: null,
          status: null,
          connected: false,
          related: ['김하늘'],
        },
      ],
      total: 2,
      page: 1,
      size: 20,
      counts: { student: 0, parent: 1, staff: 1 },
    };
    mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), [`GET ${base}/members`]: () => ok(members) });
    renderRoutes([{ path: '/v3/MemberList', element: <MemberListPage /> }], '/v3/MemberList', { academy: 'demo' });
    const list = await screen.findByRole('list', { name: '구성원 목록' });
    expect(await within(list).findByText(/010-\*\*\*\*-2222/)).toBeInTheDocument();
    expect(within(list).getByText(/010-3333-4444/)).toBeInTheDocument();
    expect(within(list).queryByText(/번호 없음/)).toBeNull();
  });
});
