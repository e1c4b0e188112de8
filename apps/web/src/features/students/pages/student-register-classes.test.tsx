import type { ClassListItem } from '@academy/domain/class/class.schema';
import type { RegisterStudentResponse } from '@academy/domain/students/students.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { type ApiAnswer, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { StudentRegisterPage } from './student-register-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const base = `/api/insts/${INST_ID}`;
const A = '0190aaaa-0000-7000-8000-00000000000a';
const B = '0190aaaa-0000-7000-8000-00000000000b';
const STUDENT_ID = '0190bbbb-0000-7000-8000-000000000001';

const cls = (classId: string, classNm: string, fixed: number | null, studentCount: number): ClassListItem => ({
  classId,
  classNm,
  compulsorySubject: '수학',
  classTpCd: '010',
  status: 'open',
  lecDay: [1],
  lecStartDt: '2026-01-05',
  lecEndDt: null,
  lectureList: [],
  teacherNms: [],
  fixed,
  studentCount,
  imageUrl: '/class-images/class001.jpg',
  isMine: false,
});

const REGISTERED: RegisterStudentResponse = {
  student: {
    studentId: STUDENT_ID,
    studentNm: '김민준',
    birthdate: '2012-03-15',
    genderCd: null,
    schoolNm: null,
    gradeYear: null,
    mobileNo: null,
    status: 'enrolled',
    statusSince: '2026-11-22',
    scheduledStatuses: [],
    connected: false,
    guardians: [],
    createdAt: '2026-11-22T03:00:00.000Z',
    memo: null,
    classes: [
      {
        enrolmentId: 'e1',
        classId: A,
        classNm: '수학 A반',
        startDate: '2026-11-22',
        endDate: null,
        active: true,
      },
    ],
    connectedUserNm: null,
    invitation: null,
    memoCount: 0,
    deskPin: '4821',
    updatedAt: '2026-11-22T03:00:00.000Z',
    canManage: true,
  },
  invitations: [],
};

function renderPage(
  register: () => ApiAnswer,
  classes: ClassListItem[] = [cls(A, '수학 A반', 10, 3), cls(B, '심화반', 1, 1)],
  address = '/v3/StudentRegister',
) {
  const api = mockApi({
    'GET /api/auth/me': ok(DIRECTOR_ME),
    [`GET ${base}/classes`]: ok({ items: classes, canCreate: true }),
    [`POST ${base}/students/duplicates`]: ok({ candidates: [] }),
    [`POST ${base}/students`]: () => register(),
  });
  renderRoutes(
    [{ path: '/v3/StudentRegister', element: <StudentRegisterPage /> }, landing('/v3/StudentDetail', '원생 상세 화면')],
    address,
    { academy: 'demo' },
  );
  return api;
}

async function fillStudent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /이름/ }), '김민준');
  fireEvent.change(screen.getByLabelText(/생년월일/), { target: { value: '2012-03-15' } });
}

describe('StudentRegister with classes', () => {
  it('offers the open classes with their seats and registers the student into the chosen ones', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ok(REGISTERED));
    await fillStudent(user);
    const classes = await screen.findByRole('group', { name: '수강할 반' });
    const first = await within(classes).findByRole('checkbox', { name: /수학 A반/ });
    expect(within(classes).getByText('정원 10명 중 3명')).toBeInTheDocument();
    await user.click(first);
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('원생 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/students`)[0]?.body).toMatchObject({ studentNm: '김민준', classIds: [A] });
  });

  it("shows the server's refusal of a full class under the classes, and stays on the form", async () => {
    const user = userEvent.setup();
    const message = '심화반은 정원 1명이 모두 찼습니다. 다른 반을 선택하거나 정원을 늘린 뒤 등록해 주세요.';
    const api = renderPage(() => fail(409, 'CLASS_FULL', message, { classIds: message }));
    await fillStudent(user);
    await user.click(await screen.findByRole('checkbox', { name: /심화반/ }));
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    const classes = screen.getByRole('group', { name: '수강할 반' });
    expect(await within(classes).findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('원생 상세 화면')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`POST ${base}/students`)).toHaveLength(1));
  });

  it('says when the academy has no open class yet, and registers without one', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ok({ ...REGISTERED, student: { ...REGISTERED.student, classes: [] } }), []);
    await fillStudent(user);
    expect(
      await screen.findByText('아직 운영 중인 반이 없습니다. 반을 만든 뒤 반 상세에서 원생을 등록할 수 있습니다.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('원생 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/students`)[0]?.body).toMatchObject({ classIds: [] });
  });

  it('comes with the class chosen when opened from that class (its done page)', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ok(REGISTERED), undefined, `/v3/StudentRegister?classId=${B}`);
    await fillStudent(user);
    const classes = await screen.findByRole('group', { name: '수강할 반' });
    expect(await within(classes).findByRole('checkbox', { name: /심화반/ })).toBeChecked();
    expect(within(classes).getByRole('checkbox', { name: /수학 A반/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('원생 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/students`)[0]?.body).toMatchObject({ classIds: [B] });
  });
});
