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
