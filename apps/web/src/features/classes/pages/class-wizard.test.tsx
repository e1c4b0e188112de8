import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patchClass, resetClass } from '../../../store/class-slice';
import { store } from '../../../store/store';
import { DIRECTOR_ME, INST_ID, TEACHER_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-classes';
import { ClassCreateDonePage } from './class-create-done-page';
import { ClassCreatePage } from './class-create-page';
import { ClassCreateTfPage } from './class-create-tf-page';
import { ClassCreate2Page } from './class-create2-page';
import { SelectTeacherPage } from './select-teacher-page';
import { SelectTuitionPage } from './select-tuition-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';

const CREATED: ClassDetailResponse = {
  classId: CLASS_ID,
  classNm: '중등 수학 A반',
  compulsorySubject: '수학',
  classTpCd: '010',
  status: 'open',
  closedAt: null,
  fixed: 12,
  studentCount: 0,
  lecDay: [1, 3],
  lecStartDt: '2026-11-02',
  lecEndDt: null,
  lectureList: [],
  teachers: [],
  pendingTeachers: [{ inviteId: 'inv-1', teacherNm: '정새봄', maskedMobileNo: '010-****-1234', state: 'usable' }],
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

const ROUTES = [
  { path: '/classCreate', element: <ClassCreatePage /> },
  { path: '/classCreate2', element: <ClassCreate2Page /> },
  { path: '/classCreateTF', element: <ClassCreateTfPage /> },
  { path: '/classCreateDoneTF', element: <ClassCreateDonePage /> },
  { path: '/selectTeacher', element: <SelectTeacherPage /> },
  { path: '/selectTuition', element: <SelectTuitionPage /> },
];

function serve(
  create = () =>
    ok({
      class: CREATED,
      teacherInvite: {
        inviteId: 'inv-1',
        code: 'K7M2Q9XA',
        teacherNm: '정새봄',
        expiresAt: '2026-12-06T03:00:00.000Z',
      },
    }),
) {
  return mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET /api/insts/${INST_ID}/class-teachers`]: () =>
      ok({ teachers: [{ userId: TEACHER_ID, userNm: '박강사', relationCd: '050', maskedMobileNo: '010-****-4444' }] }),
    [`GET /api/insts/${INST_ID}/tuitions`]: () => ok({ tuitions: [] }),
    [`POST /api/insts/${INST_ID}/classes`]: create,
    [`GET /api/insts/${INST_ID}/classes/${CLASS_ID}`]: () => ok(CREATED),
  });
}

describe('the class wizard', () => {
  it('step 1 explains what is missing, keeps the headcount to digits and 9999, and 1:1 to one student', async () => {
    const user = userEvent.setup();
    serve();
    renderRoutes(ROUTES, '/classCreate');
    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(await screen.findByText('반 이름을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('과목을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('정원을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('수업 요일을 선택해 주세요')).toBeInTheDocument();

    const fixed = screen.getByRole('textbox', { name: /정원/ });
    await user.type(fixed, '12명');
    expect(fixed).toHaveValue('12');
    await user.clear(fixed);
    await user.type(fixed, '123456');
    expect(fixed).toHaveValue('9999');
    await user.click(screen.getByRole('radio', { name: /1:1 수업/ }));
    await waitFor(() => expect(fixed).toHaveValue('1'));
    expect(fixed).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: '수업 요일' })).toBeInTheDocument();
  });

  it('creates a class through the three steps with a new teacher and a new tuition, in one request', async () => {
    const user = userEvent.setup();
    const api = serve();
    const { router } = renderRoutes(ROUTES, '/classCreate');

    // Step 1
    expect(await screen.findByRole('navigation', { name: '반 만들기 단계' })).toHaveTextContent('3단계 중 1단계');
    await user.type(screen.getByRole('textbox', { name: /반 이름/ }), '중등 수학 A반');
    await user.type(screen.getByRole('textbox', { name: /과목/ }), '수학');
    await user.type(screen.getByRole('textbox', { name: /정원/ }), '12');
    const days = screen.getByRole('group', { name: /수업 요일/ });
    await user.click(within(days).getByRole('checkbox', { name: '월' }));
    await user.click(within(days).getByRole('checkbox', { name: '수' }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    // Step 2: a slot per chosen day; overlapping slots are refused on the spot
    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreate2'));
    expect(store.getState().class).toMatchObject({ classNm: '중등 수학 A반', fixed: 12, lecDay: [1, 3] });
    await user.type(await screen.findByLabelText(/수업 시작일/), '2026-11-02');
    expect(screen.getAllByRole('group', { name: /요일 수업 시간/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '수업 시간 추가' }));
    const starts = screen.getAllByLabelText(/시작 시간/);
    await user.clear(starts[2] as HTMLElement);
    await user.type(starts[2] as HTMLElement, '16:30');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(
      await screen.findByText('같은 요일의 다른 수업 시간과 겹칩니다. 시간을 다시 확인해 주세요.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '월요일 수업 시간 삭제' })[1] as HTMLElement);
    await user.type(screen.getAllByLabelText(/강의실/)[0] as HTMLElement, '201호');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('강사를 선택하거나 새 강사를 추가해 주세요.')).toBeInTheDocument();

    // 강사: a new teacher, the number kept to digits
    await user.click(screen.getByRole('link', { name: '강사 선택' }));
    expect(await screen.findByRole('button', { name: '박강사 이 강사로 선택' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /강사 이름/ }), '정새봄');
    const number = screen.getByRole('textbox', { name: /휴대폰 번호/ });
    await user.type(number, '010-7777-1234');
    expect(number).toHaveValue('01077771234');
    await user.click(screen.getByRole('button', { name: '새 강사로 선택' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreate2'));
    expect(await screen.findByText('초대 예정')).toBeInTheDocument();

    // 수강료: a new one, the amount kept to digits
    await user.click(screen.getByRole('link', { name: '수강료 선택' }));
    await user.type(await screen.findByRole('textbox', { name: /수강료 이름/ }), '중등 월 수강료');
    const amount = screen.getByRole('textbox', { name: '수강료' });
    await user.type(amount, '320,000원');
    expect(amount).toHaveValue('320000');
    await user.click(screen.getByRole('button', { name: '새 수강료로 선택' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreate2'));
    // The slots typed before leaving are still there (the draft keeps them).
    expect((await screen.findAllByLabelText(/강의실/))[0]).toHaveValue('201호');
    await user.click(screen.getByRole('button', { name: '다음' }));

    // Step 3
    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreateTF'));
    expect(await screen.findByRole('radio', { name: /회차 소진 시 청구/ })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: '청구일' }), '25');
    await user.click(screen.getByRole('radio', { name: '기본 이미지 3' }));
    await user.click(screen.getByRole('checkbox', { name: '수강료 공개' }));
    await user.type(screen.getByRole('textbox', { name: /태그/ }), '중등, 내신');
    await user.click(screen.getByRole('button', { name: '반 만들기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreateDoneTF'));
    const [post] = api.callsTo(`POST /api/insts/${INST_ID}/classes`);
    expect(post?.body).toEqual({
      classNm: '중등 수학 A반',
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 12,
      lecDay: [1, 3],
      lecStartDt: '2026-11-02',
      lecEndDt: null,
      lectureList: [
        { day: 1, start: '16:00', end: '17:00', room: '201호' },
        { day: 3, start: '16:00', end: '17:00', room: '' },
      ],
      teacherId: null,
      newTeacher: { name: '정새봄', number: '01077771234' },
      tuitionId: null,
      newTuition: { name: '중등 월 수강료', billingUnit: 'MONTH', amount: 320000, round: null },
      payDtTpCd: '010',
      appointedDt: '25',
      imageFileNm: 'class003.jpg',
      uploadImages: [],
      showYn: 'Y#Y#Y#N',
      classIntroContent: '',
      tags: ['중등', '내신'],
    });
    expect(await screen.findByText('K7M2Q9XA')).toBeInTheDocument();
    expect(screen.getByText("'중등 수학 A반' 반이 열렸어요. 이제 원생을 등록해 보세요.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '월간 일정 보기' })).toHaveAttribute(
      'href',
      '/v3/MonthlySchedule?month=2026-11',
    );
    // The draft is emptied once the class exists.
    expect(store.getState().class.classNm).toBe('');
  });

  it('shows the server’s refusal and keeps the draft', async () => {
    const user = userEvent.setup();
    serve(() =>
      fail(
        409,
        'CLASS_ROOM_CONFLICT',
        "'고등 물리' 반이 같은 시간에 201호를 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.",
        {
          'lectureList.0.room': "'고등 물리' 반이 같은 시간에 201호를 쓰고 있습니다.",
        },
      ),
    );
    store.dispatch(resetClass());
    store.dispatch(
      patchClass({
        classNm: '충돌반',
        compulsorySubject: '물리',
        classTpCd: '010',
        fixed: 5,
        lecDay: [2],
        lecStartDt: '2026-11-03',
        lectureList: [{ day: 2, start: '20:00', end: '21:00', room: '201호' }],
        teacherId: TEACHER_ID,
        teacherNm: '박강사',
      }),
    );
    renderRoutes(ROUTES, '/classCreateTF', { keepDraft: true });
    await user.click(await screen.findByRole('button', { name: '반 만들기' }));
    expect(
      await screen.findByText("'고등 물리' 반이 같은 시간에 201호를 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요."),
    ).toBeInTheDocument();
    expect(store.getState().class.classNm).toBe('충돌반');
  });

  it('sends the director back to the step that misses something', async () => {
    const user = userEvent.setup();
    const api = serve();
    store.dispatch(resetClass());
    store.dispatch(patchClass({ classNm: '', lecDay: [1] }));
    const { router } = renderRoutes(ROUTES, '/classCreateTF', { keepDraft: true });
    await user.click(await screen.findByRole('button', { name: '반 만들기' }));
    expect(
      await screen.findByText('앞 단계에서 빠진 내용이 있습니다. 해당 단계로 돌아가 확인해 주세요.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/classCreate'));
    expect(api.callsTo(`POST /api/insts/${INST_ID}/classes`)).toHaveLength(0);
  });
});
