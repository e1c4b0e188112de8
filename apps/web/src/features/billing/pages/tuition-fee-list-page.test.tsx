import type { LedgerListResponse, LedgerMoneyView } from '@academy/domain/books/ledger.schema';
import type { MonthReportResponse } from '@academy/domain/books/month-report.schema';
import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { MANAGER_VIEW_ONLY, PARENT, TEACHER_ALL } from '../testing/billing-fixtures';
import { TuitionFeeListPage } from './tuition-fee-list-page';

// recharts cannot load in this test window (its ESM build is refused: "Cannot use import statement
// outside a module"), so the charts' renderer draws nothing here; what they show is asserted through
// their figures' names and text summaries and the tables beside them.
vi.mock('../../../ui/chart-wrapper/chart-renderer', () => ({ default: () => null }));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BOOKS = `/api/insts/${INST_ID}/books`;
const MATH = '019a0000-0000-7000-8000-00000000c001';
const ENGLISH = '019a0000-0000-7000-8000-00000000c002';
const HANA = '019a0000-0000-7000-8000-00000000d001';
const DURI = '019a0000-0000-7000-8000-00000000d002';
const SEON = '019a0000-0000-7000-8000-00000000d003';

const money = (billed: number, discounted: number, paid: number, refunded = 0, waived = 0): LedgerMoneyView => ({
  billed,
  discounted,
  paid,
  refunded,
  outstanding: billed - discounted - paid - waived + refunded,
  waived,
});

const NOVEMBER: LedgerListResponse = {
  month: '2026-11',
  page: 1,
  pageCount: 1,
  lineCount: 3,
  lines: [
    {
      month: '2026-11',
      studentId: HANA,
      studentNm: '김하나',
      classId: MATH,
      classNm: '수학A',
      bills: 1,
      ...money(200_000, 20_000, 180_000),
    },
    {
      month: '2026-11',
      studentId: DURI,
      studentNm: '이두리',
      classId: MATH,
      classNm: '수학A',
      bills: 1,
      ...money(200_000, 0, 50_000),
    },
    {
      month: '2026-11',
      studentId: SEON,
      studentNm: '박세온',
      classId: ENGLISH,
      classNm: '영어B',
      bills: 1,
      ...money(150_000, 0, 150_000, 30_000),
    },
  ],
  classes: [
    { classId: MATH, classNm: '수학A', lines: 2, ...money(400_000, 20_000, 230_000) },
    { classId: ENGLISH, classNm: '영어B', lines: 1, ...money(150_000, 0, 150_000, 30_000) },
  ],
  totals: money(550_000, 20_000, 380_000, 30_000),
};

const EMPTY_MONTH = (month: string): LedgerListResponse => ({
  month,
  page: 1,
  pageCount: 1,
  lineCount: 0,
  lines: [],
  classes: [],
  totals: money(0, 0, 0),
});

/** The 12 months ending with November, money only in October and November. */
function reportTo(to: string, paidOut: (month: string) => number | null = () => null): MonthReportResponse {
  const months = Array.from({ length: 12 }, (_, index) => shiftIsoMonth(to, index - 11));
  const figures = (month: string) =>
    month === '2026-11'
      ? { ...money(550_000, 20_000, 380_000, 30_000), revenue: 350_000 }
      : month === '2026-10'
        ? { ...money(400_000, 0, 400_000), revenue: 400_000 }
        : { ...money(0, 0, 0), revenue: 0 };
  return {
    from: months[0] as string,
    to,
    months: months.map((month) => ({ month, ...figures(month), paidOut: paidOut(month) })),
    classes: [
      {
        classId: MATH,
        classNm: '수학A',
        ...money(800_000, 20_000, 630_000),
        revenue: 630_000,
        months: months.map((month) => ({
          month,
          ...money(0, 0, 0),
          revenue: month === '2026-11' ? 230_000 : month === '2026-10' ? 400_000 : 0,
        })),
      },
      {
        classId: ENGLISH,
        classNm: '영어B',
        ...money(150_000, 0, 150_000, 30_000),
        revenue: 120_000,
        months: months.map((month) => ({ month, ...money(0, 0, 0), revenue: month === '2026-11' ? 120_000 : 0 })),
      },
    ],
    totals: { ...money(950_000, 20_000, 780_000, 30_000), revenue: 750_000 },
  };
}

