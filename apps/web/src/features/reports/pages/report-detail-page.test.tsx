import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { PARENT_ME, REPORT_A, REPORTS_BASE, report } from '../testing/report-fixtures';
import { ReportDetailPage } from './report-detail-page';

// recharts cannot load in this test window; the charts are asserted through their figures and text summaries.
vi.mock('../../../ui/chart-wrapper/chart-renderer', () => ({ default: () => null }));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const REPORT = `${REPORTS_BASE}/${REPORT_A}`;
const SENT = report({
  status: 'sent',
  sentAt: '2026-11-02T01:00:00.000Z',
  comment: '민준이는 이번 달 분수 단원을 잘 마쳤습니다.',
  reads: [
    {
      userId: 'parent-a',
      userNm: '최학부모',
      relation: 'guardian',
      firstReadAt: '2026-11-02T03:00:00.000Z',
      lastReadAt: '2026-11-02T03:00:00.000Z',
    },
  ],
});

function open(me = PARENT_ME, answer = ok(SENT), url = `/v3/ReportDetail/${REPORT_A}`) {
  const api = mockApi({ 'GET /api/auth/me': ok(me), [`GET ${REPORT}`]: answer });
  renderRoutes([{ path: '/v3/ReportDetail/:reportId?', element: <ReportDetailPage /> }], url, { academy: 'demo' });
  return api;
}

describe('ReportDetail', () => {
  it('shows the report as the family reads it: header, attendance, grades with a chart, homework, study time, comment', async () => {
    open();
    expect(await screen.findByText('2026년 10월 학습 리포트')).toBeInTheDocument();
    expect(screen.getByText('최민준 · 수학A')).toBeInTheDocument();
    const attendance = screen.getByRole('list', { name: '이번 달 출결 요약' });
    expect(attendance).toHaveTextContent('출석률88%');
    expect(attendance).toHaveTextContent('결석1회');
    expect(screen.getByRole('link', { name: '출결 달력 보기' })).toHaveAttribute(
      'href',
      `/v3/report/attend?reportId=${REPORT_A}`,
    );
    const chart = screen.getByRole('figure', { name: '시험별 내 점수와 반 평균' });
    expect(chart).toHaveAccessibleDescription(/10월 단원평가 92점, 반 평균 78.5점/);
    const grades = screen.getByRole('table', { name: '이번 달 성적' });
    expect(within(grades).getByRole('row', { name: /10월 모의고사/ })).toHaveTextContent('40/50');
    expect(screen.getByRole('link', { name: '성적 그래프 보기' })).toHaveAttribute(
      'href',
      `/v3/report/grade?reportId=${REPORT_A}`,
    );
    expect(screen.getByRole('list', { name: '이번 달 숙제 요약' })).toHaveTextContent('완료율50%');
    expect(screen.getByRole('list', { name: '숙제 목록' })).toHaveTextContent('오답 노트10월 20일 · 미제출');
    expect(screen.getByText('이번 달 순공 12시간 30분')).toBeInTheDocument();
    expect(screen.getByText('민준이는 이번 달 분수 단원을 잘 마쳤습니다.')).toBeInTheDocument();
    // Who read it is for staff only.
    expect(screen.queryByText(/최학부모\(부모님\)/)).toBeNull();
  });

  it('opens the PDF in a new tab, and offers it under its file name', async () => {
    open();
    const view = await screen.findByRole('link', { name: 'PDF로 보기 (학습리포트_최민준_2026-10.pdf, 새 창)' });
    expect(view).toHaveAttribute('href', `${REPORT}/pdf`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'PDF 내려받기' })).toHaveAttribute(
      'download',
      '학습리포트_최민준_2026-10.pdf',
    );
  });

  it('shows staff which family accounts read it', async () => {
    open(DIRECTOR_ME);
    expect(await screen.findByText(/최학부모\(부모님\) 2026\.11\.02 \(월\) 12:00 읽음/)).toBeInTheDocument();
  });

  it('marks a draft for staff, with the way to write its comment', async () => {
    open(DIRECTOR_ME, ok(report()));
    expect(await screen.findByText(/아직 보내지 않은 리포트입니다/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '코멘트 작성' })).toHaveAttribute('href', `/v3/ReportForm/${REPORT_A}`);
    expect(screen.getByText('아직 작성된 코멘트가 없습니다.')).toBeInTheDocument();
  });

  it("answers another child's report as not found", async () => {
    open(PARENT_ME, fail(404, 'NOT_FOUND', '요청한 정보를 찾을 수 없습니다.'));
    expect(await screen.findByText('리포트를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
  });

  it('shows a birthday report as its greeting card', async () => {
    open(
      PARENT_ME,
      ok(
        report({
          kind: 'birthday',
          status: 'sent',
          title: '11월 생일 축하 카드',
          attendance: null,
          grades: [],
          homework: null,
          study: null,
          birthdayMessage: '민준아 생일 축하해!',
        }),
      ),
    );
    const card = await screen.findByRole('article', { name: '최민준 학생, 생일 축하해요!' });
    expect(card).toHaveTextContent('민준아 생일 축하해!');
  });
});
