import type { TransactionListResponse, TransactionRow } from '@academy/domain/books/transactions.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { TransactionListPage } from './transaction-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BASE = `/api/insts/${INST_ID}`;
const LIST_PATH = `${BASE}/transactions`;
const CLASS_MATH = '019a0000-0000-7000-8000-00000000c001';
const CLASS_ENG = '019a0000-0000-7000-8000-00000000c002';
const HANA = '019a0000-0000-7000-8000-00000000d001';
const DURI = '019a0000-0000-7000-8000-00000000d002';
const PAYMENT = '019a0000-0000-7000-8000-00000000a001';
const REFUND = '019a0000-0000-7000-8000-00000000a002';
const ENTRY = '019a0000-0000-7000-8000-00000000a003';
const PERIOD = '/v3/transaction/list?from=2026-10-01&to=2026-11-30';

/** A manager of the demo academy holding these codes. */
const managerWith = (authCd: string) =>
  meFixture({}, { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd }] });

const PAYMENT_ROW: TransactionRow = {
  type: 'payment',
  id: PAYMENT,
  direction: 'in',
  date: '2026-11-04',
  amount: 280_000,
  method: 'card',
  category: null,
  studentNm: '김하나, 이두리',
  classNm: '수학A',
  title: '11월 수학A 교습비',
  hasFile: false,
  students: [
    { studentId: HANA, studentNm: '김하나' },
    { studentId: DURI, studentNm: '이두리' },
  ],
};
const REFUND_ROW: TransactionRow = {
  type: 'refund',
  id: REFUND,
  direction: 'out',
  date: '2026-11-02',
  amount: 50_000,
  method: 'card',
  category: null,
  studentNm: '김하나',
  classNm: '수학A',
  title: '결석 환불',
  hasFile: false,
  students: [{ studentId: HANA, studentNm: '김하나' }],
};
const ENTRY_ROW: TransactionRow = {
  type: 'inout',
  id: ENTRY,
  direction: 'out',
  date: '2026-10-31',
  amount: 1_200_000,
  method: null,
  category: 'rent',
  studentNm: null,
  classNm: null,
  title: '10월 임대료',
  hasFile: true,
  students: [],
};

function listOf(
  transactions: readonly TransactionRow[],
  sees: TransactionListResponse['sees'] = { payments: true, cashBook: true, writeCashBook: true },
): TransactionListResponse {
  return {
    transactions: [...transactions],
    nextCursor: null,
    totals: {
      days: [
        { date: '2026-11-04', in: 280_000, out: 0, net: 280_000 },
        { date: '2026-11-02', in: 0, out: 50_000, net: -50_000 },
        { date: '2026-10-31', in: 0, out: 1_200_000, net: -1_200_000 },
      ],
      months: [
        { month: '2026-11', in: 280_000, out: 50_000, net: 230_000 },
        { month: '2026-10', in: 0, out: 1_200_000, net: -1_200_000 },
      ],
      total: { in: 280_000, out: 1_250_000, net: -970_000 },
    },
    sees,
  };
}

const FULL = listOf([PAYMENT_ROW, REFUND_ROW, ENTRY_ROW]);
/** What the list answers narrowed to 김하나: her payment and refund only. */
const HANA_ONLY: TransactionListResponse = {
  ...listOf([PAYMENT_ROW, REFUND_ROW]),
  totals: {
    days: [
      { date: '2026-11-04', in: 280_000, out: 0, net: 280_000 },
      { date: '2026-11-02', in: 0, out: 50_000, net: -50_000 },
    ],
    months: [{ month: '2026-11', in: 280_000, out: 50_000, net: 230_000 }],
    total: { in: 280_000, out: 50_000, net: 230_000 },
  },
};

