import { describe, expect, it } from 'vitest';
import { billTitle } from './bill-titles';
import { BILL_TITLE_MAX } from './billing.constants';

describe('billTitle', () => {
  it('names the month, the months paid ahead or the round', () => {
    expect(billTitle({ classNm: '수학 A반', month: '2026-12', prepaymentMonths: 1, round: null })).toBe(
      '12월 수학 A반 교습비',
    );
    expect(billTitle({ classNm: '수학 A반', month: '2026-12', prepaymentMonths: 3, round: null })).toBe(
      '12월~2월 수학 A반 교습비',
    );
    expect(billTitle({ classNm: '수학 A반', month: '2026-12', prepaymentMonths: 1, round: 3 })).toBe(
      '수학 A반 3회차 교습비',
    );
  });

  it('shortens a long class name to fit the title limit', () => {
    const title = billTitle({ classNm: '가'.repeat(60), month: '2026-11', prepaymentMonths: 1, round: null });
    expect(title.length).toBe(BILL_TITLE_MAX);
    expect(title.startsWith('11월 가')).toBe(true);
    expect(title.endsWith('… 교습비')).toBe(true);
  });
});
