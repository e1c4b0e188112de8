import { BILL_STATUS_LABELS } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../store/store';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import {
  BILL_DRAFT,
  BILL_DRAFT_2,
  BILL_SENT,
  BILLS_PATH,
  billDetail,
  CLASS_A,
  cashReceipt,
  MANAGER_VIEW_ONLY,
  MONTH_BILLS,
  PARENT,
  TEACHER_ALL,
} from '../testing/billing-fixtures';
import { InstBillPage } from './inst-bill-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CLASSES = {
  items: [{ classId: CLASS_A, classNm: '수학A' }],
  canCreate: true,
};

function renderInstBill(
  url = '/v3/InstBill?month=2026-11',
  { me = DIRECTOR_ME, answers = {} }: { me?: typeof DIRECTOR_ME; answers?: Parameters<typeof mockApi>[0] } = {},
) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET ${BILLS_PATH}`]: () => ok(MONTH_BILLS),
    [`GET ${BILLS_PATH.replace('/bills', '/classes')}`]: () => ok(CLASSES),
    [`POST ${BILLS_PATH}/send-cost`]: () =>
      ok({ bills: 2, families: 2, cost: { recipients: 2, appOnly: 0, alimTalk: 1, sms: 1, lms: 0, totalWon: 40 } }),
    [`POST ${BILLS_PATH}/send`]: () => ok({ sent: 2 }),
    [`POST ${BILLS_PATH}/generate`]: () => ok({ created: 4, skipped: 1, billIds: [] }),
    [`GET ${BILLS_PATH}/${BILL_SENT}`]: () => ok(billDetail()),
    [`POST ${BILLS_PATH}/${BILL_SENT}/receipts`]: () => ok(billDetail()),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/v3/InstBill', element: <InstBillPage /> },
      landing('/billCreate', '청구서 만들기 화면'),
      landing('/v3/payment', '결제하기 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const bills = () => screen.findByRole('list', { name: '청구서 목록' });

describe('InstBill, the office’s month of bills', () => {
  it('lists the month’s bills with the totals of the whole month, and filters by status and class', async () => {
    const user = userEvent.setup();
    const { api } = renderInstBill();
    const list = within(await bills());
    const rows = list.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('나영호 · 수학A');
    expect(rows[2]).toHaveTextContent('150,000원');
    expect(rows[2]).toHaveTextContent('미수 100,000원');
    expect(rows[2]).toHaveTextContent('2026.11.10까지');
    expect(rows[2]).toHaveTextContent(BILL_STATUS_LABELS.partly_paid);

    const totals = within(screen.getByRole('list', { name: '청구·수납·미수·환불 합계' }));
    expect(totals.getByText('530,000원')).toBeInTheDocument();
    expect(totals.getByText('50,000원')).toBeInTheDocument();
    expect(totals.getByText('100,000원')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월')).toBeInTheDocument();
    expect(api.callsTo(`GET ${BILLS_PATH}`)[0]?.query.get('month')).toBe('2026-11');

    await user.click(
      within(screen.getByRole('list', { name: '상태로 거르기' })).getByRole('button', {
        name: BILL_STATUS_LABELS.overdue,
      }),
    );
    await waitFor(() => expect(api.callsTo(`GET ${BILLS_PATH}`).at(-1)?.query.get('status')).toBe('overdue'));
    await user.selectOptions(screen.getByRole('combobox', { name: '반' }), '수학A');
    await waitFor(() => expect(api.callsTo(`GET ${BILLS_PATH}`).at(-1)?.query.get('classId')).toBe(CLASS_A));

    await user.click(screen.getByRole('button', { name: '이전 달' }));
    await waitFor(() => expect(api.callsTo(`GET ${BILLS_PATH}`).at(-1)?.query.get('month')).toBe('2026-10'));
  });

  it('opens on this month in Seoul without a month in the address', async () => {
    const { api } = renderInstBill('/v3/InstBill');
    await bills();
    expect(api.callsTo(`GET ${BILLS_PATH}`)[0]?.query.get('month')).toBe(businessMonthOf(new Date()));
  });

  it('shows what sending costs before it sends the chosen drafts', async () => {
    const user = userEvent.setup();
    const { api } = renderInstBill();
    await bills();
    // Only drafts can be chosen.
    expect(screen.queryByRole('checkbox', { name: /나영호/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: '작성 중인 청구서 모두 선택' }));
    expect(screen.getByRole('checkbox', { name: '최민준 11월 수학A 교습비 선택' })).toBeChecked();
    expect(screen.getByText('2건 선택')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '발송' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      '청구서 2건을 2가족에게 보냅니다. 알림톡 1건, 문자 1건으로 예상 메시지 비용은 40원입니다.',
    );
    expect(api.callsTo(`POST ${BILLS_PATH}/send-cost`)[0]?.body).toEqual({ billIds: [BILL_DRAFT, BILL_DRAFT_2] });
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '발송' }));
    await waitFor(() => expect(api.callsTo(`POST ${BILLS_PATH}/send`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)[0]?.body).toEqual({ billIds: [BILL_DRAFT, BILL_DRAFT_2] });
    await waitFor(() => expect(store.getState().toast.msg).toBe('청구서 2건을 보냈습니다.'));
    // The list is read again, the sent drafts no longer chosen.
    await waitFor(() => expect(screen.getByText('0건 선택')).toBeInTheDocument());
  });

  it('sends nothing when the cost is declined', async () => {
    const user = userEvent.setup();
    const { api } = renderInstBill();
    await bills();
    await user.click(screen.getByRole('checkbox', { name: '최서연 11월 수학A 교습비 선택' }));
    await user.click(screen.getByRole('button', { name: '발송' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo(`POST ${BILLS_PATH}/send-cost`)[0]?.body).toEqual({ billIds: [BILL_DRAFT_2] });
    expect(api.callsTo(`POST ${BILLS_PATH}/send`)).toHaveLength(0);
  });

  it('makes the month’s drafts with the 선납 months chosen, then shows the drafts', async () => {
    const user = userEvent.setup();
    const { api } = renderInstBill();
    await bills();
    await user.click(screen.getByRole('button', { name: '청구서 만들기' }));
    const dialog = await screen.findByRole('dialog', { name: '청구서 만들기' });
    expect(dialog).toHaveTextContent('2026년 11월 청구서 초안');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /선납 개월 수/ }), '2개월');
    await user.click(within(dialog).getByRole('button', { name: '초안 만들기' }));
    await waitFor(() => expect(api.callsTo(`POST ${BILLS_PATH}/generate`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BILLS_PATH}/generate`)[0]?.body).toEqual({ month: '2026-11', prepaymentMonths: 2 });
    await waitFor(() =>
      expect(store.getState().toast.msg).toBe('초안 4건을 만들었습니다. 이미 있던 1건은 그대로 두었습니다.'),
    );
    await waitFor(() => expect(api.callsTo(`GET ${BILLS_PATH}`).at(-1)?.query.get('status')).toBe('draft'));
  });

  it('opens a bill with its lines, discount, first-month note and payments, and records cash at the desk', async () => {
    const user = userEvent.setup();
    const { api } = renderInstBill();
    await user.click(within(await bills()).getByRole('link', { name: /나영호/ }));
    expect(await screen.findByRole('heading', { level: 2, name: '11월 수학A 교습비' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: '청구 항목 목록' }));
    expect(lines.getByText('교습비')).toBeInTheDocument();
    expect(lines.getByText(/교구 재료/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '할인 목록' })).getByText('-30,000원')).toBeInTheDocument();
    expect(screen.getByText(/수업 8회 중 5회분/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '결제·수납 목록' })).getByText(/현금/)).toBeInTheDocument();
    // `can` allows only 수납 처리 on this bill.
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '청구 취소' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '수납 처리' }));
    const dialog = await screen.findByRole('dialog', { name: '수납 처리' });
    const amount = within(dialog).getByRole('textbox', { name: /받은 금액/ });
    expect(amount).toHaveValue('130000');
    await user.clear(amount);
    await user.type(amount, '140000');
    await user.click(within(dialog).getByRole('button', { name: '수납 기록' }));
    expect(
      await within(dialog).findByText(
        '남은 금액 130,000원보다 많이 결제할 수 없습니다. 130,000원 이하로 입력해 주세요.',
      ),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '130000');
    await user.type(within(dialog).getByRole('textbox', { name: /현금영수증 번호/ }), '010-1234-5678');
    await user.click(within(dialog).getByRole('button', { name: '수납 기록' }));
    await waitFor(() => expect(api.callsTo(`POST ${BILLS_PATH}/${BILL_SENT}/receipts`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BILLS_PATH}/${BILL_SENT}/receipts`)[0]?.body).toEqual({
      method: 'cash',
      amount: 130_000,
      paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      cashReceiptIdentity: '010-1234-5678',
    });
  });

  it('shows each payment’s 현금영수증: issued, self-issued and waiting with its due date and why, failed', async () => {
    const [cash] = billDetail().payments;
    if (!cash) throw new Error('the fixture has a payment');
    const paymentId = (n: number) => `019a0000-0000-7000-8000-00000000e01${n}`;
    const detail = billDetail({
      payments: [
        { ...cash, paymentId: paymentId(1), cashReceipt: cashReceipt() },
        {
          ...cash,
          paymentId: paymentId(2),
          method: 'transfer',
          cashReceipt: cashReceipt({
            status: 'pending',
            identityMasked: '010-000-1234',
            selfIssued: true,
            issueNumber: null,
            dueDate: '2026-12-02',
            failureMessage: BILLING_MESSAGES.cashReceiptUnavailable,
          }),
        },
        {
          ...cash,
          paymentId: paymentId(3),
          cashReceipt: cashReceipt({
            status: 'failed',
            issueNumber: null,
            failureMessage: BILLING_MESSAGES.cashReceiptExpired,
          }),
        },
        { ...cash, paymentId: paymentId(4), amount: 10_000, cashReceipt: null },
      ],
    });
    renderInstBill(`/v3/InstBill?month=2026-11&billId=${BILL_SENT}`, {
      answers: { [`GET ${BILLS_PATH}/${BILL_SENT}`]: () => ok(detail) },
    });
    const rows = within(await screen.findByRole('list', { name: '결제·수납 목록' })).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('현금영수증 발급 완료 (010-****-5678)');
    expect(rows[1]).toHaveTextContent('현금영수증 발급 대기 (기한 12월 2일) · 자진발급');
    expect(rows[1]).toHaveTextContent(BILLING_MESSAGES.cashReceiptUnavailable);
    expect(rows[2]).toHaveTextContent('현금영수증 발급 실패');
    expect(rows[2]).toHaveTextContent(BILLING_MESSAGES.cashReceiptExpired);
    expect(rows[3]).not.toHaveTextContent('현금영수증');
  });

  it('asks for a reason before it cancels a bill', async () => {
    const user = userEvent.setup();
    const draft = billDetail({ can: { edit: true, send: true, cancel: true, receive: false, pay: false } });
    const { api } = renderInstBill(`/v3/InstBill?month=2026-11&billId=${BILL_SENT}`, {
      answers: {
        [`GET ${BILLS_PATH}/${BILL_SENT}`]: () => ok(draft),
        [`POST ${BILLS_PATH}/${BILL_SENT}/cancel`]: () => ok(draft),
      },
    });
    expect(await screen.findByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      `/billCreate?billId=${BILL_SENT}`,
    );
    await user.click(screen.getByRole('button', { name: '청구 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '청구를 취소할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '청구 취소' }));
    expect(await within(dialog).findByText('취소 사유를 입력해 주세요')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BILLS_PATH}/${BILL_SENT}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /취소 사유/ }), '수강 취소');
    await user.click(within(dialog).getByRole('button', { name: '청구 취소' }));
    await waitFor(() => expect(api.callsTo(`POST ${BILLS_PATH}/${BILL_SENT}/cancel`)).toHaveLength(1));
    expect(api.callsTo(`POST ${BILLS_PATH}/${BILL_SENT}/cancel`)[0]?.body).toEqual({ reason: '수강 취소' });
  });

  it('shows a manager holding only 041 the bills, without making, sending or choosing', async () => {
    const { api } = renderInstBill(undefined, { me: MANAGER_VIEW_ONLY });
    await bills();
    expect(screen.queryByRole('button', { name: '청구서 만들기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '직접 만들기' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // Without 020 the class list is not asked for: the classes come from the bills themselves.
    expect(api.callsTo(`GET ${BILLS_PATH.replace('/bills', '/classes')}`)).toHaveLength(0);
    expect(screen.getByRole('option', { name: '수학A' })).toBeInTheDocument();
  });

  it('shows a teacher no money, and points a parent to the family’s own bills', async () => {
    const teacher = renderInstBill(undefined, { me: TEACHER_ALL });
    expect(await screen.findByText('볼 수 있는 권한이 없습니다')).toBeInTheDocument();
    expect(teacher.api.callsTo(`GET ${BILLS_PATH}`)).toHaveLength(0);
    teacher.unmount();

    renderInstBill(undefined, { me: PARENT });
    expect(await screen.findByRole('link', { name: '청구·결제로' })).toHaveAttribute('href', '/v3/payment');
  });

  it('turns automatic issue on: a week before the due date at 10:00, saved whole', async () => {
    const user = userEvent.setup();
    const settingsPath = BILLS_PATH.replace('/bills', '/billing/settings');
    const { api } = renderInstBill(undefined, {
      answers: {
        [`GET ${settingsPath}`]: () => ok({ autoIssue: false, autoIssueDaysBefore: 7, autoIssueHour: 10 }),
        [`PUT ${settingsPath}`]: () => ok({ autoIssue: true, autoIssueDaysBefore: 5, autoIssueHour: 10 }),
      },
    });
    await bills();
    await user.click(screen.getByRole('button', { name: '자동 발송' }));
    const dialog = within(await screen.findByRole('dialog', { name: '자동 발송' }));
    const days = await dialog.findByRole('combobox', { name: '납부 기한 며칠 전' });
    expect(days).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: '청구서를 자동으로 만들어 보내기' }));
    await user.selectOptions(days, '5일 전');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo(`PUT ${settingsPath}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${settingsPath}`)[0]?.body).toEqual({
      autoIssue: true,
      autoIssueDaysBefore: 5,
      autoIssueHour: 10,
    });
    await waitFor(() =>
      expect(store.getState().toast.msg).toBe('자동 발송을 켰습니다. 납부 기한 5일 전 오전 10시에 보냅니다.'),
    );
  });
});
