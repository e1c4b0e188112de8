import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../billing/billing.messages';
import {
  DEFAULT_INSTALLMENT,
  INSTALLMENT_CODES,
  INSTALLMENT_LABELS,
  installmentChoices,
  isInstallmentAllowed,
} from './payment.rules';

describe('installments (SPEC §9)', () => {
  it('are 00 then 02 to 12, without 01, a lump sum by default', () => {
    expect(INSTALLMENT_CODES).toEqual(['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(DEFAULT_INSTALLMENT).toBe('00');
  });

  it('are named as the payment screen lists them', () => {
    expect(INSTALLMENT_CODES.map((code) => INSTALLMENT_LABELS[code])).toEqual([
      '일시불',
      '2개월',
      '3개월',
      '4개월',
      '5개월',
      '6개월',
      '7개월',
      '8개월',
      '9개월',
      '10개월',
      '11개월',
      '12개월',
    ]);
  });

  it('offer only the lump sum below 50,000 won, and every choice from it', () => {
    expect(installmentChoices(49_999)).toEqual(['00']);
    expect(installmentChoices(0)).toEqual(['00']);
    expect(installmentChoices(50_000)).toEqual([...INSTALLMENT_CODES]);
    expect(installmentChoices(1_200_000)).toEqual([...INSTALLMENT_CODES]);
  });

  it('allow a lump sum always and months only from 50,000 won', () => {
    expect(isInstallmentAllowed('00', 1_000)).toBe(true);
    expect(isInstallmentAllowed('03', 49_999)).toBe(false);
    expect(isInstallmentAllowed('03', 50_000)).toBe(true);
    expect(isInstallmentAllowed('12', 50_000)).toBe(true);
    expect(BILLING_MESSAGES.installmentTooSmall).toBe(
      '할부는 50,000원 이상 결제할 때 고를 수 있습니다. 일시불로 결제해 주세요.',
    );
  });
});
