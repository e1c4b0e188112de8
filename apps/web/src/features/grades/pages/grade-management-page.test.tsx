import type { GradeListItem } from '@academy/domain/grades/grades.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { CLASS_ID, GRADE_ID } from '../testing/grades-fixtures';
import { GradeManagementPage } from './grade-management-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const LIST = `GET /api/insts/${INST_ID}/grades`;
const item: GradeListItem = {
  gradeId: GRADE_ID,
  name: '11월 단원평가',
  subject: '수학',
  testDate: '2026-11-20',
  classId: CLASS_ID,
  classNm: '중등 수학 A반',
  maxScore: 100,
  scoredCount: 18,
  studentCount: 20,
  average: 81.3,
  publishedAt: null,
};

function renderList(items: GradeListItem[]) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [LIST]: (call) => ok({ items: call.query.get('month') === '2026-11' ? items : [], nextCursor: null }),
    [`GET /api/insts/${INST_ID}/grades/form-options`]: () =>
      ok({ classes: [{ classId: CLASS_ID, classNm: '중등 수학 A반', compulsorySubject: '수학' }] }),
    [`GET /api/insts/${INST_ID}/grades/settings`]: () => ok({ showRank: false }),
    [`PUT /api/insts/${INST_ID}/grades/settings`]: (call) => ok(call.body),
  });
  renderRoutes(
    [{ path: '/v3/GradeManagement', element: <GradeManagementPage /> }],
    '/v3/GradeManagement?month=2026-11',
    {
      academy: 'demo',
    },
  );
  return api;
}

describe('GradeManagement', () => {
  it('lists the month’s tests, each opening its page, with how many scores are in', async () => {
    renderList([item]);
    const list = await screen.findByRole('list', { name: '시험 목록' });
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/v3/GradeDetailPage/${GRADE_ID}`);
    expect(link).toHaveTextContent('11월 단원평가');
    expect(link).toHaveTextContent('입력 18/20');
    expect(link).toHaveTextContent('비공개');
    expect(screen.getAllByRole('link', { name: '성적 등록' })[0]).toHaveAttribute('href', '/v3/CreateGradePage');
  });

  it('steps to another month and filters by class, asking the server for each', async () => {
    const user = userEvent.setup();
    const api = renderList([item]);
    await screen.findByRole('list', { name: '시험 목록' });
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(await screen.findByText('이 달에 등록한 시험이 없습니다')).toBeInTheDocument();
    expect(screen.getByText(/'성적 등록'을 눌러 시험을 만들고/)).toBeInTheDocument();
    expect(api.callsTo(LIST).at(-1)?.query.get('month')).toBe('2026-10');
    await user.selectOptions(screen.getByRole('combobox', { name: '반' }), CLASS_ID);
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('classId')).toBe(CLASS_ID));
  });

  it('lets the director switch 등수 공개', async () => {
    const user = userEvent.setup();
    const api = renderList([item]);
    await user.click(await screen.findByRole('checkbox', { name: '등수 공개' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/insts/${INST_ID}/grades/settings`)).toHaveLength(1));
    expect(api.callsTo(`PUT /api/insts/${INST_ID}/grades/settings`)[0]?.body).toEqual({ showRank: true });
  });
});
