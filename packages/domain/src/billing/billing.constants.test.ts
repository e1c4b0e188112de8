import { describe, expect, it } from 'vitest';
import { TUITION_AMOUNT_MAX } from '../class/class.constants';
import { formatPhoneNo } from '../phone/phone.rules';
import {
  AUTO_ISSUE_DAYS_BEFORE_DEFAULT,
  AUTO_ISSUE_DAYS_BEFORE_MAX,
  AUTO_ISSUE_DAYS_BEFORE_MIN,
  AUTO_ISSUE_HOUR_DEFAULT,
  AUTO_ISSUE_HOUR_MAX,
  AUTO_ISSUE_HOUR_MIN,
  BILL_ITEM_AMOUNT_MAX,
  BILL_ITEM_KIND_LABELS,
  BILL_ITEM_KINDS,
  BILL_STATUS_LABELS,
  BILL_STATUSES,
  CASH_RECEIPT_AUTO_MIN_AMOUNT,
  CASH_RECEIPT_DEADLINE_DAYS,
  CASH_RECEIPT_PURPOSE_LABELS,
  CASH_RECEIPT_PURPOSES,
  CASH_RECEIPT_SELF_ISSUE_NUMBER,
  CASH_RECEIPT_STATUS_LABELS,
  CASH_RECEIPT_STATUSES,
  DISCOUNT_AMOUNT_MAX,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
  INSTALLMENT_MIN_AMOUNT,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PREPAYMENT_MONTHS_MAX,
  REFUND_CAUSE_LABELS,
  REFUND_CAUSES,
  REFUND_DEADLINE_DAYS,
  REFUND_RULE_LABELS,
  REFUND_RULES,
} from './billing.constants';

const labelsOf = <K extends string>(codes: readonly K[], labels: Record<K, string>) =>
  codes.map((code) => labels[code]);

describe('billing codes', () => {
  it('name every bill status in Korean', () => {
    expect(labelsOf(BILL_STATUSES, BILL_STATUS_LABELS)).toEqual([
      '작성 중',
      '결제 대기',
      '부분 결제',
      '결제 완료',
      '미납',
      '청구 취소',
      '환불',
    ]);
  });

  it('bill tuition and only the other costs the academy law allows beside it', () => {
    expect(BILL_ITEM_KINDS).toEqual(['tuition', 'mock_exam', 'material', 'uniform', 'meal', 'dormitory', 'vehicle']);
    expect(labelsOf(BILL_ITEM_KINDS, BILL_ITEM_KIND_LABELS)).toEqual([
      '교습비',
      '모의고사비',
      '재료비',
      '피복비',
      '급식비',
      '기숙사비',
      '차량비',
    ]);
    expect(BILL_ITEM_KINDS).not.toContain('textbook');
    expect(Object.keys(BILL_ITEM_KIND_LABELS)).toHaveLength(BILL_ITEM_KINDS.length);
  });

  it('name the discounts, the payment methods, the refund causes and rules, and the receipt purposes', () => {
    expect(labelsOf(DISCOUNT_KINDS, DISCOUNT_KIND_LABELS)).toEqual(['형제 할인', '장학금', '기타 할인']);
    expect(labelsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)).toEqual([
      '카드',
      '가상계좌',
      '등록 카드',
      '현금',
      '계좌이체',
    ]);
    expect(labelsOf(REFUND_CAUSES, REFUND_CAUSE_LABELS)).toEqual(['수강생 사정', '학원 사정']);
    expect(labelsOf(REFUND_RULES, REFUND_RULE_LABELS)).toEqual([
      '전액 환불',
      '2/3 환불',
      '1/2 환불',
      '환불 없음',
      '남은 수업만큼 환불',
    ]);
    expect(labelsOf(CASH_RECEIPT_PURPOSES, CASH_RECEIPT_PURPOSE_LABELS)).toEqual(['소득공제', '지출증빙']);
    expect(labelsOf(CASH_RECEIPT_STATUSES, CASH_RECEIPT_STATUS_LABELS)).toEqual([
      '발급 대기',
      '발급 완료',
      '발급 실패',
      '발급 취소',
    ]);
  });
});

describe('billing limits', () => {
  it('follow the law and the card companies', () => {
    expect(INSTALLMENT_MIN_AMOUNT).toBe(50_000);
    expect(CASH_RECEIPT_AUTO_MIN_AMOUNT).toBe(100_000);
    expect(CASH_RECEIPT_DEADLINE_DAYS).toBe(5);
    expect(REFUND_DEADLINE_DAYS).toBe(5);
    expect(PREPAYMENT_MONTHS_MAX).toBe(12);
  });

  it('issue self-issued receipts on the tax office number 010-000-1234', () => {
    expect(formatPhoneNo(CASH_RECEIPT_SELF_ISSUE_NUMBER)).toBe('010-000-1234');
  });

  it('cap a line and a discount like a class tuition', () => {
    expect(BILL_ITEM_AMOUNT_MAX).toBe(TUITION_AMOUNT_MAX);
    expect(DISCOUNT_AMOUNT_MAX).toBe(TUITION_AMOUNT_MAX);
  });

  it('issue bills a week ahead at 10:00 by default, within their bounds', () => {
    expect([AUTO_ISSUE_DAYS_BEFORE_DEFAULT, AUTO_ISSUE_HOUR_DEFAULT]).toEqual([7, 10]);
    expect(AUTO_ISSUE_DAYS_BEFORE_MIN).toBeLessThanOrEqual(AUTO_ISSUE_DAYS_BEFORE_DEFAULT);
    expect(AUTO_ISSUE_DAYS_BEFORE_DEFAULT).toBeLessThanOrEqual(AUTO_ISSUE_DAYS_BEFORE_MAX);
    // No month is shorter than 28 days: a bill never goes out before the previous month's due date.
    expect(AUTO_ISSUE_DAYS_BEFORE_MAX).toBe(28);
    // Never inside the 21:00–08:00 night window.
    expect([AUTO_ISSUE_HOUR_MIN, AUTO_ISSUE_HOUR_MAX]).toEqual([8, 20]);
    expect(AUTO_ISSUE_HOUR_DEFAULT).toBeGreaterThanOrEqual(AUTO_ISSUE_HOUR_MIN);
    expect(AUTO_ISSUE_HOUR_DEFAULT).toBeLessThanOrEqual(AUTO_ISSUE_HOUR_MAX);
  });
});
