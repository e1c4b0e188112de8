import type { DuplicatesResponse, RegisterStudentResponse } from '@academy/domain/students/students.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { StudentRegisterPage } from './student-register-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const STUDENT_ID = '44444444-4444-4444-8444-444444444444';
const EXISTING_ID = '55555555-5555-4555-8555-555555555555';
const base = `/api/insts/${INST_ID}/students`;

const DUPLICATE: DuplicatesResponse = {
  candidates: [
    {
      studentId: EXISTING_ID,
      studentNm: '김민준',
      birthdate: '2012-03-15',
      mobileNo: null,
      status: 'paused',
      gradeYear: 8,
      schoolNm: '한빛중학교',
      matchedBy: ['name_birthdate'],
    },
  ],
};

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
    classes: [],
    connectedUserNm: null,
    invitation: null,
    memoCount: 0,
    deskPin: '4821',
    updatedAt: '2026-11-22T03:00:00.000Z',
    canManage: true,
  },
  invitations: [{ guardianId: 'g1', guardianNm: '김보호', result: 'sent' }],
};

function renderPage(duplicates: DuplicatesResponse) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`POST ${base}/duplicates`]: () => ok(duplicates),
    [`POST ${base}`]: (call) => {
      const body = call.body as { guardians: { mobileNo: string }[] };
      if (body.guardians[0]?.mobileNo === '01000000000') {
        return fail(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해 주세요.', {
          'guardians.0.mobileNo': '같은 휴대폰 번호의 보호자가 이미 있습니다.',
        });
      }
      return ok(REGISTERED);
    },
  });
  renderRoutes(
    [{ path: '/v3/StudentRegister', element: <StudentRegisterPage /> }, landing('/v3/StudentDetail', '원생 상세 화면')],
    '/v3/StudentRegister',
  );
  return api;
}

async function fillStudent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /이름/ }), '김민준');
  fireEvent.change(screen.getByLabelText(/생년월일/), { target: { value: '2012-03-15' } });
}

describe('StudentRegister', () => {
  it('checks the fields with the domain schema before calling the server', async () => {
    const user = userEvent.setup();
    const api = renderPage({ candidates: [] });
    await user.click(await screen.findByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('이름을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('생년월일을 입력해 주세요')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /휴대폰 번호/ }), '02-123-4567');
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/duplicates`)).toHaveLength(0);
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);
  });

  it('warns about a possible duplicate before saving, and saves only when told it is someone else', async () => {
    const user = userEvent.setup();
    const api = renderPage(DUPLICATE);
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: '보호자 추가' }));
    const guardian = screen.getByRole('group', { name: '보호자 1' });
    await user.type(within(guardian).getByRole('textbox', { name: /보호자 이름/ }), '김보호');
    await user.type(within(guardian).getByRole('textbox', { name: /보호자 휴대폰 번호/ }), '010-9876-5432');
    expect(screen.getByRole('checkbox', { name: /보호자에게 초대 문자 보내기/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '원생 등록' }));

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('이미 등록된 원생일 수 있습니다');
    expect(within(warning).getByRole('link', { name: '김민준' })).toHaveAttribute(
      'href',
      `/v3/StudentDetail?studentId=${EXISTING_ID}`,
    );
    expect(warning).toHaveTextContent('이름·생년월일 같음');
    expect(warning).toHaveTextContent('휴원');
    expect(api.callsTo(`POST ${base}/duplicates`)[0]?.body).toEqual({
      studentNm: '김민준',
      birthdate: '2012-03-15',
      mobileNo: '',
    });
    expect(api.callsTo(`POST ${base}`)).toHaveLength(0);

    await user.click(within(warning).getByRole('button', { name: '다른 사람이에요, 등록하기' }));
    expect(await screen.findByText('원생 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}`)[0]?.body).toMatchObject({
      studentNm: '김민준',
      birthdate: '2012-03-15',
      guardians: [{ guardianNm: '김보호', mobileNo: '01098765432', relationType: '어머니' }],
      inviteGuardians: true,
      classIds: [],
    });
  });

  it('drops the warning when the name changes, and saves at once when nobody matches', async () => {
    const user = userEvent.setup();
    let answer = DUPLICATE;
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`POST ${base}/duplicates`]: () => ok(answer),
      [`POST ${base}`]: () => ok(REGISTERED),
    });
    renderRoutes(
      [
        { path: '/v3/StudentRegister', element: <StudentRegisterPage /> },
        landing('/v3/StudentDetail', '원생 상세 화면'),
      ],
      '/v3/StudentRegister',
    );
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = { candidates: [] };
    await user.type(screen.getByRole('textbox', { name: /이름/ }), '호');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('원생 상세 화면')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}`)[0]?.body).toMatchObject({ studentNm: '김민준호' });
  });

  it("shows the server's field message under the guardian's mobile", async () => {
    const user = userEvent.setup();
    renderPage({ candidates: [] });
    await fillStudent(user);
    await user.click(screen.getByRole('button', { name: '보호자 추가' }));
    const guardian = screen.getByRole('group', { name: '보호자 1' });
    await user.type(within(guardian).getByRole('textbox', { name: /보호자 이름/ }), '김보호');
    await user.type(within(guardian).getByRole('textbox', { name: /보호자 휴대폰 번호/ }), '01000000000');
    await user.click(screen.getByRole('button', { name: '원생 등록' }));
    expect(await screen.findByText('같은 휴대폰 번호의 보호자가 이미 있습니다.')).toBeInTheDocument();
  });
});
