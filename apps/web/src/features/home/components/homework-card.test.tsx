import type { StudentHomeworkItem } from '@academy/domain/homework/homework.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { HomeworkCard } from './homework-card';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const base = `/api/insts/${INST_ID}`;
const STUDENT_ID = '019a0000-0000-7000-8000-0000000000e1';
const PARENT_ME = meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null }]);

const counts = { assigned: 3, submitted: 2, late: 0, missing: 0, open: 1, toCheck: 2, revision: 0, completed: 0 };
const dueItem = (homeworkId: string, title: string, status: StudentHomeworkItem['status']): StudentHomeworkItem => ({
  homeworkId,
  classId: 'c1',
  classNm: '초등 사고력 수학',
  title,
  dueAt: '2026-11-27T13:00:00.000Z',
  status,
  submittedAt: null,
  checkComment: null,
});

describe('the home’s homework card', () => {
  it('shows staff the assignments waiting for a check, each opening its check screen', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${base}/homework`]: () =>
        ok({
          items: [
            {
              homeworkId: 'h1',
              classId: 'c1',
              classNm: '초등 사고력 수학',
              title: '교재 32~35쪽',
              dueAt: '2026-11-27T13:00:00.000Z',
              createdAt: '2026-11-25T07:00:00.000Z',
              authorNm: '박강사',
              fileCnt: 0,
              counts,
            },
          ],
          nextCursor: null,
        }),
    });
    renderRoutes([{ path: '/mainTF', element: <HomeworkCard instId={INST_ID} /> }], '/mainTF', { academy: 'demo' });
    const card = await screen.findByRole('region', { name: '확인할 숙제' });
    const link = await within(card).findByRole('link', { name: /교재 32~35쪽/ });
    expect(link).toHaveAttribute('href', '/v3/homework/manage/h1');
    expect(link).toHaveTextContent('확인 대기 2');
    expect(api.callsTo(`GET ${base}/homework`)[0]?.query.get('state')).toBe('toCheck');
    expect(within(card).getByRole('link', { name: '숙제 전체' })).toHaveAttribute('href', '/v3/homework/list');
  });

  it('shows a family the child’s homework still to do, soonest first', async () => {
    const api = mockApi({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${base}/students/${STUDENT_ID}/homework`]: () =>
        ok({
          studentId: STUDENT_ID,
          studentNm: '최서연',
          items: [dueItem('h1', '내일까지', 'open'), dueItem('h2', '고쳐서 다시', 'revision')],
          nextCursor: null,
        }),
    });
    renderRoutes(
      [{ path: '/mainTF', element: <HomeworkCard instId={INST_ID} studentId={STUDENT_ID} level={3} /> }],
      '/mainTF',
      { academy: 'demo' },
    );
    const card = await screen.findByRole('region', { name: '해야 할 숙제' });
    const links = await within(card).findAllByRole('link', { name: /내일까지|고쳐서 다시/ });
    expect(links[0]).toHaveAttribute('href', `/v3/homework/detail/h1?studentId=${STUDENT_ID}`);
    expect(links[1]).toHaveTextContent('보완 요청');
    expect(api.callsTo(`GET ${base}/students/${STUDENT_ID}/homework`)[0]?.query.get('state')).toBe('due');
    expect(api.callsTo(`GET ${base}/my-students`)).toHaveLength(0);
  });

  it('finds a student’s own record when the home gives none, and says when nothing is due', async () => {
    const api = mockApi({
      'GET /api/auth/me': () =>
        ok(meWith([{ instId: INST_ID, instNm: INST_NM, relationCd: '010', role: 'STUDENT', authCd: null }])),
      [`GET ${base}/my-students`]: () =>
        ok({
          students: [
            {
              studentId: STUDENT_ID,
              studentNm: '최서연',
              status: 'ACTIVE',
              schoolNm: null,
              gradeYear: null,
              relation: 'self',
              relationType: null,
            },
          ],
        }),
      [`GET ${base}/students/${STUDENT_ID}/homework`]: () =>
        ok({ studentId: STUDENT_ID, studentNm: '최서연', items: [], nextCursor: null }),
    });
    renderRoutes([{ path: '/mainTF', element: <HomeworkCard /> }], '/mainTF', { academy: 'demo' });
    expect(await screen.findByText('지금 해야 할 숙제가 없습니다.')).toBeInTheDocument();
    expect(api.callsTo(`GET ${base}/students/${STUDENT_ID}/homework`)).toHaveLength(1);
  });
});
