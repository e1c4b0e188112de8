import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import {
  assignee,
  BASE,
  DETAIL,
  fileOf,
  HOMEWORK_ID,
  PARENT_ME,
  STUDENT_A,
  STUDENT_B,
  submitted,
} from '../testing/homework-fixtures';
import { HomeworkManagePage } from './homework-manage-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const routes = [
  { path: '/v3/homework/manage/:homeworkId', element: <HomeworkManagePage /> },
  landing('/v3/homework/list', '숙제 목록 화면'),
];
const url = `/v3/homework/manage/${HOMEWORK_ID}`;
const checkPath = (studentId: string) => `POST ${BASE}/homework/${HOMEWORK_ID}/submissions/${studentId}/check`;

const SUBMISSIONS = {
  items: [
    assignee({
      status: 'late',
      firstSubmittedAt: '2026-11-28T09:00:00.000Z',
      submission: submitted({ late: true, files: [fileOf(1), fileOf(2, 'document')] }),
      submissionCnt: 1,
    }),
    assignee({ studentId: STUDENT_B, studentNm: '정지우', status: 'missing' }),
  ],
};

function serve(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () => ok(DETAIL),
    [`GET ${BASE}/homework/${HOMEWORK_ID}/submissions`]: () => ok(SUBMISSIONS),
    ...overrides,
  });
}

describe('checking homework', () => {
  it('shows the counts and every assignee with their status, hand-in and files, and filters by status', async () => {
    serve();
    renderRoutes(routes, url, { academy: 'demo' });
    const counts = await screen.findByRole('list', { name: '제출 현황' });
    expect(within(counts).getByText('2/3')).toBeInTheDocument();
    const seoyeon = await screen.findByRole('listitem', { name: '최서연' });
    expect(within(seoyeon).getByText('늦은 제출')).toBeInTheDocument();
    expect(within(seoyeon).getByText('다 풀었어요')).toBeInTheDocument();
    expect(within(seoyeon).getByRole('link', { name: '학습지2.pdf 내려받기' })).toHaveAttribute('href', fileOf(2).url);
    expect(within(screen.getByRole('listitem', { name: '정지우' })).getByText('미제출')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '정지우' })).queryByRole('button', { name: /완료/ })).toBeNull();

    // A photo opens the shared viewer.
    await userEvent.click(within(seoyeon).getByRole('button', { name: '사진1.jpg 크게 보기' }));
    expect(await screen.findByRole('dialog', { name: '사진 보기' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: '미제출' }));
    expect(screen.queryByRole('listitem', { name: '최서연' })).toBeNull();
    expect(screen.getByRole('listitem', { name: '정지우' })).toBeInTheDocument();
  });

  it('marks a hand-in 완료 with one press', async () => {
    const api = serve({ [checkPath(STUDENT_A)]: () => ok(assignee({ status: 'completed' })) });
    renderRoutes(routes, url, { academy: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: '최서연 완료 처리' }));
    await waitFor(() => expect(api.callsTo(checkPath(STUDENT_A))).toHaveLength(1));
    expect(api.callsTo(checkPath(STUDENT_A))[0]?.body).toEqual({ result: 'completed' });
  });

  it('asks for a comment before a 보완 요청 and sends it', async () => {
    const api = serve({ [checkPath(STUDENT_A)]: () => ok(assignee({ status: 'revision' })) });
    renderRoutes(routes, url, { academy: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: '최서연 보완 요청' }));
    const dialog = await screen.findByRole('dialog', { name: '최서연 보완 요청' });
    await userEvent.click(within(dialog).getByRole('button', { name: '보완 요청 보내기' }));
    expect(await within(dialog).findByText('보완할 내용을 코멘트로 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(checkPath(STUDENT_A))).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /코멘트/ }), '풀이 과정을 적어 주세요');
    await userEvent.click(within(dialog).getByRole('button', { name: '보완 요청 보내기' }));
    await waitFor(() => expect(api.callsTo(checkPath(STUDENT_A))).toHaveLength(1));
    expect(api.callsTo(checkPath(STUDENT_A))[0]?.body).toEqual({
      result: 'revision',
      comment: '풀이 과정을 적어 주세요',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the way back for an assignment that is not there (another academy’s, a class not taught)', async () => {
    serve({ [`GET ${BASE}/homework/${HOMEWORK_ID}`]: () => fail(404, 'NOT_FOUND', '찾을 수 없습니다.') });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByText('숙제를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '숙제 목록으로' })).toHaveAttribute('href', '/v3/homework/list');
  });

  it('deletes the assignment after asking', async () => {
    // The server answers 204; the fake's Response cannot carry a 204 with its empty body, so 200 and nothing.
    const api = serve({ [`DELETE ${BASE}/homework/${HOMEWORK_ID}`]: () => ({ status: 200 }) });
    const { router } = renderRoutes(routes, url, { academy: 'demo' });
    await userEvent.click(await screen.findByRole('button', { name: '숙제 삭제' }));
    await userEvent.click(await screen.findByRole('button', { name: '예' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/homework/list'));
    expect(api.callsTo(`DELETE ${BASE}/homework/${HOMEWORK_ID}`)).toHaveLength(1);
  });

  it('shows a family member nothing to manage and asks nothing of the server', async () => {
    const api = mockApi({ 'GET /api/auth/me': () => ok(PARENT_ME) });
    renderRoutes(routes, url, { academy: 'demo' });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/homework/${HOMEWORK_ID}/submissions`)).toHaveLength(0);
  });
});
