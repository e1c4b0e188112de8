import type { BillListResponse, BillRow } from '@academy/domain/billing/billing.schema';
import type { TransactionListResponse } from '@academy/domain/books/transactions.schema';
import { businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import type { ChildHomeResponse, InstHomeResponse } from '@academy/domain/home/home.schema';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCommon } from '../../../store/common-slice';
import { store } from '../../../store/store';
import { INST_ID, meFixture, meWith } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { MainPage } from '../pages/main-page';
import { childSection, homeBase, membership, TODAY } from '../testing/home-fixtures';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  store.dispatch(resetCommon());
});

const BILLS = `/api/insts/${INST_ID}/bills`;
const TRANSACTIONS = `/api/insts/${INST_ID}/transactions`;

const monthMoney = (
  total: { in: number; out: number; net: number },
  sees: TransactionListResponse['sees'],
): TransactionListResponse => ({
  transactions: [],
  nextCursor: null,
  totals: { days: [], months: [], total },
  sees,
});

const admin = (role: 'DIRECTOR' | 'MANAGER', authCd: string): InstHomeResponse => ({
  view: 'admin',
  ...homeBase,
  role,
  authCd,
  todayClasses: null,
  desk: null,
  studentsByStatus: null,
  joinRequests: null,
  notifications: { unreadCount: 0, recent: [] },
  nextSteps: [],
});

const student: InstHomeResponse = {
  view: 'student',
  ...homeBase,
  role: 'STUDENT',
  authCd: null,
  isPresident: false,
  me: {
    studentId: 's1',
    studentNm: '최민준',
    userId: 'user-1',
    status: 'enrolled',
    statusSince: null,
    schoolNm: null,
    gradeYear: null,
  },
  todayLessons: [],
  deskPin: null,
  month: '2026-11',
  monthSummary: {
    counts: { PRESENT: 0, LATE: 0, ABSENT: 0, EARLY_LEAVE: 0, MAKEUP: 0 },
    total: 0,
    attended: 0,
    rate: null,
  },
};

const row = (overrides: Partial<BillRow>): BillRow => ({
  billId: '019a0000-0000-7000-8000-00000000b001',
  title: '11월 수학A 교습비',
  status: 'sent',
  studentId: 'student-1',
  studentNm: '최민준',
  classId: null,
  classNm: '수학A',
  month: '2026-11',
  regStartDt: '2026-11-01',
  regEndDt: '2026-11-30',
  dueDate: '2026-11-25',
  round: null,
  prepaymentMonth: 1,
  total: 200_000,
  paidReceivedAmount: 0,
  refundedAmount: 0,
  unclaimed: 200_000,
  sentAt: '2026-11-18T01:00:00.000Z',
  ...overrides,
});

const list = (bills: BillRow[], totals: Partial<BillListResponse['totals']> = {}): BillListResponse => ({
  bills,
  nextCursor: null,
  totals: { count: bills.length, billed: 0, paid: 0, unpaid: 0, refunded: 0, ...totals },
});

function renderHome(me: ReturnType<typeof meWith>, answers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(me), ...answers });
  renderRoutes([{ path: '/mainTF', element: <MainPage /> }], '/mainTF', { sessionSync: true });
  return api;
}

