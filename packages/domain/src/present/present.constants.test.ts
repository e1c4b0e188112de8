import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESENT_FILTER_TYPE, DEFAULT_PRESENT_ORDER_TYPE, PRESENT_SHOP_PAGE_SIZE } from './present.constants';

describe('present shop defaults (SPEC §3, §9)', () => {
  it('show 5 per page, by category, in default order', () => {
    expect(PRESENT_SHOP_PAGE_SIZE).toBe(5);
    expect(DEFAULT_PRESENT_FILTER_TYPE).toBe('CTG');
    expect(DEFAULT_PRESENT_ORDER_TYPE).toBe('DEFAULT');
  });
});
