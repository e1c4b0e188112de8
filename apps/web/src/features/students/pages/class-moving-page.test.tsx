import { addDays } from '@academy/domain/calendar/calendar.rules';
import type {
  ClassListItem,
  ClassListResponse,
  ClassStudentsResponse,
  MoveStudentsResponse,
} from '@academy/domain/class/class.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { type ApiAnswer, fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { ClassMovingPage } from './class-moving-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const A = '0190aaaa-0000-7000-8000-00000000000a';
const B = '0190aaaa-0000-7000-8000-00000000000b';
const C = '0190aaaa-0000-7000-8000-00000000000c';
const MINJUN = '0190bbbb-0000-7000-8000-000000000001';
const DOYUN = '0190bbbb-0000-7000-8000-000000000002';
const HAEUN = '0190bbbb-0000-7000-8000-000000000003';
const base = `/api/insts/${INST_ID}`;
const today = todayBusinessDate();

const cls = (classId: string, classNm: string, fixed: number | null, studentCount: number): ClassListItem => ({
  classId,
  classNm,
  compulsorySubject: '수학',
  classTpCd: '010',
  status: 'open',
  lecDay: [1, 3],
  lecStartDt: '2026-01-05',
  lecEndDt: null,
  lectureList: [],
  teacherNms: ['박강사'],
  fixed,
  studentCount,
  imageUrl: '/class-images/class001.jpg',
  isMine: false,
});

const CLASSES: ClassListResponse = {
  items: [cls(A, '수학 A반', 10, 3), cls(B, '수학 B반', 10, 4), cls(C, '심화반', null, 2)],
  canCreate: true,
};

const enrolment = (studentId: string, studentNm: string, startDate: string, endDate: string | null = null) => ({
  enrolmentId: `e-${studentId}`,
  studentId,
  studentNm,
  schoolNm: null,
  gradeYear: null,
  startDate,
  endDate,
  active: startDate <= today && (endDate === null || endDate >= today),
});

const ROSTER_A: ClassStudentsResponse = {
  enrolments: [
    enrolment(MINJUN, '최민준', addDays(today, -60)),
    enrolment(DOYUN, '김도윤', addDays(today, -30)),
    // Joins only in a week: not movable today.
    enrolment(HAEUN, '이하은', addDays(today, 7)),
  ],
  fixed: 10,
  activeCount: 2,
};

const MOVED: MoveStudentsResponse = {
  fromClass: { classId: A, classNm: '수학 A반' },
  toClass: { classId: B, classNm: '수학 B반' },
  moveDate: today,
  moves: [{ moveId: 'm1', studentId: MINJUN, studentNm: '최민준', fromEnrolmentId: 'e1', toEnrolmentId: 'e2' }],
};

function renderPage(url: string, options: { me?: unknown; move?: (body: unknown) => ApiAnswer } = {}) {
  const api = mockApi({
    'GET /api/auth/me': ok(options.me ?? DIRECTOR_ME),
    [`GET ${base}/classes`]: ok(CLASSES),
    [`GET ${base}/classes/${A}/students`]: ok(ROSTER_A),
    [`GET ${base}/classes/${B}/students`]: ok({ enrolments: [], fixed: 10, activeCount: 0 }),
    [`POST ${base}/class-moves`]: (call) => (options.move ? options.move(call.body) : ok(MOVED)),
  });
  renderRoutes([{ path: '/v3/ClassMoving', element: <ClassMovingPage /> }], url, {
    academy: 'demo',
    extra: <ToastHost />,
  });
  return api;
}

