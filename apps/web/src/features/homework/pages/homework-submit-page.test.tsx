import type { HomeworkFileView } from '@academy/domain/homework/homework.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import {
  assignee,
  BASE,
  familyDetail,
  fileOf,
  HOMEWORK_ID,
  STUDENT_A,
  STUDENT_ME,
  submitted,
} from '../testing/homework-fixtures';
import { HomeworkSubmitPage } from './homework-submit-page';

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
  { path: '/v3/homework/submit/:homeworkId', element: <HomeworkSubmitPage /> },
  landing('/v3/homework/detail/:homeworkId', '숙제 상세 화면'),
];
const url = `/v3/homework/submit/${HOMEWORK_ID}?studentId=${STUDENT_A}`;
const submitPath = `POST ${BASE}/homework/${HOMEWORK_ID}/submissions`;

describe('handing in homework', () => {
  it('uploads a photo with its progress, sends text and photo, and goes back to the detail with a toast', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () => ok(familyDetail(assignee())),
      [submitPath]: () => ok(assignee({ status: 'submitted' })),
    });
    const { router } = renderRoutes(routes, url, { academy: 'demo', extra: <ToastHost /> });
    await userEvent.type(await screen.findByRole('textbox', { name: /제출 내용/ }), '다 풀었어요');
    await userEvent.upload(
      screen.getByLabelText('사진 추가', { selector: 'input' }),
      new File(['x'], '숙제.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.target).toBe('submission');
    uploads[0]?.progress?.(0.3);
    expect(await screen.findByRole('progressbar', { name: /숙제.jpg 올리는 중/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '제출하기' })).toBeDisabled();
    uploads[0]?.resolve(fileOf(3));
    await waitFor(() => expect(screen.getByRole('button', { name: '제출하기' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '제출하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/v3/homework/detail/${HOMEWORK_ID}`));
    expect(router.state.location.search).toBe(`?studentId=${STUDENT_A}`);
    expect(api.callsTo(submitPath)[0]?.body).toEqual({
      studentId: STUDENT_A,
      text: '다 풀었어요',
      files: [fileOf(3).fileNm],
    });
    expect(await screen.findByText('숙제를 제출했습니다.')).toBeInTheDocument();
  });

  it('refuses a file outside the allow-lists and an empty hand-in before sending', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () => ok(familyDetail(assignee())),
    });
    renderRoutes(routes, url, { academy: 'demo' });
    await userEvent.upload(
      await screen.findByLabelText('파일 추가', { selector: 'input' }),
      new File(['x'], 'virus.exe', { type: 'application/octet-stream' }),
      { applyAccept: false },
    );
    expect(await screen.findByText(/허용되지 않는 파일 형식입니다/)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '제출하기' }));
    expect(await screen.findByText('제출할 내용을 입력하거나 사진·파일을 올려 주세요.')).toBeInTheDocument();
    expect(api.callsTo(submitPath)).toHaveLength(0);
  });

  it('shows the teacher’s 보완 요청 when handing in again', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () =>
        ok(
          familyDetail(
            assignee({
              status: 'revision',
              submission: submitted({ checkResult: 'revision', checkComment: '35쪽 풀이를 더 적어 주세요' }),
              submissionCnt: 1,
            }),
          ),
        ),
    });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByRole('heading', { name: '선생님의 보완 요청' })).toBeInTheDocument();
    expect(screen.getByText('35쪽 풀이를 더 적어 주세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 제출하기' })).toBeInTheDocument();
  });

  it('takes nothing more once the teacher checked it 완료', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () =>
        ok(familyDetail(assignee({ status: 'completed', maySubmit: false, submissionCnt: 1 }))),
    });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByText('선생님이 완료로 확인해 더 제출할 수 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /제출하기/ })).toBeNull();
  });
});
