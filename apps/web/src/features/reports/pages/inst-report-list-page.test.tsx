import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  BATCH_ID,
  batch,
  CLASS_B,
  listResponse,
  REPORT_A,
  REPORT_B,
  REPORT_C,
  REPORTS_BASE,
  row,
  STUDENT_B,
} from '../testing/report-fixtures';
import { InstReportListPage } from './inst-report-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

function open(answers: Parameters<typeof mockApi>[0] = {}, url = '/v3/InstReportList') {
  const api = mockApi({
    'GET /api/auth/me': ok(DIRECTOR_ME),
    [`GET ${REPORTS_BASE}`]: ok(listResponse()),
    ...answers,
  });
  const view = renderRoutes([{ path: '/v3/InstReportList', element: <InstReportListPage /> }], url, {
    academy: 'demo',
    extra: <ToastHost />,
  });
  return { api, ...view };
}

describe('InstReportList', () => {
  it("shows each student's report status, comment and family reads, and links drafts to the form and sent ones to the report", async () => {
    open();
    const list = await screen.findByRole('list', { name: '수학A 2026년 10월 리포트' });
    const items = within(list).getAllByRole('listitem');
    const minjun = items.find((item) => item.textContent?.includes('최민준')) as HTMLElement;
    expect(minjun).toHaveTextContent('작성 중');
    expect(minjun).toHaveTextContent('코멘트 작성함');
    expect(within(minjun).getByRole('link', { name: '최민준 작성' })).toHaveAttribute(
      'href',
      `/v3/ReportForm/${REPORT_A}`,
    );
    const seoyeon = items.find((item) => item.textContent?.includes('김서연')) as HTMLElement;
    expect(seoyeon).toHaveTextContent('코멘트 미작성');
    // A report without a comment cannot be sent: it has no checkbox.
    expect(within(seoyeon).queryByRole('checkbox')).toBeNull();
    const hajun = items.find((item) => item.textContent?.includes('이하준')) as HTMLElement;
    expect(hajun).toHaveTextContent('발송 완료');
    expect(hajun).toHaveTextContent('읽음 1명');
    expect(within(hajun).getByRole('link', { name: '이하준 보기' })).toHaveAttribute(
      'href',
      `/v3/ReportDetail/${REPORT_C}`,
    );
    expect(screen.getByText('2026년 10월')).toBeInTheDocument();
  });

  it('sends the chosen reviewed reports after a confirm naming how many families are told', async () => {
    const { api } = open({
      [`GET ${REPORTS_BASE}`]: ok(
        listResponse({
          rows: [row(), row({ studentId: STUDENT_B, studentNm: '김서연', reportId: REPORT_B, familyCount: 1 })],
        }),
      ),
      [`POST ${REPORTS_BASE}/send`]: ok({ sent: [REPORT_A], alreadySent: [] }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: '최민준 리포트 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '보내기 (1)' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('리포트 1개를 보냅니다. 가족 2명에게 알림이 갑니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(await screen.findByText('리포트 1개를 보냈습니다.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_BASE}/send`)[0]?.body).toEqual({ reportIds: [REPORT_A] });
    // The list is read again after the send.
    await waitFor(() => expect(api.callsTo(`GET ${REPORTS_BASE}`).length).toBeGreaterThan(1));
  });

  it('sends nothing when the confirm is declined, and shows a refusal as the server words it', async () => {
    const { api } = open({
      [`POST ${REPORTS_BASE}/send`]: fail(422, 'VALIDATION_FAILED', '선생님 코멘트를 작성한 뒤 보내 주세요.'),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: '최민준 리포트 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '보내기 (1)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '취소' }));
    expect(api.callsTo(`POST ${REPORTS_BASE}/send`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '보내기 (1)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('선생님 코멘트를 작성한 뒤 보내 주세요.');
  });

  it("makes the class's reports as a job, showing its progress until it is done, then reads the list again", async () => {
    let polls = 0;
    const { api } = open({
      [`GET ${REPORTS_BASE}`]: ok(
        listResponse({ rows: [row({ reportId: null, status: 'none', commentWritten: false })] }),
      ),
      [`POST ${REPORTS_BASE}/batches`]: ok(batch({ done: 0 })),
      [`GET ${REPORTS_BASE}/batches/${BATCH_ID}`]: () => {
        polls += 1;
        return ok(polls === 1 ? batch({ done: 1, total: 1 }) : batch({ status: 'done', done: 1, total: 1 }));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '리포트 만들기' }));
    expect(await screen.findByRole('progressbar', { name: '리포트를 만드는 중' })).toBeInTheDocument();
    expect(api.callsTo(`POST ${REPORTS_BASE}/batches`)[0]?.body).toEqual({
      classId: listResponse().classId,
      month: '2026-10',
    });
    expect(screen.getByRole('button', { name: '리포트 만들기' })).toBeDisabled();
    expect(await screen.findByText('리포트 1개를 만들었습니다.', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(api.callsTo(`GET ${REPORTS_BASE}`).length).toBeGreaterThan(1);
  });

  it('picks up a batch already running when the list opens', async () => {
    open({
      [`GET ${REPORTS_BASE}`]: ok(listResponse({ batch: batch({ done: 2, total: 3 }) })),
      [`GET ${REPORTS_BASE}/batches/${BATCH_ID}`]: ok(batch({ done: 2, total: 3 })),
    });
    expect(await screen.findByText('3명 중 2명 완료')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '리포트를 만드는 중' })).toHaveAttribute('aria-valuenow', '2');
  });

  it('changes class and month through the address, asking the server for that class and month', async () => {
    const { api, router } = open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: '반' }), CLASS_B);
    await waitFor(() => expect(router.state.location.search).toContain(`classId=${CLASS_B}`));
    await waitFor(() =>
      expect(api.callsTo(`GET ${REPORTS_BASE}`).some((call) => call.query.get('classId') === CLASS_B)).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(router.state.location.search).toContain('month=2026-09'));
  });

  it('says when the caller has no class to report on', async () => {
    open({ [`GET ${REPORTS_BASE}`]: ok(listResponse({ classes: [], classId: null, rows: [] })) });
    expect(await screen.findByText('리포트를 작성할 반이 없습니다')).toBeInTheDocument();
  });
});
