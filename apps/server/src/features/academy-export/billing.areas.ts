import { billOutstanding, billStatusOf } from '@academy/domain/billing/bill-ledger';
import {
  BILL_ITEM_KIND_LABELS,
  BILL_STATUS_LABELS,
  CASH_RECEIPT_PURPOSE_LABELS,
  CASH_RECEIPT_STATUS_LABELS,
  DISCOUNT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REFUND_RULE_LABELS,
  type RefundRule,
} from '@academy/domain/billing/billing.constants';
import { REFUND_STATUS_LABELS } from '@academy/domain/billing/refund.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { INSTALLMENT_LABELS, type InstallmentCode } from '@academy/domain/payment/payment.rules';
import { type RawBuilder, sql } from 'kysely';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * The academy's tuition books (decision 0049): every bill with its lines and discounts, every
 * payment — by card through the provider and the cash and transfers the office recorded — with how
 * it was split over the bills, every refund and cancel with the rule and explanation it was given,
 * and the 현금영수증. Enough to keep the books elsewhere: the names a person reads beside the ids,
 * the periods and due dates, every money column in won, the status as the app shows it.
 *
 * Numbers stay as the app shows them to the office: a card's masked number, a receipt's masked
 * identity. Never exported: the payer's sealed number of a 현금영수증 (`identity_enc`) and the hash
 * of a virtual account's deposit-callback secret (`va_secret_hash`) — neither is selected here.
 * The provider's payment key and the order ids are references for the provider's own records.
 */

const PROVIDER_LABELS = { sandbox: '시험 결제', toss: '토스페이먼츠', nicepay: '나이스페이' } as const;

/** A line's kind: the 학원법's kinds of cost, and the discounts, which are lines of their own. */
const LINE_KIND_LABELS = { ...BILL_ITEM_KIND_LABELS, discount: '할인' } as const;

/** Installments are a card's: a cash payment's stored `00` is not a lump sum anyone chose. */
const CARD_METHODS: ReadonlySet<string> = new Set(['card', 'billing']);

/**
 * The day the export reads the books on (its Seoul business date), carried on each bill row: a bill
 * waiting for money after its due date shows 미납, as in the app, and that depends on the day.
 */
const readOn = (today: IsoDate) => sql<IsoDate>`${today}::text`;

/** The names of the students whose bills a payment paid (`payment` is the payments table's alias). */
const studentsPaidFor = (payment: string): RawBuilder<string[]> =>
  sql<string[]>`array(
    select distinct st.student_nm
      from payment_bills pb
      join bills b on b.inst_id = pb.inst_id and b.id = pb.bill_id
      join students st on st.inst_id = b.inst_id and st.id = b.student_id
     where pb.inst_id = ${sql.ref(`${payment}.inst_id`)} and pb.payment_id = ${sql.ref(`${payment}.id`)}
     order by st.student_nm)`;