function renderLedger(
  url = '/v3/tuition-fee/list?month=2026-11',
  {
    me = DIRECTOR_ME,
    ledger = (call: ApiCall) =>
      ok(call.query.get('month') === '2026-11' ? NOVEMBER : EMPTY_MONTH(String(call.query.get('month')))),
    report = (call: ApiCall) => ok(reportTo(String(call.query.get('to')))),
  }: {
    me?: typeof DIRECTOR_ME;
    ledger?: Parameters<typeof mockApi>[0][string];
    report?: Parameters<typeof mockApi>[0][string];
  } = {},
) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BOOKS}/ledger`]: ledger,
    [`GET ${BOOKS}/month-report`]: report,
  });
  const view = renderRoutes(
    [
      { path: '/v3/tuition-fee/list', element: <TuitionFeeListPage /> },
      landing('/v3/tuition-fee/detail/:id', '교습비 상세 화면'),
      landing('/v3/InstBill', '청구서 관리 화면'),
      landing('/paymentList', '결제 내역 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

/** A table's body rows as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('교습비 원장 (/v3/tuition-fee/list)', () => {
  it('shows the month per student under each class, closed by the class subtotal, and the academy’s totals', async () => {
    const user = userEvent.setup();
    const { router } = renderLedger();
    const table = await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' });
    expect(rowsOf(table)).toEqual([
      ['원생 (원)', '청구', '할인', '수납', '환불', '미수'],
      ['수학A'],
      ['김하나', '200,000', '20,000', '180,000', '0', '0'],
      ['이두리', '200,000', '0', '50,000', '0', '150,000'],
      ['수학A 소계', '400,000', '20,000', '230,000', '0', '150,000'],
      ['영어B'],
      ['박세온', '150,000', '0', '150,000', '30,000', '30,000'],
      ['영어B 소계', '150,000', '0', '150,000', '30,000', '30,000'],
      ['합계', '550,000', '20,000', '380,000', '30,000', '180,000'],
    ]);
    const totals = within(screen.getByRole('list', { name: '2026년 11월 교습비 합계' }));
    expect(totals.getByText('550,000원')).toBeVisible();
    expect(totals.getByText('180,000원')).toBeVisible();
    expect(screen.getByRole('group', { name: '월' })).toHaveTextContent('2026년 11월');

    await user.click(within(table).getByRole('link', { name: '이두리' }));
    expect(await screen.findByText('교습비 상세 화면')).toBeVisible();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/v3/tuition-fee/detail/${DURI}?year=2026`,
    );
  });

  it('steps to another month, asking the ledger of that month and keeping it in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = renderLedger();
    await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' });
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByText('이 달에 발송한 청구서가 없습니다')).toBeVisible();
    expect(screen.getByRole('group', { name: '월' })).toHaveTextContent('2026년 12월');
    expect(api.callsTo(`GET ${BOOKS}/ledger`).at(-1)?.query.get('month')).toBe('2026-12');
    expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-12');
    expect(screen.getByRole('link', { name: '청구서 관리로' })).toHaveAttribute('href', '/v3/InstBill?month=2026-12');

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(api.callsTo(`GET ${BOOKS}/ledger`).at(-1)?.query.get('month')).toBe('2026-10'));
  });

  it('shows the month-end report’s 12 months and classes as tables, for the month on the stepper', async () => {
    const user = userEvent.setup();
    const { api, router } = renderLedger();
    await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' });
    await user.click(screen.getByRole('tab', { name: '월말 보고서' }));

    const months = await screen.findByRole('table', { name: '월별 합계' });
    expect(api.callsTo(`GET ${BOOKS}/month-report`).at(-1)?.query.get('to')).toBe('2026-11');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('report');
    expect(screen.getByText('2025년 12월 ~ 2026년 11월')).toBeVisible();
    const monthRows = rowsOf(months);
    expect(monthRows[0]).toEqual(['월', '청구', '수납', '환불', '수입', '미수']);
    expect(monthRows).toHaveLength(14);
    expect(monthRows[11]).toEqual(['2026년 10월', '400,000', '400,000', '0', '400,000', '0']);
    expect(monthRows[12]).toEqual(['2026년 11월', '550,000', '380,000', '30,000', '350,000', '180,000']);
    expect(monthRows[13]).toEqual(['합계', '950,000', '780,000', '30,000', '750,000', '180,000']);

    const totals = within(screen.getByRole('list', { name: '12개월 수입·미수·환불 합계' }));
    expect(totals.getByText('750,000원')).toBeVisible();
    expect(totals.queryByText('지출 (출납)')).not.toBeInTheDocument();
    expect(
      screen.getByText('지출(출납)은 입출금 조회 권한(061)이 있어야 보입니다. 수납과 환불만 집계했습니다.'),
    ).toBeVisible();

    const classes = rowsOf(screen.getByRole('table', { name: '반별 월 수입' }));
    expect(classes[0]?.at(-2)).toBe('11월');
    expect(classes[1]?.slice(-3)).toEqual(['400,000', '230,000', '630,000']);
    expect(classes[2]?.slice(-3)).toEqual(['0', '120,000', '120,000']);
    expect(screen.getByRole('button', { name: '엑셀 다운로드' })).toBeVisible();
    expect(screen.getByRole('figure', { name: '월별 수입과 미수금' })).toHaveAccessibleDescription(
      expect.stringContaining('10월 수입 400,000원, 미수 0원; 11월 수입 350,000원, 미수 180,000원'),
    );
    expect(screen.getByRole('figure', { name: '반별 12개월 수입' })).toHaveAccessibleDescription(
      '수학A 630,000원; 영어B 120,000원',
    );

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(api.callsTo(`GET ${BOOKS}/month-report`).at(-1)?.query.get('to')).toBe('2026-10'));
  });

  it('adds the cash book’s 지출 to the report for a reader who may see it', async () => {
    const user = userEvent.setup();
    renderLedger('/v3/tuition-fee/list?month=2026-11&view=report', {
      report: (call) => ok(reportTo(String(call.query.get('to')), (month) => (month === '2026-11' ? 1_200_000 : 0))),
    });
    const months = await screen.findByRole('table', { name: '월별 합계' });
    expect(rowsOf(months)[0]?.at(-1)).toBe('지출 (출납)');
    expect(rowsOf(months)[12]?.at(-1)).toBe('1,200,000');
    expect(
      within(screen.getByRole('list', { name: '12개월 수입·미수·환불 합계' })).getByText('1,200,000원'),
    ).toBeVisible();
    expect(screen.queryByText(/입출금 조회 권한\(061\)이 있어야/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '월별 원장' }));
    expect(await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' })).toBeVisible();
  });

  it('shows a failure of the ledger with a retry that asks again', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', '서버 오류');
    const { api } = renderLedger(undefined, { ledger: () => answer });
    expect(await screen.findByText('장부를 불러오지 못했습니다')).toBeVisible();
    answer = ok(NOVEMBER);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' })).toBeVisible();
    expect(api.callsTo(`GET ${BOOKS}/ledger`)).toHaveLength(2);
  });

  it('opens to a manager holding 041, and to nobody else of the staff', async () => {
    renderLedger(undefined, { me: MANAGER_VIEW_ONLY });
    expect(await screen.findByRole('table', { name: '2026년 11월 원생별 교습비' })).toBeVisible();
  });

  it('tells a teacher the ledger is not theirs, and asks nothing', async () => {
    const { api } = renderLedger(undefined, { me: TEACHER_ALL });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeVisible();
    expect(api.callsTo(`GET ${BOOKS}/ledger`)).toHaveLength(0);
  });

  it('points a parent to 결제 내역, where the family’s statement is', async () => {
    const { api } = renderLedger(undefined, { me: PARENT });
    expect(await screen.findByRole('link', { name: '결제 내역으로' })).toHaveAttribute('href', '/paymentList');
    expect(api.callsTo(`GET ${BOOKS}/ledger`)).toHaveLength(0);
  });
});
