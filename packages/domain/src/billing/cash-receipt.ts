import { addDays, type IsoDate } from '../calendar/calendar.rules';
import { formatMonthDay } from '../format/format.date';
import { formatPhoneNo, isMobileNo, maskPhoneNo, stripPhoneSeparators } from '../phone/phone.rules';
import {
  CASH_RECEIPT_AUTO_MIN_AMOUNT,
  CASH_RECEIPT_DEADLINE_DAYS,
  CASH_RECEIPT_SELF_ISSUE_NUMBER,
  CASH_RECEIPT_SELF_ISSUED_LABEL,
  CASH_RECEIPT_STATUS_LABELS,
  type CashReceiptPurpose,
  type CashReceiptStatus,
  type PaymentMethod,
} from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';

/**
 * 현금영수증 for tuition paid in cash. An academy is a business that must issue one for a cash
 * payment of 100,000 won or more even when the payer gives no number (자진발급, on 국세청's number
 * 010-000-1234, which the payer can claim on 홈택스), and for any amount when the payer asks. Money
 * paid by card has its card slip and never gets one. Cash, a bank transfer and a virtual-account
 * deposit are all cash here. The receipt is issued within 5 days of the payment.
 */

export type CashReceiptPlan =
  | { issue: false }
  | {
      issue: true;
      /** Digits only: a mobile number, a 사업자등록번호, or the self-issue number. */
      identity: string;
      /** Issued on 국세청's number because the payer gave none. */
      selfIssued: boolean;
      purpose: CashReceiptPurpose;
    };

export type CashReceiptIdentityCheck =
  | { ok: true; identity: string; purpose: CashReceiptPurpose }
  | { ok: false; message: string };

const CASH_METHODS: readonly PaymentMethod[] = ['cash', 'transfer', 'virtual_account'];

/**
 * 10 digits not starting with 0 (a tax office code, 101 and up), so a 10-digit phone number such as
 * 02-123-4567 is never read as one.
 */
const BUSINESS_NUMBER = /^[1-9]\d{9}$/;

/** 사업자등록번호's check digit (the 10th): weights 1,3,7,1,3,7,1,3,5 plus the tens of 9th × 5. */
function hasBusinessCheckDigit(digits: string): boolean {
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0);
  const check = (10 - ((sum + Math.floor(((d[8] ?? 0) * 5) / 10)) % 10)) % 10;
  return check === d[9];
}

/**
 * Reads the number a payer gives for the receipt, as typed (hyphens and spaces allowed): a mobile
 * number (010, 11 digits) for 소득공제, or a 10-digit 사업자등록번호 whose check digit holds for
 * 지출증빙 — a mistyped business number would put the payer's receipt on someone else's business.
 */
export function checkCashReceiptIdentity(value: string): CashReceiptIdentityCheck {
  const digits = stripPhoneSeparators(value.trim());
  if (isMobileNo(digits) || digits === CASH_RECEIPT_SELF_ISSUE_NUMBER) {
    return { ok: true, identity: digits, purpose: 'income_deduction' };
  }
  if (BUSINESS_NUMBER.test(digits)) {
    return hasBusinessCheckDigit(digits)
      ? { ok: true, identity: digits, purpose: 'expense_proof' }
      : { ok: false, message: BILLING_MESSAGES.businessNumberInvalid };
  }
  return { ok: false, message: BILLING_MESSAGES.cashReceiptIdentity };
}

/**
 * Whether a payment gets a 현금영수증 and on which number: never for a card; on the payer's number
 * whenever one is given (blank means none); otherwise on the self-issue number from 100,000 won. A
 * number given must pass `checkCashReceiptIdentity` first (the form and the server check it); one
 * that does not is a programming error.
 */
export function cashReceiptPlan(input: {
  method: PaymentMethod;
  amount: number;
  requestedIdentity?: string | null;
}): CashReceiptPlan {
  if (!Number.isSafeInteger(input.amount) || input.amount < 1) throw new RangeError(`not a payment: ${input.amount}`);
  if (!CASH_METHODS.includes(input.method)) return { issue: false };
  const requested = input.requestedIdentity?.trim() ?? '';
  if (requested !== '') {
    const check = checkCashReceiptIdentity(requested);
    if (!check.ok) throw new RangeError(`not a cash receipt number: ${requested}`);
    const selfIssued = check.identity === CASH_RECEIPT_SELF_ISSUE_NUMBER;
    return { issue: true, identity: check.identity, selfIssued, purpose: check.purpose };
  }
  if (input.amount < CASH_RECEIPT_AUTO_MIN_AMOUNT) return { issue: false };
  return { issue: true, identity: CASH_RECEIPT_SELF_ISSUE_NUMBER, selfIssued: true, purpose: 'income_deduction' };
}

/** The last day to issue the receipt: `CASH_RECEIPT_DEADLINE_DAYS` (5) days after the payment. */
export function cashReceiptDueDate(paidDate: IsoDate): IsoDate {
  return addDays(paidDate, CASH_RECEIPT_DEADLINE_DAYS);
}

/**
 * The number a receipt was issued on, as people may see it: a mobile number keeps its first and
 * last groups (`010-****-5678`), a 사업자등록번호 only its last 4 digits (`***-**-*0998`), and
 * 국세청's self-issue number is shown whole (`010-000-1234`): it is nobody's, and the payer needs it
 * to claim the receipt on 홈택스.
 */
export function maskCashReceiptIdentity(identity: string): string {
  const digits = stripPhoneSeparators(identity.trim());
  if (digits === CASH_RECEIPT_SELF_ISSUE_NUMBER) return formatPhoneNo(digits);
  if (isMobileNo(digits)) return maskPhoneNo(digits);
  return `***-**-*${digits.slice(-4)}`;
}

/**
 * A receipt's state in a sentence's words: `발급 완료 (010-****-5678)`, `발급 완료 (010-000-1234) ·
 * 자진발급`, `발급 대기 (기한 12월 2일)`, `발급 실패`. The screens put `현금영수증` before it where
 * the line does not already say so.
 */
export function cashReceiptStateText(receipt: {
  status: CashReceiptStatus;
  identityMasked: string;
  selfIssued: boolean;
  dueDate: IsoDate;
}): string {
  const label = CASH_RECEIPT_STATUS_LABELS[receipt.status];
  const state =
    receipt.status === 'issued'
      ? `${label} (${receipt.identityMasked})`
      : receipt.status === 'pending'
        ? `${label} (기한 ${formatMonthDay(receipt.dueDate)})`
        : label;
  return receipt.selfIssued ? `${state} · ${CASH_RECEIPT_SELF_ISSUED_LABEL}` : state;
}
