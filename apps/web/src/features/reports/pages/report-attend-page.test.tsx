import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { PARENT_ME, REPORT_A, REPORTS_BASE, report } from '../testing/report-fixtures';
import { ReportAttendPage } from './report-attend-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function open(url: string, body = report({ status: 'sent' })) {
  const api = mockApi({ 'GET /api/auth/me': ok(PARENT_ME), [`GET ${REPORTS_BASE}/${REPORT_A}`]: ok(body) });
  renderRoutes([{ path: '/v3/report/attend', element: <ReportAttendPage /> }], url, { academy: 'demo' });
  return api;
}

describe('the attendance report (/v3/report/attend)', () => {
  it("shows the month's calendar with each class day's status, and the counts", async () => {
    open(`/v3/report/attend?reportId=${REPORT_A}`);
    const calendar = await screen.findByRole('table', { name: '2026년 10월 출결 달력' });
    // 2026-10-01 is a Thursday: the first week starts with four empty cells.
    const firstWeek = within(calendar).getAllByRole('row')[1] as HTMLElement;
    expect(within(firstWeek).getAllByRole('cell')[4]).toHaveTextContent('1');
    expect(within(calendar).getByText('지각').closest('td')).toHaveTextContent('8지각');
    expect(within(calendar).getByText('결석').closest('td')).toHaveTextContent('13결석');
    expect(screen.getByRole('list', { name: '이번 달 출결 요약' })).toHaveTextContent('수업일8회');
    expect(screen.getByRole('link', { name: '리포트로 돌아가기' })).toHaveAttribute(
      'href',
      `/v3/ReportDetail/${REPORT_A}`,
    );
  });

  it('says when the month has no attendance', async () => {
    open(`/v3/report/attend?reportId=${REPORT_A}`, report({ attendance: null }));
    expect(await screen.findByText('이번 달 출결 기록이 없습니다.')).toBeInTheDocument();
  });

  it('asks to choose a report when the address names none', async () => {
    const api = open('/v3/report/attend');
    expect(await screen.findByText('선택한 리포트가 없습니다')).toBeInTheDocument();
    expect(api.callsTo(`GET ${REPORTS_BASE}/${REPORT_A}`)).toHaveLength(0);
  });
});
