import { digitsOnly } from '../text/text.rules';
import { CLASS_FIXED_MAX, CLASS_STOCK_IMAGES, type ClassStockImage, DEFAULT_SHOW_YN } from './class.constants';

/**
 * Class rules: the headcount cap and the `showYn` flags (`Y#Y#N#N`), whose positions are kept as
 * the SPEC gives them (their meaning is not shown there).
 */

/** A headcount capped at 9999 (larger becomes 9999); negatives become 0. */
export function capClassFixed(fixed: number): number {
  return Math.min(Math.max(0, Math.trunc(fixed)), CLASS_FIXED_MAX);
}

/** A typed headcount: digits only, capped at 9999; `null` when no digit was typed. */
export function parseClassFixedInput(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : capClassFixed(Number(digits));
}

export type ShowYnFlags = readonly boolean[];

/** `Y#Y#N#N` → `[true, true, false, false]`; an empty or missing value gives the default flags. */
export function parseShowYn(showYn: string | null | undefined): boolean[] {
  const value = showYn?.trim() ? showYn : DEFAULT_SHOW_YN;
  return value.split('#').map((flag) => flag.trim().toUpperCase() === 'Y');
}

/** `[true, true, false, false]` → `Y#Y#N#N`. */
export function formatShowYn(flags: ShowYnFlags): string {
  return flags.map((flag) => (flag ? 'Y' : 'N')).join('#');
}

/** The flags with one position changed (positions past the end are filled with N). */
export function setShowYnFlag(showYn: string | null | undefined, index: number, value: boolean): string {
  const flags = parseShowYn(showYn);
  while (flags.length <= index) flags.push(false);
  flags[index] = value;
  return formatShowYn(flags);
}

export function isClassStockImage(fileName: string): fileName is ClassStockImage {
  return (CLASS_STOCK_IMAGES as readonly string[]).includes(fileName);
}
