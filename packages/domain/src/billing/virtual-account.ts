import { addDays, compareIsoDate, type IsoDate } from '../calendar/calendar.rules';
import { startOfBusinessDate } from '../format/format.business-date';

/**
 * 가상계좌 (virtual accounts): a family who would rather transfer than use a card orders an account
 * for the chosen bills and deposits the amount into it by a deadline. The bills stay unpaid until the
 * deposit is confirmed; a deposit is cash for the tax law, so it gets a 현금영수증 like a transfer.
 */

/**
 * Banks by their 금융결제원 code (3 digits): what the payment adapters pass (NicePay speaks these
 * codes; Toss drops the leading 0, `088` → `88`) and what families choose from. A refund account may
 * be at any of them.
 */
export const BANKS = {
  '002': 'KDB산업은행',
  '003': 'IBK기업은행',
  '004': 'KB국민은행',
  '007': 'Sh수협은행',
  '011': 'NH농협은행',
  '012': '지역농축협',
  '020': '우리은행',
  '023': 'SC제일은행',
  '027': '한국씨티은행',
  '031': '아이엠뱅크',
  '032': '부산은행',
  '034': '광주은행',
  '035': '제주은행',
  '037': '전북은행',
  '039': '경남은행',
  '045': '새마을금고',
  '048': '신협',
  '050': '저축은행',
  '071': '우체국',
  '081': '하나은행',
  '088': '신한은행',
  '089': '케이뱅크',
  '090': '카카오뱅크',
  '092': '토스뱅크',
} as const;

export type BankCode = keyof typeof BANKS;

export const isBankCode = (code: string): code is BankCode => Object.hasOwn(BANKS, code);

/** The bank's name, or the code itself for a bank this list does not know. */
export const bankNameOf = (code: string): string => (isBankCode(code) ? BANKS[code] : code);

/**
 * The banks a virtual account may be opened at: those Toss Payments and NicePay both issue accounts
 * for (the internet-only banks, savings banks and 신협 issue none).
 */
export const VIRTUAL_ACCOUNT_BANK_CODES = [
  '004',
  '088',
  '020',
  '081',
  '011',
  '003',
  '007',
  '032',
  '039',
  '034',
  '037',
  '031',
  '071',
  '045',
] as const satisfies readonly BankCode[];

export const isVirtualAccountBank = (code: string): boolean =>
  (VIRTUAL_ACCOUNT_BANK_CODES as readonly string[]).includes(code);

/**
 * The most days a virtual account waits for its deposit. While it waits, its bills are spoken for
 * but unpaid; a short wait keeps that time short (a family who forgets orders a new account).
 */
export const VIRTUAL_ACCOUNT_MAX_DAYS = 3;

/**
 * The last day a virtual account takes the deposit: the bills' earliest due date, but never later
 * than `VIRTUAL_ACCOUNT_MAX_DAYS` days from today, and never earlier than tomorrow (a bill due today
 * or already overdue still gets a whole day, however late in the evening it is ordered).
 */
export function virtualAccountDueDate(input: { today: IsoDate; billsDueDate: IsoDate }): IsoDate {
  const earliest = addDays(input.today, 1);
  const latest = addDays(input.today, VIRTUAL_ACCOUNT_MAX_DAYS);
  if (compareIsoDate(input.billsDueDate, earliest) < 0) return earliest;
  if (compareIsoDate(input.billsDueDate, latest) > 0) return latest;
  return input.billsDueDate;
}

/** The instant a virtual account's due day ends in Seoul (23:59:59): the deposit deadline the provider gets. */
export function virtualAccountDueAt(dueDate: IsoDate): Date {
  return new Date(startOfBusinessDate(addDays(dueDate, 1)).getTime() - 1_000);
}

/** The Korean messages of virtual accounts: what is wrong and what to do instead. */
export const VIRTUAL_ACCOUNT_MESSAGES = {
  bankNeeded: '가상계좌를 받을 은행을 선택해 주세요.',
  bankNotOffered: '이 은행으로는 가상계좌를 만들 수 없습니다. 목록에서 다른 은행을 선택해 주세요.',
  depositNotApplied: (reason: string) =>
    `입금은 확인했지만 청구서에 반영하지 못했습니다. ${reason} 학원에 환불받을 계좌를 알려 주세요.`,
  cashReceiptCancelFailed:
    '환불한 금액의 현금영수증을 결제 기관에서 취소하지 못했습니다. 결제 기관의 관리자 화면이나 홈택스에서 직접 취소해 주세요.',
} as const;