function renderList(
  url = PERIOD,
  {
    me = DIRECTOR_ME,
    list = (call: ApiCall) => ok(call.query.get('studentId') === HANA ? HANA_ONLY : FULL),
  }: { me?: typeof DIRECTOR_ME; list?: Parameters<typeof mockApi>[0][string] } = {},
) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${LIST_PATH}`]: list,
    [`GET ${LIST_PATH}/export`]: () => ({ status: 200, body: {} }),
    [`GET ${BASE}/classes`]: () =>
      ok({
        items: [
          { classId: CLASS_MATH, classNm: '수학A' },
          { classId: CLASS_ENG, classNm: '영어B' },
        ],
        canCreate: true,
      }),
  });
  const view = renderRoutes(
    [
      { path: '/v3/transaction/list', element: <TransactionListPage /> },
      landing('/v3/transaction/detail/:type/:id', '거래 상세 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  /** The query of the last list request. */
  const lastQuery = () => api.callsTo(`GET ${LIST_PATH}`).at(-1)?.query;
  return { api, lastQuery, ...view };
}

/** The list's rows (its own items: a row's student buttons are a list of their own inside it). */
const rows = async () => [...(await screen.findByRole('list', { name: '거래' })).children] as HTMLElement[];

/** The list's three rows of the whole period, in order. */
async function threeRows(): Promise<[HTMLElement, HTMLElement, HTMLElement]> {
  const all = await rows();
  expect(all).toHaveLength(3);
  return all as [HTMLElement, HTMLElement, HTMLElement];
}

describe('거래 내역 (/v3/transaction/list)', () => {
  it('lists each movement with its kind, means, student, day and signed amount, and the period’s, monthly and daily totals', async () => {
    const { lastQuery } = renderList();
    const [payment, refund, entry] = await threeRows();
    expect(payment).toHaveTextContent('결제 · 카드 · 김하나, 이두리 · 수학A');
    expect(payment).toHaveTextContent('2026-11-04 · 11월 수학A 교습비');
    expect(payment).toHaveTextContent('+280,000원');
    expect(refund).toHaveTextContent('환불·취소 · 카드 · 김하나 · 수학A');
    expect(refund).toHaveTextContent('−50,000원');
    expect(entry).toHaveTextContent('기타 지출 · 임대료');
    expect(entry).toHaveTextContent('2026-10-31 · 10월 임대료 · 영수증 있음');
    expect(entry).toHaveTextContent('−1,200,000원');

    const figures = within(screen.getByRole('list', { name: '입금·출금·차액 합계' }));
    expect(figures.getByText('280,000원')).toBeInTheDocument();
    expect(figures.getByText('1,250,000원')).toBeInTheDocument();
    expect(figures.getByText('-970,000원')).toBeInTheDocument();
    const months = within(screen.getByRole('list', { name: '월별 합계' })).getAllByRole('listitem');
    expect(months.map((month) => month.textContent)).toEqual([
      expect.stringContaining('2026-11입금 280,000원 · 출금 50,000원230,000원'),
      expect.stringContaining('2026-10입금 0원 · 출금 1,200,000원-1,200,000원'),
    ]);
    const days = within(screen.getByRole('list', { name: '일별 합계' })).getAllByRole('listitem');
    expect(days).toHaveLength(3);
    expect(days[1]).toHaveTextContent('2026-11-02입금 0원 · 출금 50,000원');

    expect(lastQuery()?.get('from')).toBe('2026-10-01');
    expect(lastQuery()?.get('to')).toBe('2026-11-30');
    expect(within(payment).getByRole('link')).toHaveAttribute('href', `/v3/transaction/detail/payment/${PAYMENT}`);
  });

  it('opens a movement’s detail from its row', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    const [, refund] = await threeRows();
    await user.click(within(refund).getByRole('link'));
    expect(await screen.findByText('거래 상세 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/v3/transaction/detail/refund/${REFUND}`);
  });

  it('asks the list again by kind, method and class, and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { lastQuery, router } = renderList();
    await rows();
    expect(lastQuery()?.has('kind')).toBe(false);

    await user.click(within(screen.getByRole('list', { name: '구분' })).getByRole('button', { name: '결제' }));
    await waitFor(() => expect(lastQuery()?.get('kind')).toBe('payment'));
    expect(screen.getByRole('button', { name: '결제' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: '결제 수단' }), '카드');
    await waitFor(() => expect(lastQuery()?.get('method')).toBe('card'));

    await user.selectOptions(await screen.findByRole('combobox', { name: '반' }), '영어B');
    await waitFor(() => expect(lastQuery()?.get('classId')).toBe(CLASS_ENG));
    expect(lastQuery()?.get('kind')).toBe('payment');
    expect(lastQuery()?.get('method')).toBe('card');

    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
      kind: 'payment',
      method: 'card',
      classId: CLASS_ENG,
    });

    await user.click(screen.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(lastQuery()?.has('kind')).toBe(false));
  });

  it('narrows the list to a student named by a row, shows the filter as a chip, and takes it off again', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/transactions');
    URL.revokeObjectURL = vi.fn();
    const { api, lastQuery, router } = renderList();
    const [payment, , entry] = await threeRows();
    // Only a row that names students offers them; an entry has none.
    expect(within(entry).queryByRole('button')).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: '이두리 원생 거래만 보기' })).toBeInTheDocument();

    await user.click(within(payment).getByRole('button', { name: '김하나 원생 거래만 보기' }));
    await waitFor(() => expect(lastQuery()?.get('studentId')).toBe(HANA));
    expect(lastQuery()?.get('from')).toBe('2026-10-01');
    const chip = await screen.findByRole('button', { name: '김하나 원생 필터 지우기' });
    expect(chip).toHaveTextContent('김하나 ✕');
    // The row's button is gone with the filter; the focus waits on the chip that undoes it.
    expect(chip).toHaveFocus();
    expect(
      screen.getByText('원생으로 거르면 결제와 환불만 보입니다. 학원의 수입·지출에는 원생이 없습니다.'),
    ).toBeVisible();
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('studentId')).toBe(HANA);
    expect(address.get('studentNm')).toBe('김하나');

    // The list, its totals and the export follow the filter.
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.queryByRole('list', { name: '월별 합계' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '입금·출금·차액 합계' })).getByText('230,000원')).toBeVisible();
    // The student the list is narrowed to is not offered again; the other one is.
    const narrowed = (await rows())[0] as HTMLElement;
    expect(within(narrowed).queryByRole('button', { name: '김하나 원생 거래만 보기' })).toBeNull();
    expect(within(narrowed).getByRole('button', { name: '이두리 원생 거래만 보기' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '엑셀로 내보내기' }));
    await waitFor(() => expect(api.callsTo(`GET ${LIST_PATH}/export`)).toHaveLength(1));
    const exported = api.callsTo(`GET ${LIST_PATH}/export`)[0]?.query;
    expect(Object.fromEntries(exported ?? [])).toEqual({ from: '2026-10-01', to: '2026-11-30', studentId: HANA });

    await user.click(chip);
    await waitFor(() => expect(lastQuery()?.has('studentId')).toBe(false));
    expect(screen.queryByRole('button', { name: /원생 필터 지우기/ })).not.toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).has('studentId')).toBe(false);
    expect(new URLSearchParams(router.state.location.search).has('studentNm')).toBe(false);
    await waitFor(async () => expect(await rows()).toHaveLength(3));
  });

  it('opens narrowed to a student from an address (a student’s ledger)', async () => {
    const { lastQuery } = renderList(`${PERIOD}&studentId=${HANA}&studentNm=${encodeURIComponent('김하나')}`);
    expect(await screen.findByRole('button', { name: '김하나 원생 필터 지우기' })).toBeVisible();
    expect(lastQuery()?.get('studentId')).toBe(HANA);
    expect(await rows()).toHaveLength(2);
  });

  it('does not send a student id that is not one', async () => {
    const { lastQuery } = renderList(`${PERIOD}&studentId=1001&studentNm=x`);
    await rows();
    expect(lastQuery()?.has('studentId')).toBe(false);
    expect(screen.queryByRole('button', { name: /원생 필터 지우기/ })).not.toBeInTheDocument();
  });

  it('shows a manager holding only 061 the academy’s 입출금, without payment kinds, methods or classes', async () => {
    const { api } = renderList(PERIOD, {
      me: managerWith('061'),
      list: () => ok(listOf([ENTRY_ROW], { payments: false, cashBook: true, writeCashBook: false })),
    });
    expect(await rows()).toHaveLength(1);
    expect(screen.getByText('결제 조회 권한(041)이 없어 학원의 수입·지출만 보입니다.')).toBeVisible();
    const kinds = within(screen.getByRole('list', { name: '구분' }));
    expect(kinds.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '전체',
      '입금',
      '출금',
      '기타 수입',
      '기타 지출',
    ]);
    expect(screen.queryByRole('combobox', { name: '결제 수단' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: '반' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '수입·지출 기록' })).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${BASE}/classes`)).toHaveLength(0);
  });

  it('tells a manager without the codes which ones are needed, and asks nothing', async () => {
    const { api } = renderList(PERIOD, { me: managerWith('020') });
    expect(await screen.findByText('거래 내역을 볼 권한이 없습니다')).toBeVisible();
    expect(api.callsTo(`GET ${LIST_PATH}`)).toHaveLength(0);
  });

  it('says so when the period has no movement, and when the filter leaves none', async () => {
    const { lastQuery } = renderList(PERIOD, {
      list: () => ok({ ...listOf([]), totals: { days: [], months: [], total: { in: 0, out: 0, net: 0 } } }),
    });
    expect(await screen.findByText('이 기간의 거래가 없습니다')).toBeVisible();
    expect(screen.queryByRole('list', { name: '일별 합계' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '환불·취소' }));
    await waitFor(() => expect(lastQuery()?.get('kind')).toBe('refund'));
    expect(await screen.findByText('조건에 맞는 거래가 없습니다')).toBeVisible();
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', '서버 오류');
    const { api } = renderList(PERIOD, { list: () => answer });
    expect(await screen.findByText('거래 내역을 불러오지 못했습니다')).toBeVisible();
    answer = ok(FULL);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await rows()).toHaveLength(3);
    expect(api.callsTo(`GET ${LIST_PATH}`)).toHaveLength(2);
  });

  it('shows a refusal with the server’s words', async () => {
    renderList(PERIOD, {
      list: () => fail(403, 'FORBIDDEN', '결제 조회(041) 또는 입출금 조회(061) 권한이 필요합니다.'),
    });
    expect(await screen.findByText('결제 조회(041) 또는 입출금 조회(061) 권한이 필요합니다.')).toBeVisible();
  });
});
