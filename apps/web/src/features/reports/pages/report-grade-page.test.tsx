import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { PARENT_ME, REPORT_A, REPORTS_BASE, report } from '../testing/report-fixtures';
import { ReportGradePage } from './report-grade-page';

// recharts cannot load in this test window; the charts are asserted through their figures and text summaries.
vi.mock('../../../ui/chart-wrapper/chart-renderer', () => ({ default: () => null }));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function open(body = report({ status: 'sent' })) {
  mockApi({ 'GET /api/auth/me': ok(PARENT_ME), [`GET ${REPORTS_BASE}/${REPORT_A}`]: ok(body) });
  renderRoutes([{ path: '/v3/report/grade', element: <ReportGradePage /> }], `/v3/report/grade?reportId=${REPORT_A}`, {
    academy: 'demo',
  });
}

describe('the grades report (/v3/report/grade)', () => {
  it('shows score against the class average and the scores over the month, each with a text alternative', async () => {
    open();
    const compare = await screen.findByRole('figure', { name: '시험별 내 점수와 반 평균' });
    expect(compare).toHaveAccessibleDescription('10월 단원평가 92점, 반 평균 78.5점. 10월 모의고사 40점, 반 평균 35점');
    const trend = screen.getByRole('figure', { name: '시험 점수 변화 (백분율)' });
    expect(trend).toHaveAccessibleDescription('10월 15일 92%, 10월 29일 80%');
    const table = screen.getByRole('table', { name: '이번 달 성적' });
    expect(within(table).getByRole('row', { name: /10월 단원평가/ })).toHaveTextContent('92/100');
    // Ranks are shown only when the academy shows them.
    expect(within(table).queryByRole('columnheader', { name: '석차' })).toBeNull();
  });

  it('shows the rank column when the academy shows ranks, and a test not taken', async () => {
    const base = report();
    open(
      report({
        grades: [
          { ...(base.grades[0] as (typeof base.grades)[number]), rank: 3, rankOf: 12 },
          { ...(base.grades[1] as (typeof base.grades)[number]), score: null, rank: null, rankOf: 12 },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: '이번 달 성적' });
    expect(within(table).getByRole('row', { name: /10월 단원평가/ })).toHaveTextContent('3/12');
    expect(within(table).getByRole('row', { name: /10월 모의고사/ })).toHaveTextContent('응시 안 함');
  });

  it('says when no test was published in the month', async () => {
    open(report({ grades: [] }));
    expect(await screen.findByText('이번 달 공개된 시험이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
