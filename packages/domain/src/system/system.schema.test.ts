import { describe, expect, it } from 'vitest';
import { isInspectionWindow } from './system.schema';

describe('isInspectionWindow', () => {
  const window = { start: new Date('2026-11-22T01:00:00Z'), end: new Date('2026-11-22T03:00:00Z') };

  it('is false without a configured window', () => {
    expect(isInspectionWindow(new Date('2026-11-22T02:00:00Z'), undefined)).toBe(false);
  });

  it('includes the start and excludes the end', () => {
    expect(isInspectionWindow(new Date('2026-11-22T00:59:59.999Z'), window)).toBe(false);
    expect(isInspectionWindow(new Date('2026-11-22T01:00:00Z'), window)).toBe(true);
    expect(isInspectionWindow(new Date('2026-11-22T02:59:59.999Z'), window)).toBe(true);
    expect(isInspectionWindow(new Date('2026-11-22T03:00:00Z'), window)).toBe(false);
  });
});
