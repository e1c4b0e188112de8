import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatMonthDay,
  formatShortDate,
  formatTime,
  WEEKDAY_LABELS,
  weekdayLabel,
} from './format.date';

describe('dates', () => {
  it('formats a business date with its weekday', () => {
    expect(formatDate('2026-11-21')).toBe('2026.11.21 (토)');
    expect(formatDate('2026-11-22')).toBe('2026.11.22 (일)');
    expect(formatShortDate('2026-01-05')).toBe('2026.01.05');
    expect(formatMonth('2026-01-05')).toBe('2026.01');
    expect(formatMonthDay('2026-01-05')).toBe('1월 5일');
    expect(formatMonthDay('2026-11-18')).toBe('11월 18일');
  });

  it('shows an instant as its Seoul date', () => {
    expect(formatDate(new Date('2026-11-20T15:00:00Z'))).toBe('2026.11.21 (토)');
    expect(weekdayLabel(new Date('2026-11-20T14:59:00Z'))).toBe('금');
    expect(formatMonthDay(new Date('2026-12-31T15:00:00Z'))).toBe('1월 1일');
  });

  it('names all seven weekdays from Sunday', () => {
    expect(WEEKDAY_LABELS.join('')).toBe('일월화수목금토');
  });

  it('refuses a day that does not exist', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('times', () => {
  const afternoon = new Date('2026-11-21T05:05:00Z'); // 14:05 in Seoul

  it('gives 24-hour Seoul time', () => {
    expect(formatTime(afternoon)).toBe('14:05');
    expect(formatTime(new Date('2026-11-21T15:00:00Z'))).toBe('00:00');
    expect(formatDateTime(afternoon)).toBe('2026.11.21 (토) 14:05');
  });

  it('formats durations', () => {
    expect(formatDuration(90)).toBe('1시간 30분');
    expect(formatDuration(45)).toBe('45분');
    expect(formatDuration(120)).toBe('2시간');
    expect(formatDuration(0)).toBe('0분');
    expect(() => formatDuration(-1)).toThrow(RangeError);
  });
});
