/**
 * Money is integer won everywhere. Grouping is done by hand (not `toLocaleString`), so the output is
 * the same in every runtime and locale.
 */

/** `1234000` → `1,234,000`; negatives keep their sign; fractions are rounded to the won. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** `1234000` → `1,234,000원`. */
export function formatWon(amount: number): string {
  return `${formatNumber(amount)}원`;
}
