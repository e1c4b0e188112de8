import { BILL_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import type { LedgerBillView, LedgerMoneyView, LedgerStudentResponse } from '@academy/domain/books/ledger.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { MANAGER_VIEW_ONLY, TEACHER_ALL } from '../testing/billing-fixtures';
import { TuitionFeeDetailPage } from './tuition-fee-detail-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BOOKS = `/api/insts/${INST_ID}/books`;
const HANA = '019a0000-0000-7000-8000-00000000d001';
const STUDENT_PATH = `${BOOKS}/ledger/students/${HANA}`;
const OCTOBER_BILL = '019a0000-0000-7000-8000-00000000b001';
const NOVEMBER_BILL = '019a0000-0000-7000-8000-00000000b002';
const DRAFT_BILL = '019a0000-0000-7000-8000-00000000b003';

/** A manager of the demo academy holding only 입출금 codes. */
const CASH_BOOK_MANAGER = meFixture(
  {},
  { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd: '061,062' }] },
);

const money = (billed: number, discounted: number, paid: number): LedgerMoneyView => ({
  billed,
  discounted,
  paid,
  refunded: 0,
  outstanding: billed - discounted - paid,
  waived: 0,
});

const bill = (billId: string, title: string, status: LedgerBillView['status'], figures: LedgerMoneyView) => ({
  billId,
  title,
  classNm: '수학A',
  status,
  dueDate: '2026-11-10',
  ...figures,
});

const HANA_2026: LedgerStudentResponse = {
  studentId: HANA,
  studentNm: '김하나',
  year: 2026,
  months: [
    {
      month: '2026-10',
      ...money(200_000, 20_000, 180_000),
      bills: [bill(OCTOBER_BILL, '10월 수학A 교습비', 'paid', money(200_000, 20_000, 180_000))],
    },
    {
      month: '2026-11',
      ...money(200_000, 0, 50_000),
      bills: [
        bill(NOVEMBER_BILL, '11월 수학A 교습비', 'partly_paid', money(200_000, 0, 50_000)),
        bill(DRAFT_BILL, '11월 교재비', 'draft', money(0, 0, 0)),
      ],
    },
  ],
  totals: money(400_000, 20_000, 230_000),
};

const emptyYear = (year: number): LedgerStudentResponse => ({
  studentId: HANA,
  studentNm: '김하나',
  year,
  months: [],
  totals: money(0, 0, 0),
});

