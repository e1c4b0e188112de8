import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, maxValueOf, minLengthOf, minValueOf } from './schema-limits';

describe('schema limits', () => {
  it('reads the limits a schema states, under its wrappers', () => {
    const name = z.string().trim().min(2).max(30);
    expect(maxLengthOf(name)).toBe(30);
    expect(minLengthOf(name)).toBe(2);
    expect(maxLengthOf(name.optional().nullable())).toBe(30);
    expect(maxLengthOf(name.default('홍길동'))).toBe(30);
    expect(maxLengthOf(name.transform((value) => value.toUpperCase()))).toBe(30);
    expect(maxLengthOf(z.string().length(6))).toBe(6);
    const minutes = z.number().int().min(0).max(240);
    expect(minValueOf(minutes)).toBe(0);
    expect(maxValueOf(minutes.optional())).toBe(240);
  });

  it('throws for a schema without the limit', () => {
    expect(() => maxLengthOf(z.string())).toThrow('the schema states no maxLength');
    expect(() => maxValueOf(z.number().min(1))).toThrow('the schema states no maxValue');
    expect(() => maxLengthOf(z.number().max(3))).toThrow();
  });
});