describe('ClassMoving', () => {
  it('moves the student chosen on their page to another class from today, after a confirm, and says so', async () => {
    const user = userEvent.setup();
    const api = renderPage(`/v3/ClassMoving?fromClassId=${A}&studentId=${MINJUN}`);

    const from = await screen.findByRole('combobox', { name: /지금 반/ });
    expect(from).toHaveValue(A);
    expect(screen.getByLabelText(/옮기는 날/)).toHaveValue(today);
    const students = await screen.findByRole('group', { name: '옮길 원생' });
    expect(await within(students).findByRole('checkbox', { name: /최민준/ })).toBeChecked();
    expect(within(students).getByRole('checkbox', { name: /김도윤/ })).not.toBeChecked();
    expect(within(students).queryByRole('checkbox', { name: /이하은/ })).not.toBeInTheDocument();

    const to = screen.getByRole('combobox', { name: /옮길 반/ });
    // The class moved from is not offered as the target.
    expect(within(to).queryByRole('option', { name: /수학 A반/ })).not.toBeInTheDocument();
    expect(within(to).getByRole('option', { name: '수학 B반 · 정원 10명 중 4명' })).toBeInTheDocument();
    expect(within(to).getByRole('option', { name: '심화반 · 정원 없음 · 2명 수강 중' })).toBeInTheDocument();
    await user.selectOptions(to, B);
    await user.click(screen.getByRole('button', { name: '반 이동' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      `최민준 원생을 수학 A반에서 수학 B반으로 ${formatShortDate(today)}부터 옮길까요? ${formatShortDate(addDays(today, -1))}까지의 수업과 출결은 수학 A반에 남습니다.`,
    );
    expect(api.callsTo(`POST ${base}/class-moves`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '예' }));

    expect(await screen.findByText('1명을 수학 B반으로 옮겼습니다.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/class-moves`)[0]?.body).toEqual({
      fromClassId: A,
      toClassId: B,
      studentIds: [MINJUN],
      moveDate: today,
    });
    const result = screen.getByRole('region', { name: '옮긴 원생' });
    expect(result).toHaveTextContent(`최민준 · ${formatShortDate(today)}부터 수학 B반`);
    expect(within(result).getByRole('link', { name: '최민준 이력 보기' })).toHaveAttribute(
      'href',
      `/v3/StudentHistory?studentId=${MINJUN}`,
    );
    expect(within(result).getByRole('link', { name: '수학 B반 수강생 보기' })).toHaveAttribute(
      'href',
      `/classDetail?classId=${B}#students`,
    );
  });

  it('lists the students of the chosen day, and selects them all at once', async () => {
    const user = userEvent.setup();
    const api = renderPage(`/v3/ClassMoving?fromClassId=${A}`);
    const students = await screen.findByRole('group', { name: '옮길 원생' });
    await within(students).findByRole('checkbox', { name: /최민준/ });
    fireEvent.change(screen.getByLabelText(/옮기는 날/), { target: { value: addDays(today, 10) } });
    expect(await within(students).findByRole('checkbox', { name: /이하은/ })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/옮기는 날/), { target: { value: today } });
    await waitFor(() => expect(within(students).queryByRole('checkbox', { name: /이하은/ })).not.toBeInTheDocument());

    await user.click(within(students).getByRole('checkbox', { name: '모두 선택' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /옮길 반/ }), C);
    await user.click(screen.getByRole('button', { name: '반 이동' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('최민준, 김도윤 원생을 수학 A반에서 심화반으로');
    await user.click(within(dialog).getByRole('button', { name: '예' }));
    await waitFor(() => expect(api.callsTo(`POST ${base}/class-moves`)).toHaveLength(1));
    expect(api.callsTo(`POST ${base}/class-moves`)[0]?.body).toMatchObject({
      studentIds: [MINJUN, DOYUN],
      toClassId: C,
    });
  });

  it('says in Korean what is missing before calling the server, and sends nothing when the confirm is declined', async () => {
    const user = userEvent.setup();
    const api = renderPage('/v3/ClassMoving');
    await user.click(await screen.findByRole('button', { name: '반 이동' }));
    expect(await screen.findByText('지금 반을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('옮길 원생을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('옮길 반을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('지금 반을 먼저 선택해 주세요.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /지금 반/ }), A);
    await user.click(await screen.findByRole('checkbox', { name: /김도윤/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /옮길 반/ }), B);
    await user.click(screen.getByRole('button', { name: '반 이동' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '아니요' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(`POST ${base}/class-moves`)).toHaveLength(0);
  });

  it("shows the server's Korean refusal under the field it names, and a whole-request refusal in a modal", async () => {
    const user = userEvent.setup();
    const full = '수학 B반은 정원 10명이 모두 찼습니다. 정원을 늘리거나 다른 반을 선택해 주세요.';
    let answer: ApiAnswer = fail(409, 'CLASS_FULL', full, { studentIds: full });
    renderPage(`/v3/ClassMoving?fromClassId=${A}&studentId=${DOYUN}`, { move: () => answer });
    await screen.findByRole('checkbox', { name: /김도윤/ });
    await user.selectOptions(screen.getByRole('combobox', { name: /옮길 반/ }), B);
    await user.click(screen.getByRole('button', { name: '반 이동' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
    expect(screen.queryByRole('region', { name: '옮긴 원생' })).not.toBeInTheDocument();

    answer = fail(404, 'NOT_FOUND', '요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.');
    await user.click(screen.getByRole('button', { name: '반 이동' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));
    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다. 주소를 확인해 주세요.')).toBeInTheDocument();
  });

  it('tells a teacher that only the director or a manager with 수업 관리 moves students', async () => {
    const api = renderPage('/v3/ClassMoving', {
      me: meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '050', role: 'TEACHER', authCd: '020' }]),
    });
    expect(await screen.findByText('이 화면을 볼 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByText('반 이동은 원장 또는 수업 관리 권한이 있는 실장이 할 수 있습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '반 이동' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${base}/classes`)).toHaveLength(0);
  });
});
