import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALLMENT, INSTALLMENT_CODES } from './payment.rules';

describe('installments (SPEC §9)', () => {
  it('are 00 then 02 to 12, without 01, a lump sum by default', () => {
    expect(INSTALLMENT_CODES).toEqual(['00', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(DEFAULT_INSTALLMENT).toBe('00');
  });
});
