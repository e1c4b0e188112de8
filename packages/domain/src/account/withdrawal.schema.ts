import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import { transIdSchema } from './account.schema';

/** Why a member leaves (WithdrawalSelect); each has its own page for free text. */
export const WITHDRAWAL_REASONS = ['OurService', 'BugReport', 'Security', 'CustomService', 'Opinion'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

export const WITHDRAWAL_REASON_LABELS: Record<WithdrawalReason, string> = {
  OurService: '서비스 이용이 불편해요',
  BugReport: '오류가 많아요',
  Security: '개인정보가 걱정돼요',
  CustomService: '고객 응대가 아쉬워요',
  Opinion: '기타 의견',
};

export const withdrawalBlocker = z.object({
  kind: z.literal('owns-institute'),
  instId: z.string(),
  instNm: z.string(),
  message: z.string(),
});

/** WithdrawalCheck: what stops the withdrawal, and how the member proves it is them. */
export const withdrawalCheckResponse = z.object({
  blockers: z.array(withdrawalBlocker),
  /** Members with a password confirm with it; social-only members verify their identity. */
  confirmWith: z.enum(['password', 'verification']),
});
export type WithdrawalCheckResponse = z.infer<typeof withdrawalCheckResponse>;

export const withdrawalBody = z
  .object({
    reason: labelled(z.enum(WITHDRAWAL_REASONS), '탈퇴 사유', 'choice'),
    reasonText: labelled(z.string().trim().max(1000), '의견').optional(),
    pw: labelled(z.string().min(1), '비밀번호').optional(),
    transId: transIdSchema.optional(),
  })
  .refine((body) => Boolean(body.pw) || Boolean(body.transId), {
    message: '비밀번호를 입력하거나 본인인증을 완료해 주세요.',
    path: ['pw'],
  });
export type WithdrawalBody = z.infer<typeof withdrawalBody>;
