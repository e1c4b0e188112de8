/** Class constants and defaults of SPEC §3 and §9. */

/** Headcount (`fixed`) cap: a larger value becomes this. */
export const CLASS_FIXED_MAX = 9999;

/** The stock images a class may use instead of an upload. */
export const CLASS_STOCK_IMAGES = [
  'class001.jpg',
  'class002.jpg',
  'class003.jpg',
  'class004.jpg',
  'class005.jpg',
] as const;
export type ClassStockImage = (typeof CLASS_STOCK_IMAGES)[number];

/** How many images a class may upload. */
export const CLASS_UPLOAD_SLOTS = 4;

/** Billing-day rule type of a new class. */
export const DEFAULT_PAY_DT_TP_CD = '010';

/** Billing day (appointedDt) of a new class. */
export const DEFAULT_APPOINTED_DT = '1';

/** Visibility flags of a new class, `#`-joined. */
export const DEFAULT_SHOW_YN = 'Y#Y#N#N';
