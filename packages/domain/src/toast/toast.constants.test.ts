import { describe, expect, it } from 'vitest';
import { DEFAULT_TOAST_TYPE, TOAST_BOTTOM_OFFSET_PX, TOAST_MAX_WIDTH_PX, toastDurationMs } from './toast.constants';

describe('toast constants (SPEC §9)', () => {
  it('SHORT lasts 2 s, anything else 5 s; 968 px wide at most, 16 px from the bottom', () => {
    expect(DEFAULT_TOAST_TYPE).toBe('SHORT');
    expect(toastDurationMs('SHORT')).toBe(2000);
    expect(toastDurationMs('LONG')).toBe(5000);
    expect(toastDurationMs('whatever')).toBe(5000);
    expect(TOAST_MAX_WIDTH_PX).toBe(968);
    expect(TOAST_BOTTOM_OFFSET_PX).toBe(16);
  });
});
