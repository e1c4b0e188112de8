/**
 * 입출금 (SPEC §6 permission 060: 061 view, 062 write): the academy's own income and expenses
 * besides tuition — rent, salaries, materials, a textbook sold — kept beside the payments so the
 * books show every won that came in or went out. The categories are a fixed list (an accountant
 * reads them; free text would split one kind of expense into many spellings).
 */

export const CASH_BOOK_KINDS = ['in', 'out'] as const;
/** `in` 수입 (money came in), `out` 지출 (money went out). */
export type CashBookKind = (typeof CASH_BOOK_KINDS)[number];

export const CASH_BOOK_KIND_LABELS: Record<CashBookKind, string> = { in: '수입', out: '지출' };

/** Income other than tuition (tuition is a payment of a bill, never an entry here). */
export const CASH_BOOK_INCOME_CATEGORIES = ['textbook_sale', 'material_sale', 'subsidy', 'other_income'] as const;

/** What an academy spends on. */
export const CASH_BOOK_EXPENSE_CATEGORIES = [
  'rent',
  'salary',
  'material',
  'utilities',
  'advertising',
  'supplies',
  'vehicle',
  'tax',
  'fee',
  'other_expense',
] as const;

export const CASH_BOOK_CATEGORIES = [...CASH_BOOK_INCOME_CATEGORIES, ...CASH_BOOK_EXPENSE_CATEGORIES] as const;
export type CashBookCategory = (typeof CASH_BOOK_CATEGORIES)[number];

export const CASH_BOOK_CATEGORY_LABELS: Record<CashBookCategory, string> = {
  textbook_sale: '교재 판매',
  material_sale: '재료·물품 판매',
  subsidy: '지원금·보조금',
  other_income: '기타 수입',
  rent: '임대료',
  salary: '급여',
  material: '교재·재료 구입',
  utilities: '공과금 (전기·수도·통신)',
  advertising: '광고·홍보',
  supplies: '비품·소모품',
  vehicle: '차량 운영',
  tax: '세금·보험료',
  fee: '수수료',
  other_expense: '기타 지출',
};

/** The categories one kind takes (the form's choices; the schema refuses a category of the other kind). */
export function cashBookCategoriesOf(kind: CashBookKind): readonly CashBookCategory[] {
  return kind === 'in' ? CASH_BOOK_INCOME_CATEGORIES : CASH_BOOK_EXPENSE_CATEGORIES;
}

/** Whether a category belongs to a kind. */
export function isCategoryOfKind(kind: CashBookKind, category: CashBookCategory): boolean {
  return (cashBookCategoriesOf(kind) as readonly string[]).includes(category);
}

/** The largest amount of one entry: 10억 원 (a typo of a few zeros is refused rather than summed). */
export const CASH_BOOK_AMOUNT_MAX = 1_000_000_000;
export const CASH_BOOK_NOTE_MAX = 200;
/** A receipt photo or PDF of an entry, through the upload pipeline (`cash-book-receipt`). */
export const CASH_BOOK_FILE_MAX_MB = 10;
