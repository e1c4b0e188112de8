import { type core, z } from 'zod';
import {
  DEFAULT_FIELD_LABEL,
  type FieldInputKind,
  formatMessage,
  maxItemsMessage,
  maxLengthMessage,
  maxValueMessage,
  minItemsMessage,
  minLengthMessage,
  minValueMessage,
  requiredMessage,
  unknownKeysMessage,
} from './validation.messages';

/**
 * A Zod 4 error map that writes the SPEC §5 messages with each field's Korean label.
 *
 * A field carries its label as metadata, either way:
 *
 *   z.object({ userNm: labelled(z.string().min(1), '이름') })
 *   z.object({ mobileNo: mobileNoSchema.meta({ label: '휴대폰 번호' }) })
 *   z.object({ genderCd: labelled(z.enum(['M', 'F']), '성별', 'choice') })   // `선택해 주세요`
 *
 * Call `installKoreanErrorMap()` once at start (server `main.ts`/`app.ts`, web `main.tsx`): it sets
 * the map globally with `z.config({ customError })`. A message written on the schema itself
 * (`.min(8, '…')`, `.refine(fn, '…')`) still wins over the map, as Zod intends.
 */

export type FieldLabelMeta = {
  /** The field's Korean name, used in messages: `휴대폰 번호`. */
  label: string;
  /** `true` when the field is chosen rather than typed (`선택해 주세요`). */
  choice?: boolean;
};

type AnySchema = core.$ZodType;

type WrapperDef = { type: string; innerType?: AnySchema; in?: AnySchema };

function cloneWithInner(schema: z.ZodType, key: 'innerType' | 'in', inner: AnySchema): z.ZodType {
  return schema.clone({ ...schema._zod.def, [key]: inner } as typeof schema._zod.def);
}

/**
 * A copy of `schema` that carries a Korean label for the error map. Wrappers (`optional`,
 * `nullable`, `default`, `catch`, `readonly`, pipes) are copied with a labelled inner schema too,
 * because the issue is raised by the inner one. The original schema is left untouched, so a shared
 * schema can be labelled differently in two forms.
 */
export function labelled<T extends z.ZodType>(schema: T, label: string, kind: FieldInputKind = 'input'): T {
  const meta: FieldLabelMeta = kind === 'choice' ? { label, choice: true } : { label };
  const def = schema._zod.def as WrapperDef;
  let copy: z.ZodType = schema;
  if (def.innerType instanceof z.ZodType) {
    copy = cloneWithInner(schema, 'innerType', labelled(def.innerType, label, kind));
  } else if (def.type === 'pipe' && def.in instanceof z.ZodType) {
    copy = cloneWithInner(schema, 'in', labelled(def.in, label, kind));
  }
  return copy.meta(meta) as T;
}

function metaOf(schema: AnySchema | undefined): Partial<FieldLabelMeta> & { title?: unknown } {
  if (!schema) return {};
  return (z.globalRegistry.get(schema) ?? {}) as Partial<FieldLabelMeta> & { title?: unknown };
}

function isSchema(value: unknown): value is AnySchema {
  return value instanceof z.core.$ZodType;
}

/** The label and input kind that apply to an issue: the owning schema's, then the raising one's. */
function labelOf(issue: core.$ZodRawIssue): { label: string; kind: FieldInputKind } {
  const candidates = [issue.schema, isSchema(issue.inst) ? issue.inst : undefined];
  for (const schema of candidates) {
    const meta = metaOf(schema);
    const label = typeof meta.label === 'string' ? meta.label : typeof meta.title === 'string' ? meta.title : null;
    if (label) return { label, kind: meta.choice || isChoiceSchema(schema) ? 'choice' : 'input' };
  }
  const owner = issue.schema ?? (isSchema(issue.inst) ? issue.inst : undefined);
  return { label: DEFAULT_FIELD_LABEL, kind: isChoiceSchema(owner) ? 'choice' : 'input' };
}

const CHOICE_TYPES = new Set(['enum', 'literal', 'boolean']);

function isChoiceSchema(schema: AnySchema | undefined): boolean {
  return schema !== undefined && CHOICE_TYPES.has(schema._zod.def.type);
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** The map itself; also usable per call: `schema.safeParse(value, { error: koreanErrorMap })`. */
export const koreanErrorMap: core.$ZodErrorMap = (issue) => {
  const { label, kind } = labelOf(issue);
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      if (isMissing(issue.input)) return requiredMessage(label, kind);
      return kind === 'choice' ? requiredMessage(label, 'choice') : formatMessage(label);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 && issue.inclusive !== false ? requiredMessage(label, kind) : minLengthMessage(label, min);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? requiredMessage(label, 'choice') : minItemsMessage(label, min);
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return minValueMessage(label, min, issue.inclusive !== false);
      }
      return formatMessage(label);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return maxLengthMessage(label, max);
      if (issue.origin === 'array' || issue.origin === 'set') return maxItemsMessage(label, max);
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return maxValueMessage(label, max, issue.inclusive !== false);
      }
      return formatMessage(label);
    }
    case 'unrecognized_keys':
      return unknownKeysMessage(issue.keys);
    default:
      // invalid_format, invalid_union, invalid_key, invalid_element, not_multiple_of, custom:
      // a typed field has the wrong form; a chosen one was not chosen from the offered values.
      return kind === 'choice' ? requiredMessage(label, 'choice') : formatMessage(label);
  }
};

/** Makes every Zod parse in this process answer in Korean (call once at start). */
export function installKoreanErrorMap(): void {
  z.config({ customError: koreanErrorMap });
}