function renderDetail(
  url = `/v3/tuition-fee/detail/${HANA}?year=2026`,
  {
    me = DIRECTOR_ME,
    student = (call: ApiCall) =>
      ok(call.query.get('year') === '2026' ? HANA_2026 : emptyYear(Number(call.query.get('year')))),
  }: { me?: typeof DIRECTOR_ME; student?: Parameters<typeof mockApi>[0][string] } = {},
) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(me), [`GET ${STUDENT_PATH}`]: student });
  const view = renderRoutes(
    [
      { path: '/v3/tuition-fee/detail/:id?', element: <TuitionFeeDetailPage /> },
      landing('/v3/tuition-fee/list', '교습비 원장 화면'),
      landing('/v3/transaction/list', '거래 내역 화면'),
      landing('/v3/InstBill', '청구서 관리 화면'),
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

describe('교습비 상세 (/v3/tuition-fee/detail/:id)', () => {
  it('shows a student’s year month by month with the bills behind each figure', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: '김하나 2026년 교습비' })).toBeVisible();
    const totals = within(screen.getByRole('list', { name: '2026년 합계' }));
    expect(totals.getByText('400,000원')).toBeVisible();
    expect(totals.getByText('150,000원')).toBeVisible();

    expect(rowsOf(screen.getByRole('table', { name: '2026년 10월' }))).toEqual([
      ['청구서', '청구', '할인', '수납', '환불', '미수'],
      [`10월 수학A 교습비 수학A · ${BILL_STATUS_LABELS.paid}`, '200,000', '20,000', '180,000', '0', '0'],
      ['합계', '200,000', '20,000', '180,000', '0', '0'],
    ]);
    const november = screen.getByRole('table', { name: '2026년 11월' });
    expect(rowsOf(november)[2]?.[0]).toBe(`11월 교재비 수학A · ${BILL_STATUS_LABELS.draft} · 원장에 넣지 않음`);
    expect(within(november).getByRole('link', { name: '11월 수학A 교습비 청구서 열기' })).toHaveAttribute(
      'href',
      `/v3/InstBill?month=2026-11&billId=${NOVEMBER_BILL}`,
    );
    expect(screen.getByRole('link', { name: '연간 교육비 납입 증명' })).toHaveAttribute(
      'href',
      `/v3/tuition-fee/statement?year=2026&studentId=${HANA}`,
    );
  });

  it('links to the student’s 거래 내역 of the year, narrowed to them', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail();
    await user.click(await screen.findByRole('link', { name: '거래 내역 보기' }));
    expect(await screen.findByText('거래 내역 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/v3/transaction/list');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      studentId: HANA,
      studentNm: '김하나',
    });
  });

  it('shows the link to a manager holding 041, who may read payments in 거래 내역', async () => {
    renderDetail(undefined, { me: MANAGER_VIEW_ONLY });
    expect(await screen.findByRole('link', { name: '거래 내역 보기' })).toBeVisible();
  });

  it('shows neither the year nor the link to a manager holding only 입출금 codes, and asks nothing', async () => {
    const { api } = renderDetail(undefined, { me: CASH_BOOK_MANAGER });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeVisible();
    expect(screen.queryByRole('link', { name: '거래 내역 보기' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${STUDENT_PATH}`)).toHaveLength(0);
  });

  it('tells a teacher the ledger is not theirs, and asks nothing', async () => {
    const { api } = renderDetail(undefined, { me: TEACHER_ALL });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeVisible();
    expect(screen.queryByRole('link', { name: '거래 내역 보기' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${STUDENT_PATH}`)).toHaveLength(0);
  });

  it('steps to another year, says when it has nothing, and moves the links with it', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail();
    await screen.findByRole('heading', { name: '김하나 2026년 교습비' });
    await user.click(screen.getByRole('button', { name: '이전 해' }));
    expect(await screen.findByText('2025년에 청구된 교습비가 없습니다')).toBeVisible();
    expect(api.callsTo(`GET ${STUDENT_PATH}`).at(-1)?.query.get('year')).toBe('2025');
    expect(screen.getByRole('group', { name: '연도' })).toHaveTextContent('2025년');
    const link = new URL(
      screen.getByRole('link', { name: '거래 내역 보기' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(link.searchParams.get('from')).toBe('2025-01-01');
    expect(link.searchParams.get('to')).toBe('2025-12-31');
  });

  it('says a student is not there (another academy’s, or an id that never was)', async () => {
    renderDetail(undefined, { student: () => fail(404, 'NOT_FOUND', '원생을 찾을 수 없습니다.') });
    expect(await screen.findByText('원생을 찾을 수 없습니다')).toBeVisible();
    expect(screen.queryByRole('link', { name: '거래 내역 보기' })).not.toBeInTheDocument();
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', '서버 오류');
    const { api } = renderDetail(undefined, { student: () => answer });
    expect(await screen.findByText('장부를 불러오지 못했습니다')).toBeVisible();
    answer = ok(HANA_2026);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { name: '김하나 2026년 교습비' })).toBeVisible();
    await waitFor(() => expect(api.callsTo(`GET ${STUDENT_PATH}`)).toHaveLength(2));
  });

  it('asks to pick a student when the address names none', async () => {
    const { api } = renderDetail('/v3/tuition-fee/detail');
    expect(await screen.findByText('원생을 고르세요')).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith(BOOKS))).toHaveLength(0);
  });
});
