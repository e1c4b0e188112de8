import type { StudentHomeworkItem } from '@academy/domain/homework/homework.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { BASE, CLASS_ID, HOMEWORK_ID, PARENT_ME, STUDENT_A, STUDENT_B, STUDENT_ME } from '../testing/homework-fixtures';
import { MyHomeworkListPage } from './my-homework-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const routes = [{ path: '/v3/homework/my', element: <MyHomeworkListPage /> }];

const item = (over: Partial<StudentHomeworkItem>): StudentHomeworkItem => ({
  homeworkId: HOMEWORK_ID,
  classId: CLASS_ID,
  classNm: '초등 사고력 수학',
  title: '교재 32~35쪽 풀기',
  dueAt: '2026-11-27T13:00:00.000Z',
  status: 'open',
  submittedAt: null,
  checkComment: null,
  ...over,
});

const student = (studentId: string, studentNm: string, relation: 'self' | 'guardian') => ({
  studentId,
  studentNm,
  status: 'ACTIVE',
  schoolNm: null,
  gradeYear: null,
  relation,
  relationType: null,
});

describe('내 숙제', () => {
  it('shows a student what is due first, then the rest, with their status chips', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/my-students`]: () => ok({ students: [student(STUDENT_A, '최서연', 'self')] }),
      [`GET ${BASE}/students/${STUDENT_A}/homework`]: (call) =>
        ok({
          studentId: STUDENT_A,
          studentNm: '최서연',
          items:
            call.query.get('state') === 'due'
              ? [
                  item({ homeworkId: 'h1', title: '내일까지', status: 'open' }),
                  item({ homeworkId: 'h2', title: '고쳐서 다시', status: 'revision', checkComment: '풀이 추가' }),
                ]
              : [
                  item({ homeworkId: 'h3', title: '늦게 낸 숙제', status: 'late' }),
                  item({ homeworkId: 'h4', title: '끝난 숙제', status: 'completed' }),
                  item({ homeworkId: 'h5', title: '안 낸 숙제', status: 'missing' }),
                ],
          nextCursor: null,
        }),
    });
    renderRoutes(routes, '/v3/homework/my', { academy: 'demo' });
    const due = await screen.findByRole('list', { name: '해야 할 숙제' });
    const dueLinks = within(due).getAllByRole('link');
    expect(dueLinks[0]).toHaveTextContent('내일까지');
    expect(dueLinks[0]).toHaveTextContent('제출 전');
    expect(dueLinks[0]).toHaveAttribute('href', `/v3/homework/detail/h1?studentId=${STUDENT_A}`);
    expect(dueLinks[1]).toHaveTextContent('보완 요청');
    expect(dueLinks[1]).toHaveTextContent('코멘트: 풀이 추가');
    const done = await screen.findByRole('list', { name: '제출했거나 지난 숙제' });
    expect(within(done).getByRole('link', { name: /늦게 낸 숙제/ })).toHaveTextContent('늦은 제출');
    expect(within(done).getByRole('link', { name: /끝난 숙제/ })).toHaveTextContent('완료');
    expect(within(done).getByRole('link', { name: /안 낸 숙제/ })).toHaveTextContent('미제출');
    expect(screen.queryByRole('combobox', { name: '원생 선택' })).toBeNull();
    expect(
      api
        .callsTo(`GET ${BASE}/students/${STUDENT_A}/homework`)
        .map((call) => call.query.get('state'))
        .sort(),
    ).toEqual(['done', 'due']);
  });

  it('lets a parent of two pick the child whose homework is shown', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${BASE}/my-students`]: () =>
        ok({ students: [student(STUDENT_A, '최서연', 'guardian'), student(STUDENT_B, '최민준', 'guardian')] }),
      [`GET ${BASE}/students/${STUDENT_A}/homework`]: () =>
        ok({ studentId: STUDENT_A, studentNm: '최서연', items: [item({ title: '서연 숙제' })], nextCursor: null }),
      [`GET ${BASE}/students/${STUDENT_B}/homework`]: () =>
        ok({ studentId: STUDENT_B, studentNm: '최민준', items: [item({ title: '민준 숙제' })], nextCursor: null }),
    });
    renderRoutes(routes, '/v3/homework/my', { academy: 'demo' });
    expect((await screen.findAllByText('서연 숙제')).length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '원생 선택' }), STUDENT_B);
    expect((await screen.findAllByText('민준 숙제')).length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo(`GET ${BASE}/students/${STUDENT_B}/homework`)).toHaveLength(2));
  });

  it('says so when nothing is due', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(STUDENT_ME),
      [`GET ${BASE}/my-students`]: () => ok({ students: [student(STUDENT_A, '최서연', 'self')] }),
      [`GET ${BASE}/students/${STUDENT_A}/homework`]: () =>
        ok({ studentId: STUDENT_A, studentNm: '최서연', items: [], nextCursor: null }),
    });
    renderRoutes(routes, '/v3/homework/my', { academy: 'demo' });
    expect(await screen.findByText('지금 해야 할 숙제가 없습니다.')).toBeInTheDocument();
  });

  it('sends staff to the class list', async () => {
    mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME) });
    renderRoutes(routes, '/v3/homework/my', { academy: 'demo' });
    expect(await screen.findByRole('link', { name: '숙제 목록으로' })).toHaveAttribute('href', '/v3/homework/list');
  });
});
