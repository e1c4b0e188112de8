import type { TransactionDetailResponse, TransactionRow } from '@academy/domain/books/transactions.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { TransactionDetailPage } from './transaction-detail-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const BASE = `/api/insts/${INST_ID}`;
const PAYMENT = '019a0000-0000-7000-8000-00000000a001';
const PAYMENT_RECORD = '019a0000-0000-7000-8000-00000000e001';
const ENTRY = '019a0000-0000-7000-8000-00000000a003';
const BILL_HANA = '019a0000-0000-7000-8000-00000000b001';
const BILL_DURI = '019a0000-0000-7000-8000-00000000b002';

const managerWith = (authCd: string) =>
  meFixture({}, { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd }] });

const row = (overrides: Partial<TransactionRow>): TransactionRow => ({
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
    { studentId: '019a0000-0000-7000-8000-00000000d001', studentNm: '김하나' },
    { studentId: '019a0000-0000-7000-8000-00000000d002', studentNm: '이두리' },
  ],
  ...overrides,
});

const PAYMENT_DETAIL: TransactionDetailResponse = {
  transaction: row({}),
  bills: [
    { billId: BILL_HANA, title: '11월 수학A 교습비', studentNm: '김하나', classNm: '수학A', amount: 150_000 },
    { billId: BILL_DURI, title: '11월 수학A 교습비', studentNm: '이두리', classNm: '수학A', amount: 130_000 },
  ],
  paymentId: PAYMENT_RECORD,
  paymentStatus: 'DONE',
  cardCompany: '신한',
  cardNumberMasked: '1234-****-****-5678',
  explanation: null,
  entry: null,
};

function entryDetail(canWrite: boolean): TransactionDetailResponse {
  return {
    transaction: row({
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
    }),
    bills: [],
    paymentId: null,
    paymentStatus: null,
    cardCompany: null,
    cardNumberMasked: null,
    explanation: null,
    entry: {
      kind: 'out',
      note: '10월 임대료',
      file: {
        fileNm: '019a0000-0000-7000-8000-00000000f001.pdf',
        name: '임대료 영수증.pdf',
        size: 20_480,
        contentType: 'application/pdf',
      },
      createdByNm: '김원장',
      canWrite,
    },
  };
}

