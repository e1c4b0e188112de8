import { describe, expect, it } from 'vitest';
import { formatInspectionWindow, formatSeoulDateTime } from './format-window';

describe('maintenance window in Korean, Seoul time', () => {
  it('formats an instant in Asia/Seoul', () => {
    // 17:00 UTC on Saturday is 02:00 on Sunday in Seoul.
    expect(formatSeoulDateTime(new Date('2026-11-21T17:00:00Z'))).toBe('2026년 11월 22일 (일) 02:00');
  });

  it('writes the date once for a window within one day', () => {
    expect(formatInspectionWindow(new Date('2026-11-21T17:00:00Z'), new Date('2026-11-21T21:30:00Z'))).toBe(
      '2026년 11월 22일 (일) 02:00 ~ 06:30',
    );
  });

  it('writes both dates for a window across midnight', () => {
    expect(formatInspectionWindow(new Date('2026-11-22T13:00:00Z'), new Date('2026-11-22T16:00:00Z'))).toBe(
      '2026년 11월 22일 (일) 22:00 ~ 2026년 11월 23일 (월) 01:00',
    );
  });

  it('writes midnight as 00:00', () => {
    expect(formatSeoulDateTime(new Date('2026-11-22T15:00:00Z'))).toBe('2026년 11월 23일 (월) 00:00');
  });
});
