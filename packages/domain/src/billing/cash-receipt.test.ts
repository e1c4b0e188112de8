import { describe, expect, it } from 'vitest';
import { CASH_RECEIPT_SELF_ISSUE_NUMBER } from './billing.constants';
import { BILLING_MESSAGES } from './billing.messages';
import {
  cashReceiptDueDate,
  cashReceiptPlan,
  cashReceiptStateText,
  checkCashReceiptIdentity,
  maskCashReceiptIdentity,
} from './cash-receipt';

/** 124-81-00998: a real 사업자등록번호 whose check digit holds. */
const BUSINESS_NUMBER = '124-81-00998';

describe('cashReceiptPlan', () => {
  it('never issues one for a card or a registered card', () => {
    for (const method of ['card', 'billing'] as const) {
      expect(cashReceiptPlan({ method, amount: 500_000 })).toEqual({ issue: false });
      expect(cashReceiptPlan({ method, amount: 500_000, requestedIdentity: '010-1234-5678' })).toEqual({
        issue: false,
      });
    }
  });

  it('issues one on the payer’s number whenever one is given, whatever the amount', () => {
    expect(cashReceiptPlan({ method: 'cash', amount: 10_000, requestedIdentity: '010-1234-5678' })).toEqual({
      issue: true,
      identity: '01012345678',
      selfIssued: false,
      purpose: 'income_deduction',
    });
    expect(cashReceiptPlan({ method: 'transfer', amount: 10_000, requestedIdentity: BUSINESS_NUMBER })).toEqual({
      issue: true,
      identity: '1248100998',
      selfIssued: false,
      purpose: 'expense_proof',
    });
    expect(
      cashReceiptPlan({ method: 'virtual_account', amount: 10_000, requestedIdentity: '010-000-1234' }),
    ).toMatchObject({ issue: true, identity: CASH_RECEIPT_SELF_ISSUE_NUMBER, selfIssued: true });
  });

  it('issues one on the tax office’s number from 100,000 won when none is given', () => {
    const selfIssued = {
      issue: true,
      identity: CASH_RECEIPT_SELF_ISSUE_NUMBER,
      selfIssued: true,
      purpose: 'income_deduction',
    };
    expect(cashReceiptPlan({ method: 'cash', amount: 99_999 })).toEqual({ issue: false });
    expect(cashReceiptPlan({ method: 'cash', amount: 100_000 })).toEqual(selfIssued);
    expect(cashReceiptPlan({ method: 'transfer', amount: 250_000, requestedIdentity: '  ' })).toEqual(selfIssued);
    expect(cashReceiptPlan({ method: 'virtual_account', amount: 100_000, requestedIdentity: null })).toEqual(
      selfIssued,
    );
  });

  it('treats a number that was not checked, or an amount that is not a payment, as a programming error', () => {
    expect(() => cashReceiptPlan({ method: 'cash', amount: 10_000, requestedIdentity: '1234' })).toThrow(RangeError);
    expect(() => cashReceiptPlan({ method: 'cash', amount: 0 })).toThrow(RangeError);
    expect(() => cashReceiptPlan({ method: 'cash', amount: 1.5 })).toThrow(RangeError);
  });
});

describe('checkCashReceiptIdentity', () => {
  it('takes a mobile number for 소득공제 and a business number for 지출증빙, as typed', () => {
    expect(checkCashReceiptIdentity(' 010 1234 5678 ')).toEqual({
      ok: true,
      identity: '01012345678',
      purpose: 'income_deduction',
    });
    expect(checkCashReceiptIdentity('1248100998')).toEqual({
      ok: true,
      identity: '1248100998',
      purpose: 'expense_proof',
    });
  });

  it('refuses a business number whose check digit fails', () => {
    expect(checkCashReceiptIdentity('124-81-00997')).toEqual({
      ok: false,
      message: BILLING_MESSAGES.businessNumberInvalid,
    });
  });

  it('refuses anything else with the Korean message saying what to type', () => {
    for (const bad of ['', '1234', '011-1234-5678', '02-123-4567', '010-1234-567a', '0212345678']) {
      expect(checkCashReceiptIdentity(bad)).toEqual({ ok: false, message: BILLING_MESSAGES.cashReceiptIdentity });
    }
    expect(BILLING_MESSAGES.cashReceiptIdentity).toBe(
      '현금영수증 번호는 휴대폰 번호(010으로 시작하는 11자리)나 사업자등록번호(10자리)로 입력해 주세요.',
    );
  });
});

describe('cashReceiptDueDate', () => {
  it('is 5 days after the payment', () => {
    expect(cashReceiptDueDate('2026-11-27')).toBe('2026-12-02');
    expect(cashReceiptDueDate('2026-12-29')).toBe('2027-01-03');
  });
});

describe('maskCashReceiptIdentity', () => {
  it('shows a mobile number’s first and last groups and a business number’s last 4 digits', () => {
    expect(maskCashReceiptIdentity('01012345678')).toBe('010-****-5678');
    expect(maskCashReceiptIdentity('1248100998')).toBe('***-**-*0998');
  });

  it('shows the self-issue number whole: it is the tax office’s, and the payer claims it by it', () => {
    expect(maskCashReceiptIdentity(CASH_RECEIPT_SELF_ISSUE_NUMBER)).toBe('010-000-1234');
  });
});

describe('cashReceiptStateText', () => {
  const receipt = { identityMasked: '010-****-5678', selfIssued: false, dueDate: '2026-12-02' };

  it('names each state, with the number once issued and the due date while waiting', () => {
    expect(cashReceiptStateText({ ...receipt, status: 'issued' })).toBe('발급 완료 (010-****-5678)');
    expect(cashReceiptStateText({ ...receipt, status: 'pending' })).toBe('발급 대기 (기한 12월 2일)');
    expect(cashReceiptStateText({ ...receipt, status: 'failed' })).toBe('발급 실패');
    expect(cashReceiptStateText({ ...receipt, status: 'cancelled' })).toBe('발급 취소');
  });

  it('says 자진발급 of a receipt issued on the tax office’s number', () => {
    const self = { ...receipt, identityMasked: '010-000-1234', selfIssued: true };
    expect(cashReceiptStateText({ ...self, status: 'issued' })).toBe('발급 완료 (010-000-1234) · 자진발급');
    expect(cashReceiptStateText({ ...self, status: 'pending' })).toBe('발급 대기 (기한 12월 2일) · 자진발급');
  });
});