function renderDetail(
  url: string,
  { me = DIRECTOR_ME, answers = {} }: { me?: typeof DIRECTOR_ME; answers?: Parameters<typeof mockApi>[0] } = {},
) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BASE}/transactions/payment/${PAYMENT}`]: () => ok(PAYMENT_DETAIL),
    [`GET ${BASE}/transactions/inout/${ENTRY}`]: () => ok(entryDetail(true)),
    [`DELETE ${BASE}/cash-book/${ENTRY}`]: () => ok({ deleted: true }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/v3/transaction/detail/:type/:id?', element: <TransactionDetailPage /> },
      landing('/v3/transaction/list', '거래 내역 화면'),
      landing('/v3/InstBill', '청구서 관리 화면'),
      landing('/v3/PaymentDetail', '결제 상세 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

/** The facts of the movement, as `term: value` pairs. */
async function facts() {
  const region = await screen.findByText('일자');
  const list = region.closest('dl') as HTMLElement;
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('거래 상세 (/v3/transaction/detail/:type/:id)', () => {
  it('shows a payment with its card, the bills it paid and the way to its receipt', async () => {
    const user = userEvent.setup();
    const { router } = renderDetail(`/v3/transaction/detail/payment/${PAYMENT}`);
    expect(await facts()).toEqual({
      일자: '2026-11-04',
      금액: '280,000원',
      '결제 수단·분류': '카드',
      원생: '김하나, 이두리',
      반: '수학A',
      내용: '11월 수학A 교습비',
      카드: '신한 1234-****-****-5678',
    });
    expect(screen.getByRole('heading', { name: '결제' })).toBeVisible();
    const bills = within(screen.getByRole('list', { name: '청구서' })).getAllByRole('link');
    expect(bills).toHaveLength(2);
    expect(bills[0]).toHaveTextContent('김하나 · 수학A');
    expect(bills[0]).toHaveTextContent('150,000원');
    expect(bills[1]).toHaveAttribute('href', `/v3/InstBill?billId=${BILL_DURI}`);
    expect(screen.getByRole('link', { name: '결제 영수증 보기' })).toHaveAttribute(
      'href',
      `/v3/PaymentDetail?paymentId=${PAYMENT_RECORD}`,
    );
    // A payment has no entry part: nothing to change or delete here.
    expect(screen.queryByRole('button', { name: '지우기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '거래 내역으로' }));
    expect(await screen.findByText('거래 내역 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/v3/transaction/list');
  });

  it('shows a 입출금 entry with its category, note, receipt file and who wrote it, and deletes it after asking', async () => {
    const user = userEvent.setup();
    const { api, router } = renderDetail(`/v3/transaction/detail/inout/${ENTRY}`);
    expect(await facts()).toEqual({
      일자: '2026-10-31',
      금액: '1,200,000원',
      '결제 수단·분류': '임대료',
      메모: '10월 임대료',
    });
    expect(screen.getByRole('heading', { name: '기타 지출' })).toBeVisible();
    expect(screen.getByRole('link', { name: '임대료 영수증.pdf 열기' })).toHaveAttribute(
      'href',
      `${BASE}/cash-book/files/019a0000-0000-7000-8000-00000000f001.pdf`,
    );
    expect(screen.getByText('기록한 사람: 김원장')).toBeVisible();
    expect(screen.queryByRole('link', { name: '결제 영수증 보기' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '고치기' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '지우기' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('이 입출금 기록을 지울까요?');
    await user.click(within(dialog).getByRole('button', { name: '아니요' }));
    expect(api.callsTo(`DELETE ${BASE}/cash-book/${ENTRY}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '지우기' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${BASE}/cash-book/${ENTRY}`)).toHaveLength(1));
    expect(await screen.findByText('거래 내역 화면')).toBeVisible();
    expect(router.state.location.pathname).toBe('/v3/transaction/list');
  });

  it('offers no change to an entry the reader may only see (061)', async () => {
    renderDetail(`/v3/transaction/detail/inout/${ENTRY}`, {
      me: managerWith('061'),
      answers: { [`GET ${BASE}/transactions/inout/${ENTRY}`]: () => ok(entryDetail(false)) },
    });
    expect(await screen.findByRole('link', { name: '임대료 영수증.pdf 열기' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '고치기' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지우기' })).not.toBeInTheDocument();
  });

  it('says a movement is not there (another academy’s, deleted, or a path that names none)', async () => {
    const { api } = renderDetail(`/v3/transaction/detail/inout/${ENTRY}`, {
      answers: {
        [`GET ${BASE}/transactions/inout/${ENTRY}`]: () => fail(404, 'NOT_FOUND', '거래를 찾을 수 없습니다.'),
      },
    });
    expect(await screen.findByText('거래를 찾을 수 없습니다')).toBeVisible();
    expect(screen.getByRole('link', { name: '거래 내역으로' })).toHaveAttribute('href', '/v3/transaction/list');
    expect(api.callsTo(`GET ${BASE}/transactions/inout/${ENTRY}`)).toHaveLength(1);
  });

  it('asks nothing for a kind of movement that does not exist', async () => {
    const { api } = renderDetail(`/v3/transaction/detail/card/${PAYMENT}`);
    expect(await screen.findByText('거래를 찾을 수 없습니다')).toBeVisible();
    expect(api.calls.filter((call) => call.path.includes('/transactions'))).toHaveLength(0);
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let answer = fail(500, 'INTERNAL', '서버 오류');
    renderDetail(`/v3/transaction/detail/payment/${PAYMENT}`, {
      answers: { [`GET ${BASE}/transactions/payment/${PAYMENT}`]: () => answer },
    });
    expect(await screen.findByText('거래 내역을 불러오지 못했습니다')).toBeVisible();
    answer = ok(PAYMENT_DETAIL);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '결제 영수증 보기' })).toBeVisible();
  });

  it('shows a teacher that 거래 내역 is not theirs, and asks nothing', async () => {
    const { api } = renderDetail(`/v3/transaction/detail/payment/${PAYMENT}`, {
      me: meFixture(
        {},
        { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '050', role: 'TEACHER', authCd: '000' }] },
      ),
    });
    expect(await screen.findByText('거래 내역을 볼 권한이 없습니다')).toBeVisible();
    expect(api.calls.filter((call) => call.path.includes('/transactions'))).toHaveLength(0);
  });
});