export const billsArea = defineArea(
  'bills',
  (db, { instId, today }) =>
    db
      .selectFrom('bills as b')
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
      )
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .leftJoin('users as w', 'w.id', 'b.created_by')
      .select([
        'b.id',
        'b.student_id',
        'st.student_nm',
        'b.class_id',
        'c.class_nm',
        'b.enrolment_id',
        'b.title',
        'b.bill_month',
        'b.period_start',
        'b.period_end',
        'b.round',
        'b.prepayment_months',
        'b.due_date',
        'b.subtotal',
        'b.discount',
        'b.total',
        'b.paid',
        'b.refunded',
        'b.status',
        'b.memo',
        'b.proration_note',
        'b.cancel_reason',
        'b.sent_at',
        'b.cancelled_at',
        'w.user_nm as created_by_nm',
        'b.created_at',
        'b.updated_at',
        readOn(today).as('read_on'),
      ])
      .where(ofInst(instId, 'b'))
      .orderBy('b.bill_month')
      .orderBy('st.student_nm')
      .orderBy('b.created_at')
      .orderBy('b.id'),
  (c) => [
    c.jsonOnly('billId', '청구서 ID', (row) => row.id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('enrolmentId', '수강 ID', (row) => row.enrolment_id),
    c.text('title', '청구서 제목', 24, (row) => row.title),
    c.text('month', '청구 월', 8, (row) => row.bill_month.slice(0, 7)),
    c.date('periodStart', '수강 시작일', (row) => row.period_start),
    c.date('periodEnd', '수강 종료일', (row) => row.period_end),
    c.number('round', '회차', 6, (row) => row.round),
    c.number('prepaymentMonths', '선납 개월 수', 8, (row) => row.prepayment_months),
    c.date('dueDate', '납부 기한', (row) => row.due_date),
    c.number('subtotal', '청구 금액(원)', 12, (row) => row.subtotal),
    c.number('discount', '할인 합계(원)', 12, (row) => row.discount),
    c.number('total', '합계(원)', 12, (row) => row.total),
    c.number('paid', '받은 금액(원)', 12, (row) => row.paid),
    c.number('refunded', '환불 금액(원)', 12, (row) => row.refunded),
    c.number('unpaid', '미수금(원)', 12, (row) => billOutstanding(row)),
    c.coded(
      'status',
      '상태 (오늘)',
      10,
      (row) =>
        billStatusOf(
          {
            total: row.total,
            paid: row.paid,
            refunded: row.refunded,
            sent: row.sent_at !== null,
            cancelled: row.cancelled_at !== null || row.status === 'cancelled',
            dueDate: row.due_date,
          },
          row.read_on,
        ),
      BILL_STATUS_LABELS,
    ),
    c.text('memo', '메모', 30, (row) => row.memo),
    c.text('prorationNote', '첫 달 계산', 30, (row) => row.proration_note),
    c.text('cancelReason', '취소 사유', 20, (row) => row.cancel_reason),
    c.text('createdByNm', '만든 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '만든 일시', (row) => row.created_at),
    c.instant('sentAt', '발송 일시', (row) => row.sent_at),
    c.instant('cancelledAt', '취소 일시', (row) => row.cancelled_at),
    c.instant('updatedAt', '수정 일시', (row) => row.updated_at),
  ],
);

export const billItemsArea = defineArea(
  'billItems',
  (db, { instId }) =>
    db
      .selectFrom('bill_items as i')
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'i.inst_id').onRef('b.id', '=', 'i.bill_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
      )
      .select([
        'i.bill_id',
        'st.student_nm',
        'b.title',
        'b.bill_month',
        'i.seq',
        'i.kind',
        'i.discount_kind',
        'i.name',
        'i.amount',
        'i.reason',
      ])
      .where(ofInst(instId, 'i'))
      .orderBy('b.bill_month')
      .orderBy('st.student_nm')
      .orderBy('b.created_at')
      .orderBy('i.bill_id')
      .orderBy('i.seq'),
  (c) => [
    c.jsonOnly('billId', '청구서 ID', (row) => row.bill_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('billTitle', '청구서', 24, (row) => row.title),
    c.text('month', '청구 월', 8, (row) => row.bill_month.slice(0, 7)),
    c.number('order', '순서', 6, (row) => row.seq + 1),
    c.coded('kind', '항목', 10, (row) => row.kind, LINE_KIND_LABELS),
    c.coded('discountKind', '할인 종류', 10, (row) => row.discount_kind, DISCOUNT_KIND_LABELS),
    c.text('name', '표시 이름', 20, (row) => row.name),
    c.number('amount', '금액(원)', 12, (row) => row.amount),
    // What the line adds to the bill's total (a discount takes off), so a bill's lines add up to it.
    c.number('signedAmount', '합계에 더한 금액(원)', 14, (row) => (row.kind === 'discount' ? -row.amount : row.amount)),
    c.text('reason', '할인 사유', 24, (row) => row.reason),
  ],
);

export const paymentsArea = defineArea(
  'payments',
  (db, { instId }) =>
    db
      .selectFrom('payments as p')
      .leftJoin('users as payer', 'payer.id', 'p.payer_user_id')
      .leftJoin('users as office', 'office.id', 'p.recorded_by')
      .select([
        'p.id',
        'p.order_id',
        'p.order_name',
        'p.method',
        'p.provider',
        'p.payment_key',
        'p.status',
        'p.amount',
        'p.cancelled_amount',
        'p.installment_cd',
        'p.card_company',
        'p.card_number_masked',
        'p.approve_no',
        'p.approved_at',
        'p.paid_date',
        'p.va_bank',
        'p.va_account_number',
        'p.va_holder',
        'p.va_due_at',
        'p.receipt_url',
        'p.payer_user_id',
        'payer.user_nm as payer_nm',
        'p.recorded_by',
        'office.user_nm as recorded_by_nm',
        'p.failure_code',
        'p.failure_message',
        'p.created_at',
        'p.updated_at',
        studentsPaidFor('p').as('student_nms'),
      ])
      .where(ofInst(instId, 'p'))
      .orderBy('p.created_at')
      .orderBy('p.id'),
  (c) => [
    c.jsonOnly('paymentId', '결제 ID', (row) => row.id),
    c.text('orderId', '주문 번호', 30, (row) => row.order_id),
    c.text('orderName', '주문명', 24, (row) => row.order_name),
    c.list('studentNms', '원생', 16, (row) => row.student_nms),
    c.coded('method', '결제 방법', 10, (row) => row.method, PAYMENT_METHOD_LABELS),
    c.coded('status', '상태', 10, (row) => row.status, PAYMENT_STATUS_LABELS),
    c.number('amount', '결제 금액(원)', 12, (row) => row.amount),
    c.number('cancelledAmount', '취소 금액(원)', 12, (row) => row.cancelled_amount),
    c.date('paidDate', '받은 날', (row) => row.paid_date),
    c.instant('approvedAt', '결제 일시', (row) => row.approved_at),
    c.coded('provider', '결제 대행사', 12, (row) => row.provider, PROVIDER_LABELS),
    c.jsonOnly('paymentKey', '결제 키', (row) => row.payment_key),
    c.text('approveNo', '승인 번호', 12, (row) => row.approve_no),
    c.text('cardCompany', '카드사', 10, (row) => row.card_company),
    c.text('cardNumberMasked', '카드 번호', 20, (row) => row.card_number_masked),
    c.coded(
      'installmentCd',
      '할부',
      8,
      (row) => (CARD_METHODS.has(row.method) ? (row.installment_cd as InstallmentCode) : null),
      INSTALLMENT_LABELS,
    ),
    c.text('vaBank', '가상계좌 은행', 10, (row) => row.va_bank),
    c.text('vaAccountNumber', '가상계좌 번호', 18, (row) => row.va_account_number),
    c.text('vaHolder', '가상계좌 예금주', 12, (row) => row.va_holder),
    c.instant('vaDueAt', '입금 기한', (row) => row.va_due_at),
    c.jsonOnly('payerUserId', '결제자 회원 ID', (row) => row.payer_user_id),
    c.text('payerNm', '결제자', 12, (row) => row.payer_nm),
    c.jsonOnly('recordedBy', '수납 처리한 회원 ID', (row) => row.recorded_by),
    c.text('recordedByNm', '수납 처리한 사람', 12, (row) => row.recorded_by_nm),
    c.text('receiptUrl', '결제 영수증 주소', 30, (row) => row.receipt_url),
    c.jsonOnly('failureCode', '실패 코드', (row) => row.failure_code),
    c.text('failureMessage', '실패 사유', 30, (row) => row.failure_message),
    c.instant('createdAt', '주문 일시', (row) => row.created_at),
    c.instant('updatedAt', '수정 일시', (row) => row.updated_at),
  ],
);

export const paymentBillsArea = defineArea(
  'paymentBills',
  (db, { instId }) =>
    db
      .selectFrom('payment_bills as pb')
      .innerJoin('payments as p', (join) =>
        join.onRef('p.inst_id', '=', 'pb.inst_id').onRef('p.id', '=', 'pb.payment_id'),
      )
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pb.inst_id').onRef('b.id', '=', 'pb.bill_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
      )
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'b.inst_id').onRef('c.id', '=', 'b.class_id'))
      .select([
        'pb.payment_id',
        'p.order_id',
        'p.method',
        'p.status',
        'p.approved_at',
        'pb.bill_id',
        'b.title',
        'b.bill_month',
        'st.student_nm',
        'c.class_nm',
        'pb.amount',
      ])
      .where(ofInst(instId, 'pb'))
      .orderBy('p.created_at')
      .orderBy('pb.payment_id')
      .orderBy('st.student_nm')
      .orderBy('pb.bill_id'),
  (c) => [
    c.jsonOnly('paymentId', '결제 ID', (row) => row.payment_id),
    c.text('orderId', '주문 번호', 30, (row) => row.order_id),
    c.coded('method', '결제 방법', 10, (row) => row.method, PAYMENT_METHOD_LABELS),
    c.coded('paymentStatus', '결제 상태', 10, (row) => row.status, PAYMENT_STATUS_LABELS),
    c.instant('approvedAt', '결제 일시', (row) => row.approved_at),
    c.jsonOnly('billId', '청구서 ID', (row) => row.bill_id),
    c.text('billTitle', '청구서', 24, (row) => row.title),
    c.text('month', '청구 월', 8, (row) => row.bill_month.slice(0, 7)),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.number('amount', '이 청구서에 낸 금액(원)', 14, (row) => row.amount),
  ],
);