describe('the money cards of the homes', () => {
  it('shows the director this month’s billed, paid and unpaid, opening 청구서 관리', async () => {
    const api = renderHome(meWith([membership('DIRECTOR')]), {
      [`GET /api/insts/${INST_ID}/home`]: ok(admin('DIRECTOR', '000')),
      [`GET ${BILLS}`]: () => ok(list([], { count: 12, billed: 2_400_000, paid: 1_800_000, unpaid: 600_000 })),
      [`GET ${TRANSACTIONS}`]: () =>
        ok(monthMoney({ in: 0, out: 0, net: 0 }, { payments: true, cashBook: true, writeCashBook: true })),
    });
    const card = within(await screen.findByRole('region', { name: '이번 달 수납' }));
    const figures = within(await card.findByRole('list', { name: '이번 달 청구·수납·미수' }));
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '청구2,400,000원',
      '수납1,800,000원',
      '미수600,000원',
    ]);
    const month = businessMonthOf(new Date());
    expect(card.getByRole('link', { name: '청구서 관리' })).toHaveAttribute('href', `/v3/InstBill?month=${month}`);
    expect(card.getByRole('link', { name: '월말 보고서' })).toHaveAttribute(
      'href',
      `/v3/tuition-fee/list?month=${month}&view=report`,
    );
    expect(api.callsTo(`GET ${BILLS}`)[0]?.query.get('month')).toBe(month);
  });

  it('shows the director the month’s money in and out over payments and 입출금, opening 거래 내역', async () => {
    const api = renderHome(meWith([membership('DIRECTOR')]), {
      [`GET /api/insts/${INST_ID}/home`]: ok(admin('DIRECTOR', '000')),
      [`GET ${BILLS}`]: () => ok(list([])),
      [`GET ${TRANSACTIONS}`]: () =>
        ok(
          monthMoney(
            { in: 1_950_000, out: 2_100_000, net: -150_000 },
            { payments: true, cashBook: true, writeCashBook: true },
          ),
        ),
    });
    const card = within(await screen.findByRole('region', { name: '이번 달 입출금' }));
    const figures = within(await card.findByRole('list', { name: '이번 달 입금·출금·차액' }));
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '입금1,950,000원',
      '출금2,100,000원',
      '차액-150,000원',
    ]);
    expect(card.getByText('교습비 결제와 학원의 입출금을 모두 합한 금액입니다.')).toBeInTheDocument();
    expect(card.getByRole('link', { name: '거래 내역' })).toHaveAttribute('href', '/v3/transaction/list');
    const { first, last } = businessMonthRange(businessMonthOf(new Date()));
    const query = api.callsTo(`GET ${TRANSACTIONS}`)[0]?.query;
    expect([query?.get('from'), query?.get('to'), query?.get('limit')]).toEqual([first, last, '1']);
  });

  it('shows a bookkeeper holding only 입출금 조회 (061) the 입출금 card and not the bills', async () => {
    const bookkeeper = meWith([{ ...membership('MANAGER'), authCd: '061' }]);
    const api = renderHome(bookkeeper, {
      [`GET /api/insts/${INST_ID}/home`]: ok(admin('MANAGER', '061')),
      [`GET ${TRANSACTIONS}`]: () =>
        ok(
          monthMoney(
            { in: 50_000, out: 300_000, net: -250_000 },
            { payments: false, cashBook: true, writeCashBook: false },
          ),
        ),
    });
    const card = within(await screen.findByRole('region', { name: '이번 달 입출금' }));
    expect(await card.findByText('학원이 직접 적은 입출금만 합한 금액입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '이번 달 수납' })).toBeNull();
    expect(api.callsTo(`GET ${BILLS}`)).toHaveLength(0);
  });

  it('leaves the card out for a manager without 결제 codes', async () => {
    const manager = meWith([{ ...membership('MANAGER'), authCd: '010#020' }]);
    const api = renderHome(manager, {
      [`GET /api/insts/${INST_ID}/home`]: ok(admin('MANAGER', '010#020')),
    });
    expect(await screen.findByRole('heading', { level: 2, name: '한빛수학학원' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '이번 달 수납' })).toBeNull();
    expect(screen.queryByRole('region', { name: '이번 달 입출금' })).toBeNull();
    expect(api.callsTo(`GET ${BILLS}`)).toHaveLength(0);
    expect(api.callsTo(`GET ${TRANSACTIONS}`)).toHaveLength(0);
  });

  it('shows a student what is due with 결제하기 on the one bill', async () => {
    const api = renderHome(meWith([membership('STUDENT')]), {
      [`GET /api/insts/${INST_ID}/home`]: ok(student),
      [`GET ${BILLS}`]: () => ok(list([row({ unclaimed: 150_000 })], { unpaid: 150_000 })),
    });
    const card = within(await screen.findByRole('region', { name: '납부할 교습비' }));
    expect(await card.findByText('150,000원', { selector: 'p' })).toBeInTheDocument();
    expect(card.getByRole('list', { name: '납부할 청구서' })).toHaveTextContent('11월 수학A 교습비');
    expect(card.getByRole('link', { name: '결제하기' })).toHaveAttribute(
      'href',
      '/v3/payment?billId=019a0000-0000-7000-8000-00000000b001',
    );
    expect(api.callsTo(`GET ${BILLS}`)[0]?.query.get('unpaid')).toBe('true');
  });

  it('tells a parent, child by child, when nothing is due', async () => {
    const parent = meFixture(
      { userNm: '최학부모' },
      {
        memberships: [membership('PARENT')],
        children: [{ userId: 'child-1', userNm: '최민준', relationType: '어머니' }],
      },
    );
    const childHome: ChildHomeResponse = {
      childUserId: 'child-1',
      childNm: '최민준',
      today: TODAY,
      academies: [childSection()],
    };
    const api = renderHome(parent, {
      [`GET /api/insts/${INST_ID}/home`]: ok({
        view: 'parent',
        ...homeBase,
        role: 'PARENT',
        authCd: null,
        isPresident: false,
        children: [childSection()],
      }),
      'GET /api/me/children/child-1/home': ok(childHome),
      [`GET ${BILLS}`]: () => ok(list([])),
    });
    const academy = within(await screen.findByRole('region', { name: '한빛수학학원' }));
    const card = within(academy.getByRole('region', { name: '납부할 교습비' }));
    expect(await card.findByText('납부할 청구서가 없습니다.')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: '결제하기' })).toBeNull();
    expect(api.callsTo(`GET ${BILLS}`)[0]?.query.get('studentId')).toBe('student-1');
  });
});
