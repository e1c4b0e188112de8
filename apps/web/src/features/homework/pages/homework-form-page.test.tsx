import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, CLASS_ID, DETAIL, fileOf, HOMEWORK_ID, STUDENT_A, STUDENT_B } from '../testing/homework-fixtures';
import { HomeworkFormPage } from './homework-form-page';

const uploads: {
  file: File;
  target: string;
  resolve: (view: HomeworkFileView) => void;
  progress?: (f: number) => void;
}[] = [];
vi.mock('../api/upload-homework-file', () => ({
  uploadHomeworkFile: (_instId: string, target: string, file: File, options: { onProgress?: (f: number) => void }) =>
    new Promise<HomeworkFileView>((resolve) => uploads.push({ file, target, resolve, progress: options.onProgress })),
}));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  uploads.length = 0;
});

const routes = [
  { path: '/v3/homework/form/:homeworkId?', element: <HomeworkFormPage /> },
  landing('/v3/homework/manage/:homeworkId', '제출 관리 화면'),
];

const options = () =>
  mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${BASE}/homework/form-options`]: (call) =>
      ok({
        classes: [{ classId: CLASS_ID, classNm: '초등 사고력 수학' }],
        students: call.query.get('classId')
          ? [
              { studentId: STUDENT_A, studentNm: '최서연' },
              { studentId: STUDENT_B, studentNm: '정지우' },
            ]
          : [],
      }),
    [`POST ${BASE}/homework`]: () => ok(DETAIL),
    [`PATCH ${BASE}/homework/${HOMEWORK_ID}`]: () => ok(DETAIL),
    [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () => ok(DETAIL),
  });

async function fillBasics() {
  await screen.findByRole('option', { name: '초등 사고력 수학' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /반/ }), CLASS_ID);
  await userEvent.type(screen.getByRole('textbox', { name: /숙제 제목/ }), '교재 32~35쪽 풀기');
  fireEvent.change(screen.getByLabelText(/마감일/), { target: { value: '2099-12-01' } });
  fireEvent.change(screen.getByLabelText(/마감 시각/), { target: { value: '21:30' } });
}

describe('giving homework', () => {
  it('sends the class, the title, the Seoul due time, the chosen students and an uploaded file', async () => {
    const api = options();
    const { router } = renderRoutes(routes, '/v3/homework/form', { academy: 'demo' });
    await fillBasics();
    await userEvent.click(screen.getByRole('radio', { name: /원생 선택/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '정지우' }));
    expect(screen.getByText('1명 선택됨')).toBeInTheDocument();

    const input = screen.getByLabelText('파일 추가', { selector: 'input' });
    await userEvent.upload(input, new File(['x'], '학습지.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.target).toBe('assignment');
    uploads[0]?.progress?.(0.5);
    expect(await screen.findByRole('progressbar', { name: /학습지.pdf 올리는 중/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '숙제 내기' })).toBeDisabled();
    uploads[0]?.resolve(fileOf(2, 'document'));
    expect(await screen.findByText('학습지2.pdf')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '숙제 내기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/v3/homework/manage/${HOMEWORK_ID}`));
    expect(api.callsTo(`POST ${BASE}/homework`)[0]?.body).toEqual({
      classId: CLASS_ID,
      title: '교재 32~35쪽 풀기',
      instructions: '',
      dueAt: '2099-12-01T21:30:00+09:00',
      studentIds: [STUDENT_B],
      files: [fileOf(2, 'document').fileNm],
    });
  });

  it('gives to the whole class without a student list, and refuses a due time in the past before sending', async () => {
    const api = options();
    renderRoutes(routes, '/v3/homework/form', { academy: 'demo' });
    await fillBasics();
    fireEvent.change(screen.getByLabelText(/마감일/), { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: '숙제 내기' }));
    expect(await screen.findByText('마감 시각은 지금 이후로 정해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}/homework`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/마감일/), { target: { value: '2099-12-01' } });
    await userEvent.click(screen.getByRole('button', { name: '숙제 내기' }));
    await waitFor(() => expect(api.callsTo(`POST ${BASE}/homework`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BASE}/homework`)[0]?.body).not.toHaveProperty('studentIds');
  });

  it('shows the server’s field refusal under its field', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${BASE}/homework/form-options`]: () =>
        ok({ classes: [{ classId: CLASS_ID, classNm: '초등 사고력 수학' }], students: [] }),
      [`POST ${BASE}/homework`]: () =>
        fail(400, 'VALIDATION_FAILED', '입력 값을 확인해 주세요.', { title: '숙제 제목을 입력해 주세요' }),
    });
    renderRoutes(routes, '/v3/homework/form', { academy: 'demo' });
    await fillBasics();
    await userEvent.click(screen.getByRole('button', { name: '숙제 내기' }));
    const field = screen.getByRole('textbox', { name: /숙제 제목/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/숙제 제목을 입력해 주세요/));
  });
});

describe('editing homework', () => {
  it('keeps the class and assignees and sends only what changes', async () => {
    const api = options();
    renderRoutes(routes, `/v3/homework/form/${HOMEWORK_ID}`, { academy: 'demo' });
    const title = await screen.findByRole('textbox', { name: /숙제 제목/ });
    expect(title).toHaveValue(DETAIL.title);
    expect(screen.queryByRole('combobox', { name: /반/ })).toBeNull();
    expect(screen.getByText(/초등 사고력 수학 · 대상 3명/)).toBeInTheDocument();
    // 2026-11-27T13:00Z is 22:00 on 11.27 in Seoul.
    expect(screen.getByLabelText(/마감일/)).toHaveValue('2026-11-27');
    expect(screen.getByLabelText(/마감 시각/)).toHaveValue('22:00');
    expect(within(screen.getByRole('group', { name: /첨부 파일/ })).getByText('학습지9.pdf')).toBeInTheDocument();
    await userEvent.clear(title);
    await userEvent.type(title, '교재 32~36쪽');
    await userEvent.click(screen.getByRole('button', { name: '수정 저장' }));
    await waitFor(() => expect(api.callsTo(`PATCH ${BASE}/homework/${HOMEWORK_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH ${BASE}/homework/${HOMEWORK_ID}`)[0]?.body).toEqual({
      title: '교재 32~36쪽',
      instructions: DETAIL.instructions,
      dueAt: '2026-11-27T22:00:00+09:00',
      files: [DETAIL.files[0]?.fileNm],
    });
  });
});
