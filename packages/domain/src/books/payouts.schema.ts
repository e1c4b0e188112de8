import { z } from 'zod';
import { BANKS, type BankCode } from '../billing/virtual-account';
import { calendarInstantSchema } from '../calendar/calendar.schema';
import { isPhoneNo, phoneDigits } from '../phone/phone.rules';
import { labelled } from '../validation/validation.error-map';
import { formatMessage } from '../validation/validation.messages';
import { PAYOUT_BUSINESS_TYPES, PAYOUT_SELLER_STATUSES, PAYOUT_STATUSES } from './payouts.rules';

/** 지급대행 registration (TossPaymentAdded): `/api/insts/:instId/payouts/seller…`, the director only. */

export const payoutInstParams = z.object({ instId: z.uuid() });

const text = (label: string, max: number) => labelled(z.string().trim().min(1).max(max), label);

const BANK_CODES = Object.keys(BANKS) as [BankCode, ...BankCode[]];

/** POST /payouts/seller: the academy as a seller, with the account its payouts go to. */
export const payoutSellerBody = z.object({
  businessType: labelled(z.enum(PAYOUT_BUSINESS_TYPES), '사업자 유형', 'choice'),
  companyName: text('상호', 60),
  representativeName: text('대표자 이름', 30),
  businessRegistrationNumber: labelled(
    z
      .string()
      .transform((value) => value.replace(/\D/g, ''))
      .pipe(z.string().regex(/^\d{10}$/, { error: formatMessage('사업자등록번호') })),
    '사업자등록번호',
  ),
  email: labelled(z.email({ error: formatMessage('이메일') }).max(100), '이메일'),
  phone: labelled(
    z
      .string()
      .transform(phoneDigits)
      .pipe(z.string().refine(isPhoneNo, { error: formatMessage('연락처') })),
    '연락처',
  ),
  bankCode: labelled(z.enum(BANK_CODES), '은행', 'choice'),
  accountNumber: labelled(
    z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{8,16}$/, { error: formatMessage('계좌번호') })),
    '계좌번호',
  ),
  holderName: text('예금주', 30),
});
export type PayoutSellerBody = z.input<typeof payoutSellerBody>;

export const payoutSellerStatus = z.enum(PAYOUT_SELLER_STATUSES);

export const payoutSellerView = z.object({
  businessType: z.enum(PAYOUT_BUSINESS_TYPES),
  companyName: z.string(),
  representativeName: z.string(),
  /** `123-45-*****`: the business number is public, its tail hidden anyway on screen. */
  businessRegistrationNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last four digits; the number itself stays sealed on the server. */
  accountNumberMasked: z.string(),
  holderName: z.string(),
  status: payoutSellerStatus,
  statusLabel: z.string(),
  statusHint: z.string(),
  registeredAt: z.string(),
  checkedAt: z.string(),
});
export type PayoutSellerView = z.infer<typeof payoutSellerView>;

/** GET /payouts/seller (and the answer of registering or checking): null before registration. */
export const payoutSellerResponse = z.object({
  seller: payoutSellerView.nullable(),
  provider: z.enum(['sandbox', 'toss', 'nicepay']),
});
export type PayoutSellerResponse = z.infer<typeof payoutSellerResponse>;

/**
 * PATCH /payouts/seller/account: the account the academy's payouts go to from now on (the director
 * only). The number is sealed on the server as at registration; the provider reviews it again.
 */
export const payoutAccountBody = payoutSellerBody.pick({ bankCode: true, accountNumber: true, holderName: true });
export type PayoutAccountBody = z.input<typeof payoutAccountBody>;

export const payoutStatus = z.enum(PAYOUT_STATUSES);

/** POST /api/dev/jobs/books-payouts {at, instId}: the payouts job in one academy as if it were `at`. */
export const runPayoutsBody = z.object({ at: calendarInstantSchema('시각'), instId: z.uuid() });
export type RunPayoutsBody = z.infer<typeof runPayoutsBody>;

export const runPayoutsResponse = z.object({
  /** Settlement days asked of the provider by this run (first requests and retries). */
  requested: z.number().int(),
  /** Payouts the provider reported done by this run. */
  completed: z.number().int(),
  /** Payouts refused or reported failed by this run. */
  failed: z.number().int(),
});
export type RunPayoutsResponse = z.infer<typeof runPayoutsResponse>;