export const paymentCancelsArea = defineArea(
  'paymentCancels',
  (db, { instId }) =>
    db
      .selectFrom('payment_cancels as pc')
      .innerJoin('payments as p', (join) =>
        join.onRef('p.inst_id', '=', 'pc.inst_id').onRef('p.id', '=', 'pc.payment_id'),
      )
      .innerJoin('bills as b', (join) => join.onRef('b.inst_id', '=', 'pc.inst_id').onRef('b.id', '=', 'pc.bill_id'))
      .innerJoin('students as st', (join) =>
        join.onRef('st.inst_id', '=', 'b.inst_id').onRef('st.id', '=', 'b.student_id'),
      )
      .leftJoin('users as u', 'u.id', 'pc.created_by')
      .select([
        'pc.id',
        'pc.payment_id',
        'p.order_id',
        'p.method',
        'pc.bill_id',
        'b.title',
        'st.student_nm',
        'pc.amount',
        'pc.reason',
        'pc.refund_rule',
        'pc.explanation',
        'pc.transaction_key',
        'pc.due_date',
        'pc.status',
        'u.user_nm as created_by_nm',
        'pc.created_at',
        'pc.done_at',
      ])
      .where(ofInst(instId, 'pc'))
      .orderBy('pc.created_at')
      .orderBy('pc.id'),
  (c) => [
    c.jsonOnly('cancelId', '환불 ID', (row) => row.id),
    c.jsonOnly('paymentId', '결제 ID', (row) => row.payment_id),
    c.text('orderId', '주문 번호', 30, (row) => row.order_id),
    c.coded('method', '결제 방법', 10, (row) => row.method, PAYMENT_METHOD_LABELS),
    c.jsonOnly('billId', '청구서 ID', (row) => row.bill_id),
    c.text('billTitle', '청구서', 24, (row) => row.title),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.number('amount', '환불 금액(원)', 12, (row) => row.amount),
    c.text('reason', '환불 사유', 24, (row) => row.reason),
    c.coded('refundRule', '환불 기준', 14, (row) => row.refund_rule as RefundRule | null, REFUND_RULE_LABELS),
    c.text('explanation', '계산 설명', 40, (row) => row.explanation),
    c.coded('status', '상태', 10, (row) => row.status, REFUND_STATUS_LABELS),
    c.date('dueDate', '환불 기한', (row) => row.due_date),
    c.jsonOnly('transactionKey', '취소 거래 키', (row) => row.transaction_key),
    c.text('createdByNm', '처리한 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '요청 일시', (row) => row.created_at),
    c.instant('doneAt', '완료 일시', (row) => row.done_at),
  ],
);

export const cashReceiptsArea = defineArea(
  'cashReceipts',
  (db, { instId }) =>
    db
      .selectFrom('cash_receipts as r')
      .innerJoin('payments as p', (join) =>
        join.onRef('p.inst_id', '=', 'r.inst_id').onRef('p.id', '=', 'r.payment_id'),
      )
      // Named column by column: the payer's sealed number (`identity_enc`) is never read here.
      .select([
        'r.id',
        'r.payment_id',
        'p.order_id',
        'p.method',
        'p.paid_date',
        studentsPaidFor('p').as('student_nms'),
        'r.purpose',
        'r.identity_masked',
        'r.self_issued',
        'r.amount',
        'r.status',
        'r.due_date',
        'r.issue_number',
        'r.receipt_key',
        'r.receipt_url',
        'r.issued_at',
        'r.cancelled_at',
        'r.failure_message',
        'r.attempts',
        'r.created_at',
      ])
      .where(ofInst(instId, 'r'))
      .orderBy('r.created_at')
      .orderBy('r.id'),
  (c) => [
    c.jsonOnly('receiptId', '현금영수증 ID', (row) => row.id),
    c.jsonOnly('paymentId', '결제 ID', (row) => row.payment_id),
    c.text('orderId', '주문 번호', 30, (row) => row.order_id),
    c.coded('method', '결제 방법', 10, (row) => row.method, PAYMENT_METHOD_LABELS),
    c.date('paidDate', '받은 날', (row) => row.paid_date),
    c.list('studentNms', '원생', 16, (row) => row.student_nms),
    c.coded('purpose', '용도', 10, (row) => row.purpose, CASH_RECEIPT_PURPOSE_LABELS),
    c.text('identityMasked', '발급 번호 (가림)', 16, (row) => row.identity_masked),
    c.flag('selfIssued', '자진발급', (row) => row.self_issued),
    c.number('amount', '금액(원)', 12, (row) => row.amount),
    c.coded('status', '상태', 10, (row) => row.status, CASH_RECEIPT_STATUS_LABELS),
    c.date('dueDate', '발급 기한', (row) => row.due_date),
    c.text('issueNumber', '현금영수증 승인번호', 16, (row) => row.issue_number),
    c.jsonOnly('receiptKey', '발급 키', (row) => row.receipt_key),
    c.text('receiptUrl', '현금영수증 주소', 30, (row) => row.receipt_url),
    c.instant('issuedAt', '발급 일시', (row) => row.issued_at),
    c.instant('cancelledAt', '발급 취소 일시', (row) => row.cancelled_at),
    c.text('failureMessage', '발급되지 않은 이유', 30, (row) => row.failure_message),
    c.number('attempts', '발급 시도 횟수', 8, (row) => row.attempts),
    c.instant('createdAt', '기록 일시', (row) => row.created_at),
  ],
);
