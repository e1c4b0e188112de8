import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { GRADE_ID, gradeDetail, rosterRow } from '../testing/grades-fixtures';
import { GradeDetailPage } from './grade-detail-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const DETAIL = `GET /api/insts/${INST_ID}/grades/${GRADE_ID}`;
const PUBLISH = `POST /api/insts/${INST_ID}/grades/${GRADE_ID}/publish`;
const DELETE = `DELETE /api/insts/${INST_ID}/grades/${GRADE_ID}`;
const ROSTER = [
  rosterRow(0, { score: 95, rank: 1 }),
  rosterRow(1, { score: 80, rank: 2 }),
  rosterRow(2, { absent: true }),
];

function renderDetail(detail = gradeDetail({ roster: ROSTER })) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [DETAIL]: () => ok(detail),
    [PUBLISH]: () => ok({ ...detail, publishedAt: '2026-11-21T01:00:00.000Z' }),
    // The server answers 204; the fake's Response cannot carry a 204, so an empty 200 stands for it.
    [DELETE]: () => ({ status: 200 }),
  });
  renderRoutes(
    [
      { path: '/v3/GradeDetailPage/:gradeId?', element: <GradeDetailPage /> },
      landing('/v3/GradeManagement', '성적 관리 화면'),
    ],
    `/v3/GradeDetailPage/${GRADE_ID}`,
    { academy: 'demo' },
  );
  return api;
}

describe('GradeDetailPage', () => {
  it('shows the statistics, the distribution and every score, 결시 included', async () => {
    renderDetail();
    const figures = await screen.findByRole('list', { name: '시험 통계' });
    expect(figures).toHaveTextContent('응시2명');
    expect(figures).toHaveTextContent('평균87.5점');
    expect(figures).toHaveTextContent('최고점95점');
    expect(figures).toHaveTextContent('최저점80점');
    const bands = screen.getByRole('list', { name: '점수 분포' });
    expect(within(bands).getByRole('listitem', { name: '90~100점 1명' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '원생별 점수표' });
    expect(within(table).getByRole('row', { name: /최민준/ })).toHaveTextContent('결시');
    // Ranks are a setting of the academy: none shown while it is off.
    expect(within(table).queryByRole('columnheader', { name: '등수' })).not.toBeInTheDocument();
  });

  it('shows ranks when the academy shows them', async () => {
    renderDetail(gradeDetail({ roster: ROSTER, showRank: true }));
    const table = await screen.findByRole('table', { name: '원생별 점수표' });
    expect(within(table).getByRole('row', { name: /김하늘/ })).toHaveTextContent('1등');
  });

  it('publishes after saying who will be notified', async () => {
    const user = userEvent.setup();
    const api = renderDetail();
    await user.click(await screen.findByRole('button', { name: '학부모에게 공개' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('점수가 입력된 원생(결시 포함) 3명과 그 학부모에게 알림을 보냅니다.');
    await user.click(within(dialog).getByRole('button', { name: '공개' }));
    await waitFor(() => expect(api.callsTo(PUBLISH)).toHaveLength(1));
    expect(await screen.findByText(/학부모에게 공개됨/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '학부모에게 공개' })).not.toBeInTheDocument();
  });

  it('deletes only after a confirmation', async () => {
    const user = userEvent.setup();
    const api = renderDetail();
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('성적 관리 화면')).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(1);
  });

  it('leads back to the list for a test that is not there', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [DETAIL]: () => ({ status: 404, body: { code: 'NOT_FOUND', message: '시험을 찾을 수 없습니다.' } }),
    });
    renderRoutes(
      [{ path: '/v3/GradeDetailPage/:gradeId?', element: <GradeDetailPage /> }],
      `/v3/GradeDetailPage/${GRADE_ID}`,
      {
        academy: 'demo',
      },
    );
    expect(await screen.findByRole('link', { name: '성적 목록으로' })).toHaveAttribute('href', '/v3/GradeManagement');
  });
});
