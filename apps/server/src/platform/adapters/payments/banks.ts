/**
 * Banks by their 금융결제원 code (3 digits), the form every caller passes (`issueVirtualAccount`'s
 * `bank`, a refund account's `bank`). NicePay speaks these codes; Toss drops the leading 0
 * (`088` → `88`); the sandbox names its accounts' banks from this list.
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
