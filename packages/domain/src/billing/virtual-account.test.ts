import { describe, expect, it } from 'vitest';
import {
  BANKS,
  bankNameOf,
  isVirtualAccountBank,
  VIRTUAL_ACCOUNT_BANK_CODES,
  VIRTUAL_ACCOUNT_MAX_DAYS,
  virtualAccountDueAt,
  virtualAccountDueDate,
} from './virtual-account';

describe('virtualAccountDueDate', () => {
  it('is the bills’ due date when it is between tomorrow and 3 days ahead', () => {
    expect(virtualAccountDueDate({ today: '2026-11-27', billsDueDate: '2026-11-29' })).toBe('2026-11-29');
    expect(virtualAccountDueDate({ today: '2026-11-27', billsDueDate: '2026-11-28' })).toBe('2026-11-28');
  });

  it('is 3 days ahead at most, across a month’s end', () => {
    expect(VIRTUAL_ACCOUNT_MAX_DAYS).toBe(3);
    expect(virtualAccountDueDate({ today: '2026-11-29', billsDueDate: '2026-12-10' })).toBe('2026-12-02');
  });

  it('gives a bill due today or overdue until tomorrow', () => {
    expect(virtualAccountDueDate({ today: '2026-11-27', billsDueDate: '2026-11-27' })).toBe('2026-11-28');
    expect(virtualAccountDueDate({ today: '2026-11-27', billsDueDate: '2026-10-10' })).toBe('2026-11-28');
  });
});

describe('virtualAccountDueAt', () => {
  it('is the last second of the day in Seoul', () => {
    expect(virtualAccountDueAt('2026-11-28').toISOString()).toBe('2026-11-28T14:59:59.000Z');
  });
});

describe('the banks', () => {
  it('offers virtual accounts only at banks of the list, each once', () => {
    expect(new Set(VIRTUAL_ACCOUNT_BANK_CODES).size).toBe(VIRTUAL_ACCOUNT_BANK_CODES.length);
    for (const code of VIRTUAL_ACCOUNT_BANK_CODES) expect(Object.keys(BANKS)).toContain(code);
    expect(isVirtualAccountBank('088')).toBe(true);
    expect(isVirtualAccountBank('090')).toBe(false);
    expect(isVirtualAccountBank('999')).toBe(false);
  });

  it('names a bank by its code, and an unknown code by itself', () => {
    expect(bankNameOf('088')).toBe('신한은행');
    expect(bankNameOf('999')).toBe('999');
  });
});
