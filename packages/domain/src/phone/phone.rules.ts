/**
 * Phone numbers (SPEC §5, §8, §9). Numbers are stored as digits only; hyphens are for display.
 *
 * - Mobile: starts with 010, exactly 11 digits.
 * - Landline/other: starts with 02 or a 3-digit area code (0 then a non-zero digit), 9 to 12 digits
 *   in all; or exactly 8 digits (representative numbers such as 1588-xxxx).
 * A number is accepted when either rule passes.
 */

/** Shown wherever a phone number is expected but there is none (SPEC §8). */
export const NO_PHONE_TEXT = '번호 없음';

export const MOBILE_LENGTH = 11;
/** The longest mobile number an input takes as typed: 11 digits and two hyphens (010-1234-5678). */
export const MOBILE_INPUT_MAX_LENGTH = 13;
/** The longest phone number an input takes as typed: up to 12 digits with hyphens, brackets or spaces. */
export const PHONE_INPUT_MAX_LENGTH = 20;

const MOBILE = /^010\d{8}$/;
const AREA_CODE_NUMBER = /^0[1-9]\d{7,10}$/;
const EIGHT_DIGITS = /^\d{8}$/;

/** Every digit of the input, in order (`010-1234-5678` → `01012345678`). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Removes the separators people type in numbers (hyphens, dots, brackets, spaces), nothing else. */
export function stripPhoneSeparators(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}

/** Mobile rule: numeric, starts with 010, exactly 11 digits. */
export function isMobileNo(value: string): boolean {
  return MOBILE.test(value);
}

/** Landline/other rule: 02 or a 3-digit area code and 9–12 digits, or exactly 8 digits. */
export function isLandlineNo(value: string): boolean {
  return AREA_CODE_NUMBER.test(value) || EIGHT_DIGITS.test(value);
}

/** Accepted when either the mobile or the landline/other rule passes. */
export function isPhoneNo(value: string): boolean {
  return isMobileNo(value) || isLandlineNo(value);
}

/** Prefixes that get hyphens (SPEC §9): 010, 050, 070, 02, 031–064. */
export function formattingPrefixOf(digits: string): string | null {
  if (digits.startsWith('02')) return '02';
  const three = digits.slice(0, 3);
  if (three === '010' || three === '050' || three === '070') return three;
  if (/^0[3-6]\d$/.test(three)) {
    const area = Number(three.slice(1));
    if (area >= 31 && area <= 64) return three;
  }
  return null;
}

/**
 * The groups a number is shown in, or `null` when it has no known shape.
 * - 8 digits: `1588-1234`
 * - `02`: `02-123-4567`, `02-1234-5678`
 * - 3-digit prefix: `031-123-4567`, `010-1234-5678`, and 12 digits as 4-4-4 (`0505-1234-5678`)
 */
export function phoneGroups(digits: string): [string, string] | [string, string, string] | null {
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 8) return [digits.slice(0, 4), digits.slice(4)];
  const prefix = formattingPrefixOf(digits);
  if (prefix === null) return null;
  const rest = digits.slice(prefix.length);
  if (prefix === '02') {
    if (rest.length === 7) return [prefix, rest.slice(0, 3), rest.slice(3)];
    if (rest.length === 8) return [prefix, rest.slice(0, 4), rest.slice(4)];
    return null;
  }
  if (rest.length === 7) return [prefix, rest.slice(0, 3), rest.slice(3)];
  if (rest.length === 8) return [prefix, rest.slice(0, 4), rest.slice(4)];
  if (rest.length === 9) return [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)];
  return null;
}

const isBlank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/**
 * Hyphenated form of a number (`01012345678` → `010-1234-5678`). Any hyphens or spaces in the input
 * are ignored; a number of unknown shape is returned as its digits.
 */
export function formatPhoneNo(value: string): string {
  const digits = phoneDigits(value);
  return phoneGroups(digits)?.join('-') ?? digits;
}

/** Stars for a hidden group: `***` for up to 3 digits, `****` for longer ones. */
const stars = (length: number) => (length > 3 ? '****' : '***');

/**
 * Masked form for lists seen by other people: the middle group becomes `***`, or `****` when it
 * has 4 or more digits (`010-****-5678`, `02-***-4567`). An 8-digit number hides its last group
 * (`1588-****`). A number of unknown shape keeps its first 3 and last 4 digits when it has more
 * than 7, and is hidden entirely otherwise.
 */
export function maskPhoneNo(value: string): string {
  const digits = phoneDigits(value);
  const groups = phoneGroups(digits);
  if (groups?.length === 3) return `${groups[0]}-${stars(groups[1].length)}-${groups[2]}`;
  if (groups?.length === 2) return `${groups[0]}-${stars(groups[1].length)}`;
  if (digits.length > 7) return `${digits.slice(0, 3)}${stars(digits.length - 7)}${digits.slice(-4)}`;
  return stars(digits.length);
}

/** For display: the formatted number, or `번호 없음` when there is none. */
export function displayPhoneNo(value: string | null | undefined): string {
  return isBlank(value) ? NO_PHONE_TEXT : formatPhoneNo(value);
}

/** For display to others: the masked number, or `번호 없음` when there is none. */
export function displayMaskedPhoneNo(value: string | null | undefined): string {
  return isBlank(value) ? NO_PHONE_TEXT : maskPhoneNo(value);
}

/**
 * A staff member's number wherever a list shows staff to other members (직원 목록, 구성원 목록):
 * always masked (`010-****-5678`), or `번호 없음`. The API sends only this form, never the number.
 */
export function staffListPhoneNo(value: string | null | undefined): string {
  return displayMaskedPhoneNo(value);
}

/**
 * A mobile number as given by social login or a carrier, in the stored form: `+82 10-1234-5678`
 * and `010-1234-5678` both become `01012345678`.
 */
export function normalizeKoreanPhoneNo(value: string): string {
  const trimmed = value.trim();
  const digits = phoneDigits(trimmed);
  if (trimmed.startsWith('+82')) {
    const national = digits.slice(2);
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits;
}
