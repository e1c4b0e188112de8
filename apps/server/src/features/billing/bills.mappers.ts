import { billOutstanding } from '@academy/domain/billing/bill-ledger';
import type { BillStatus, CashReceiptStatus } from '@academy/domain/billing/billing.constants';
import type { BillRow, CashReceiptView, PaymentSummary } from '@academy/domain/billing/billing.schema';
import type { InstallmentCode } from '@academy/domain/payment/payment.rules';

/** A bill's columns as the lists and the detail read them. */
export type BillColumns = {
  id: string;
  title: string;
  student_id: string;
  student_nm: string;
  class_id: string | null;
  class_nm: string | null;
  bill_month: string;
  period_start: string;
  period_end: string;
  due_date: string;
  round: number | null;
  prepayment_months: number;
  total: number;
  paid: number;
  refunded: number;
  status: Exclude<BillStatus, 'overdue'>;
  shown_status: BillStatus;
  sent_at: Date | null;
};

/** A bill as the API shows it (SPEC `classInfo` names where they apply). */
export function toBillRow(row: BillColumns): BillRow {
  return {
    billId: row.id,
    title: row.title,
    status: row.shown_status,
    studentId: row.student_id,
    studentNm: row.student_nm,
    classId: row.class_id,
    classNm: row.class_nm,
    month: row.bill_month.slice(0, 7),
    regStartDt: row.period_start,
    regEndDt: row.period_end,
    dueDate: row.due_date,
    round: row.round,
    prepaymentMonth: row.prepayment_months,
    total: row.total,
    paidReceivedAmount: row.paid,
    refundedAmount: row.refunded,
    unclaimed: billOutstanding(row),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

/** A payment's 현금영수증 columns (`CASH_RECEIPT_COLUMNS`), all null when it has none. */
export type CashReceiptColumns = {
  cash_receipt_status: CashReceiptStatus | null;
  cash_receipt_identity_masked: string | null;
  cash_receipt_self_issued: boolean | null;
  cash_receipt_issue_number: string | null;
  cash_receipt_url: string | null;
  cash_receipt_due_date: string | null;
  cash_receipt_failure_message: string | null;
};

/** The receipt as the API shows it; why it is not issued is the office's to read, never a family's. */
export function toCashReceiptView(row: CashReceiptColumns, forOffice: boolean): CashReceiptView | null {
  if (row.cash_receipt_status === null) return null;
  return {
    status: row.cash_receipt_status,
    identityMasked: row.cash_receipt_identity_masked ?? '',
    selfIssued: row.cash_receipt_self_issued ?? false,
    issueNumber: row.cash_receipt_issue_number,
    receiptUrl: row.cash_receipt_url,
    dueDate: row.cash_receipt_due_date ?? '',
    failureMessage: forOffice ? row.cash_receipt_failure_message : null,
  };
}

/** A payment's columns as a bill's detail and the receipts read them. */
export type PaymentColumns = CashReceiptColumns & {
  id: string;
  method: PaymentSummary['method'];
  status: PaymentSummary['status'];
  amount: number;
  cancelled_amount: number;
  approved_at: Date | null;
  installment_cd: string;
  card_company: string | null;
  card_number_masked: string | null;
};

/** `forOffice`: the caller is the academy's staff (they alone read why a receipt is not issued). */
export function toPaymentSummary(row: PaymentColumns, forOffice: boolean): PaymentSummary {
  return {
    paymentId: row.id,
    method: row.method,
    status: row.status,
    amount: row.amount,
    cancelledAmount: row.cancelled_amount,
    approvedAt: row.approved_at?.toISOString() ?? null,
    installmentCd: row.installment_cd as InstallmentCode,
    cardCompany: row.card_company,
    cardNumberMasked: row.card_number_masked,
    cashReceipt: toCashReceiptView(row, forOffice),
  };
}
