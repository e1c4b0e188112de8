import type { YearStatementResponse } from '@academy/domain/books/year-statement.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { PARENT, TEACHER_ALL } from '../testing/billing-fixtures';
import { TuitionFeeStatementPage } from './tuition-fee-statement-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const STATEMENT_PATH = `/api/insts/${INST_ID}/books/year-statement`;
const HANA = '019a0000-0000-7000-8000-00000000d001';
const DURI = '019a0000-0000-7000-8000-00000000d002';

const sums = (paid: number, refunded = 0) => ({ paid, refunded, net: paid - refunded });

const STATEMENT_2026: YearStatementResponse = {
  year: 2026,
  instNm: INST_NM,
  issuedOn: '2026-12-20',
  children: [
    {
      studentId: HANA,
      studentNm: '김하나',
      months: [
        { month: '2026-10', ...sums(180_000) },
        { month: '2026-11', ...sums(200_000, 50_000) },
      ],
      total: sums(380_000, 50_000),
    },
    {
      studentId: DURI,
      studentNm: '이두리',
      months: [{ month: '2026-11', ...sums(130_000) }],
      total: sums(130_000),
    },
  ],
  total: sums(510_000, 50_000),
};

const emptyYear = (year: number): YearStatementResponse => ({
  year,
  instNm: INST_NM,
  issuedOn: '2026-12-20',
  children: [],
  total: sums(0),
});

function renderStatement(
  url = '/v3/tuition-fee/statement?year=2026',
  {
    me = PARENT,
    statement = (call: ApiCall) =>
      ok(call.query.get('year') === '2026' ? STATEMENT_2026 : emptyYear(Number(call.query.get('year')))),
  }: { me?: typeof DIRECTOR_ME; statement?: Parameters<typeof mockApi>[0][string] } = {},
) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(me), [`GET ${STATEMENT_PATH}`]: statement });
  const view = renderRoutes(
    [
      { path: '/v3/tuition-fee/statement', element: <TuitionFeeStatementPage /> },
      landing('/paymentList', '결제 내역 화면'),
      landing('/v3/tuition-fee/detail/:id', '교습비 상세 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('연간 교육비 납입 증명 (/v3/tuition-fee/statement)', () => {
  it('shows a family what it paid in the year, per child and month, with the year’s total, and prints it', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { api } = renderStatement();
    const statement = await screen.findByRole('article', { name: '2026년 연간 교육비 납입 증명' });
    expect(within(statement).getByText(INST_NM)).toBeVisible();
    expect(within(statement).getByText('2026-12-20')).toBeVisible();
    expect(rowsOf(within(statement).getByRole('table', { name: '김하나 2026년 월별 납입' }))).toEqual([
      ['월', '납입액', '환불액', '실납입액'],
      ['10월', '180,000', '0', '180,000'],
      ['11월', '200,000', '50,000', '150,000'],
      ['합계', '380,000', '50,000', '330,000'],
    ]);
    expect(within(statement).getByRole('region', { name: '이두리' })).toHaveTextContent('130,000');
    expect(within(statement).getByText('총 납입 합계 460,000원')).toBeVisible();
    expect(screen.getByText(/한 해 동안 이 학원에 낸 교육비를 자녀별·월별로 보여 줍니다/)).toBeVisible();
    expect(screen.getByRole('link', { name: '결제 내역으로' })).toHaveAttribute('href', '/paymentList');
    // A family asks for its own children: no student named.
    expect(api.callsTo(`GET ${STATEMENT_PATH}`)[0]?.query.has('studentId')).toBe(false);

    await user.click(screen.getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the office one student’s year, with the way back to their ledger', async () => {
    const { api } = renderStatement(`/v3/tuition-fee/statement?year=2026&studentId=${HANA}`, { me: DIRECTOR_ME });
    await screen.findByRole('article', { name: '2026년 연간 교육비 납입 증명' });
    expect(api.callsTo(`GET ${STATEMENT_PATH}`)[0]?.query.get('studentId')).toBe(HANA);
    expect(screen.getByRole('link', { name: '원생 원장으로' })).toHaveAttribute(
      'href',
      `/v3/tuition-fee/detail/${HANA}?year=2026`,
    );
    expect(screen.queryByText(/한 해 동안 이 학원에 낸 교육비를/)).not.toBeInTheDocument();
  });

  it('steps to another year, keeping the student, and says when nothing was paid', async () => {
    const user = userEvent.setup();
    const { api, router } = renderStatement(`/v3/tuition-fee/statement?year=2026&studentId=${HANA}`, {
      me: DIRECTOR_ME,
    });
    await screen.findByRole('article', { name: '2026년 연간 교육비 납입 증명' });
    await user.click(screen.getByRole('button', { name: '이전 해' }));
    expect(await screen.findByText('2025년에 낸 교육비가 없습니다')).toBeVisible();
    expect(screen.getByText('총 납입 합계 0원')).toBeVisible();
    const asked = api.callsTo(`GET ${STATEMENT_PATH}`).at(-1)?.query;
    expect(asked?.get('year')).toBe('2025');
    expect(asked?.get('studentId')).toBe(HANA);
    expect(new URLSearchParams(router.state.location.search).get('studentId')).toBe(HANA);
  });

  it('shows a failure with a retry, and keeps the print button off until there is a statement', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', '서버 오류');
    renderStatement(undefined, { statement: () => answer });
    expect(await screen.findByText('장부를 불러오지 못했습니다')).toBeVisible();
    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeDisabled();
    answer = ok(STATEMENT_2026);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '2026년 연간 교육비 납입 증명' })).toBeVisible();
    expect(screen.getByRole('button', { name: '인쇄하기' })).toBeEnabled();
  });

  it('tells a teacher it is not theirs, and asks nothing', async () => {
    const { api } = renderStatement(undefined, { me: TEACHER_ALL });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeVisible();
    expect(api.callsTo(`GET ${STATEMENT_PATH}`)).toHaveLength(0);
  });
});
