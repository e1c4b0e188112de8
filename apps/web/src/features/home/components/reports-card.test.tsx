import type { ReportTodoResponse, StudentReportsResponse } from '@academy/domain/reports/reports.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { ReportsCard } from './reports-card';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const REPORTS = `/api/insts/${INST_ID}/reports`;
const STUDENT = '019a0000-0000-7000-8000-0000000000d1';
const CLASS = '019a0000-0000-7000-8000-0000000000c1';
const REPORT = '019a0000-0000-7000-8000-0000000000e1';
const LATEST = `/api/insts/${INST_ID}/students/${STUDENT}/reports`;

const todo: ReportTodoResponse = {
  month: '2026-10',
  total: 7,
  items: [
    {
      classId: CLASS,
      className: '수학A',
      studentId: STUDENT,
      studentNm: '최민준',
      reportId: REPORT,
      status: 'draft',
      commentWritten: false,
    },
    {
      classId: CLASS,
      className: '수학A',
      studentId: '019a0000-0000-7000-8000-0000000000d2',
      studentNm: '김서연',
      reportId: null,
      status: 'none',
      commentWritten: false,
    },
  ],
};

const latest = (readAt: string | null): StudentReportsResponse => ({
  student: { studentId: STUDENT, studentNm: '최민준' },
  items: [
    {
      reportId: REPORT,
      kind: 'monthly',
      status: 'sent',
      title: '2026년 10월 학습 리포트',
      month: '2026-10',
      className: '수학A',
      sentAt: '2026-11-02T01:00:00.000Z',
      readAt,
    },
  ],
});

function render(props: Parameters<typeof ReportsCard>[0], answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), ...answers });
  renderRoutes([{ path: '/mainTF', element: <ReportsCard {...props} /> }], '/mainTF', { academy: 'demo' });
  return api;
}

describe('the home’s reports card', () => {
  it("lists a teacher's reports still to write, each opening its form or the class list", async () => {
    const api = render({ instId: INST_ID }, { [`GET ${REPORTS}/todo`]: ok(todo) });
    const card = await screen.findByRole('region', { name: '작성할 학습 리포트' });
    const list = await within(card).findByRole('list', { name: '아직 보내지 않은 리포트' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', `/v3/ReportForm/${REPORT}`);
    expect(links[0]).toHaveTextContent('코멘트 미작성');
    expect(links[1]).toHaveAttribute('href', `/v3/InstReportList?classId=${CLASS}&month=2026-10`);
    expect(links[1]).toHaveTextContent('리포트 만들기 전');
    expect(within(card).getByText('7건')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '리포트 전체' })).toHaveAttribute('href', '/v3/InstReportList');
    expect(api.callsTo(`GET ${REPORTS}/todo`)[0]?.query.get('limit')).toBe('4');
  });

  it('says when every report is sent', async () => {
    render({ instId: INST_ID }, { [`GET ${REPORTS}/todo`]: ok({ month: '2026-10', total: 0, items: [] }) });
    expect(await screen.findByText('보낼 리포트를 모두 보냈습니다.')).toBeInTheDocument();
  });

  it("shows a family the child's latest report, marked while unread", async () => {
    const api = render({ instId: INST_ID, studentId: STUDENT, level: 3 }, { [`GET ${LATEST}`]: ok(latest(null)) });
    const card = await screen.findByRole('region', { name: '학습 리포트' });
    const link = await within(card).findByRole('link', { name: /2026년 10월 학습 리포트/ });
    expect(link).toHaveAttribute('href', `/v3/ReportDetail/${REPORT}`);
    expect(within(link).getByRole('img', { name: '읽지 않은 리포트' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('학습 리포트');
    expect(api.callsTo(`GET ${LATEST}`)[0]?.query.get('limit')).toBe('1');
    expect(api.callsTo(`GET ${REPORTS}/todo`)).toHaveLength(0);
  });

  it('shows a read report without the mark', async () => {
    render({ instId: INST_ID, studentId: STUDENT }, { [`GET ${LATEST}`]: ok(latest('2026-11-03T01:00:00.000Z')) });
    const link = await screen.findByRole('link', { name: /2026년 10월 학습 리포트/ });
    expect(within(link).queryByRole('img')).toBeNull();
  });

  it('says when the child has no report yet', async () => {
    render(
      { instId: INST_ID, studentId: STUDENT },
      { [`GET ${LATEST}`]: ok({ student: { studentId: STUDENT, studentNm: '최민준' }, items: [] }) },
    );
    expect(await screen.findByText('아직 받은 학습 리포트가 없습니다.')).toBeInTheDocument();
  });

  it('says when the reports did not load', async () => {
    render({ instId: INST_ID, studentId: STUDENT }, { [`GET ${LATEST}`]: fail(404, 'NOT_FOUND', '없음') });
    expect(await screen.findByText('학습 리포트를 불러오지 못했습니다.')).toBeInTheDocument();
  });
});
