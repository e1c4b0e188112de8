import type { z } from 'zod';

type Bounds = {
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
};
type Wrapper = { type?: string; innerType?: z.ZodType; in?: z.ZodType };

/** The schema that holds the checks, under optional, nullable, default, catch and pipe wrappers. */
function checked(schema: z.ZodType): Bounds {
  let current: z.ZodType = schema;
  for (;;) {
    const def = current._zod.def as Wrapper;
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current as Bounds;
  }
}

function bound(schema: z.ZodType, key: keyof Bounds): number {
  const value = checked(schema)[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`the schema states no ${key}`);
  return value;
}

/**
 * The limits a domain schema states, for the matching input attributes, so a form never retypes them:
 * `maxLength={maxLengthOf(body.shape.userNm)}`. A schema without the limit throws, so a changed
 * schema fails its screen's tests instead of leaving an input unbounded.
 */
export const maxLengthOf = (schema: z.ZodType): number => bound(schema, 'maxLength');
export const minLengthOf = (schema: z.ZodType): number => bound(schema, 'minLength');
export const maxValueOf = (schema: z.ZodType): number => bound(schema, 'maxValue');
export const minValueOf = (schema: z.ZodType): number => bound(schema, 'minValue');
