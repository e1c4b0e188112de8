/**
 * Input filters of SPEC §5.
 */

/** Letters kept by the sanitiser: Latin, Hangul syllables and Hangul jamo (so typing in an IME works). */
const NOT_ALLOWED = /[^A-Za-z0-9\u3131-\u318E\uAC00-\uD7A3 ]/g;
const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** Whether the text holds any Korean letter (syllable or jamo). */
export function hasHangul(value: string): boolean {
  return HANGUL.test(value);
}

/**
 * The text sanitiser: removes every character that is not a Latin or Hangul letter, a digit or a
 * space (so special characters, tabs and line breaks go), strips leading whitespace, and removes
 * all spaces when Korean text is present (`홍 길동` → `홍길동`; `John Smith` keeps its space).
 * Trailing spaces of Latin text are kept so that typing a space between words still works.
 * Idempotent: sanitising twice changes nothing.
 */
export function sanitizeText(value: string): string {
  const kept = value.replace(NOT_ALLOWED, '');
  return hasHangul(kept) ? kept.replaceAll(' ', '') : kept.replace(/^ +/, '');
}

/** Digits only, everything else stripped (tuition amount, teacher phone number): `12,000원` → `12000`. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The number a digits-only input holds, or `null` when it holds no digit. */
export function digitsToNumber(value: string): number | null {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number(digits);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one rule for every text the service accepts: no NUL character (U+0000) and no lone UTF-16
 * surrogate. PostgreSQL text cannot hold the first, and the second is not a character at all (UTF-8
 * cannot encode it: it would be stored as something else than what was sent). No person types
 * either, so a request carrying one is refused as a whole, never stored or searched for. The server
 * applies it once at its edge to every route's params, query and JSON body, and to upload names.
 */
export function containsUnstorableCharacter(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

type Visit = { value: unknown; key: string | number | null; parent: Visit | null };

function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at !== null && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (a value or an object key) holding an unstorable character inside parsed input
 * (`['guardians', 0, 'guardianNm']`; `[]` for the value itself), or `null` when there is none.
 * Walks iteratively, so however deep the input nests it neither overflows the stack nor copies paths.
 */
export function pathOfUnstorableCharacter(input: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (containsUnstorableCharacter(value)) return pathTo(visit);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) {
        pending.push({ value: value[index], key: index, parent: visit });
      }
    } else if (typeof value === 'object' && value !== null) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        if (containsUnstorableCharacter(key)) return [...pathTo(visit), key];
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index] as [string, unknown];
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}
