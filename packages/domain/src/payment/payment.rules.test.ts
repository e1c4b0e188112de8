import { describe, expect, it } from 'vitest';
import {
  CARD_INSTALLMENT_MIN_AMOUNT,
  canPayInInstallments,
  DEFAULT_INSTALLMENT,
  INSTALLMENT_CODES,
  INSTALLMENT_MIN_AMOUNT_MESSAGE,
  installmentLabel,
  installmentMonths,
  installmentOptions,
  isInstallmentAllowed,
  isInstallmentCode,
} from './payment.rules';

describe('installments (SPEC §9)', () => {
  it('are 00 then 02 to 12, without 01', () => {
    expect(INSTALLMENT_CODES).toEqual(['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(isInstallmentCode('01')).toBe(false);
    expect(isInstallmentCode('13')).toBe(false);
    expect(isInstallmentCode('12')).toBe(true);
    expect(isInstallmentCode(12)).toBe(false);
  });

  it('default to a lump sum', () => {
    expect(DEFAULT_INSTALLMENT).toBe('00');
    expect(installmentLabel('00')).toBe('일시불');
    expect(installmentLabel('03')).toBe('3개월');
    expect(installmentLabel('12')).toBe('12개월');
    expect(installmentMonths('00')).toBe(1);
    expect(installmentMonths('06')).toBe(6);
  });

  it('need at least 50,000 won for card installments', () => {
    expect(CARD_INSTALLMENT_MIN_AMOUNT).toBe(50000);
    expect(canPayInInstallments(49999)).toBe(false);
    expect(canPayInInstallments(50000)).toBe(true);
    expect(isInstallmentAllowed('02', 49999)).toBe(false);
    expect(isInstallmentAllowed('02', 50000)).toBe(true);
    expect(isInstallmentAllowed('00', 1000)).toBe(true);
    expect(installmentOptions(49999)).toEqual(['00']);
    expect(installmentOptions(50000)).toEqual([...INSTALLMENT_CODES]);
    expect(INSTALLMENT_MIN_AMOUNT_MESSAGE).toBe('할부는 50,000원 이상 결제할 때 선택할 수 있습니다.');
  });
});
