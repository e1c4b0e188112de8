import { z } from 'zod';
import { calendarDateSchema } from '../calendar/calendar.schema';
import { mobileNoSchema } from '../phone/phone.schema';
import { labelled } from '../validation/validation.error-map';
import { CARRIERS, IDENTITY_PURPOSES } from './identity.constants';

/**
 * The identity verification (본인확인) API: start a verification, read its result, and the sandbox
 * verification page's two steps (send a code, confirm it). The server's routes and the web's
 * sandbox page use these same objects.
 */

export const identityPurpose = z.enum(IDENTITY_PURPOSES, { error: '본인인증 용도가 올바르지 않습니다.' });

export const startVerificationBody = z.object({
  purpose: identityPurpose,
  /** Where the browser returns after verifying: a path on this site (`/certiResult?…`) or a URL of this origin. */
  returnUrl: z
    .string({ error: '돌아갈 주소를 확인해 주세요.' })
    .min(1, { error: '돌아갈 주소를 확인해 주세요.' })
    .max(2000),
});
export type StartVerificationBody = z.infer<typeof startVerificationBody>;

export const startVerificationResponse = z.object({
  transId: z.string(),
  next: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('sandbox') }),
    z.object({ kind: z.literal('redirect'), url: z.string() }),
  ]),
});
export type StartVerificationResponse = z.infer<typeof startVerificationResponse>;

export const transIdParams = z.object({
  transId: z.uuid({ error: '본인인증 요청 번호가 올바르지 않습니다.' }),
});

export const sandboxCodeBody = z.object({
  userNm: z
    .string({ error: '이름을 입력해 주세요.' })
    .trim()
    .min(1, { error: '이름을 입력해 주세요.' })
    .max(30, { error: '이름은 30자 이내로 입력해 주세요.' })
    .regex(/^[\p{L} .'-]+$/u, { error: '이름은 한글 또는 영문으로 입력해 주세요.' }),
  birthdate: calendarDateSchema('생년월일'),
  genderCd: z.enum(['M', 'F'], { error: '성별을 선택해 주세요.' }),
  carrier: z.enum(CARRIERS, { error: '통신사를 선택해 주세요.' }),
  mobileNo: labelled(mobileNoSchema, '휴대폰 번호'),
});
export type SandboxCodeBody = z.infer<typeof sandboxCodeBody>;

export const sandboxCodeResponse = z.object({ sent: z.literal(true), expiresAt: z.string() });

export const sandboxConfirmBody = z.object({
  code: z
    .string({ error: '인증번호 6자리를 입력해 주세요.' })
    .regex(/^\d{6}$/, { error: '인증번호 6자리를 입력해 주세요.' }),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;

export const sandboxConfirmResponse = z.object({ status: z.literal('completed'), returnUrl: z.string() });
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;

export const verificationResponse = z.object({
  transId: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'expired']),
  purpose: identityPurpose,
  /** True once another step (sign-up, find id …) used the result; the identity is gone then. */
  consumed: z.boolean(),
  expiresAt: z.string(),
  /** The verified person while completed and not yet used; never CI/DI. */
  identity: z
    .object({
      name: z.string(),
      birthdate: z.string(),
      genderCd: z.enum(['M', 'F']),
      mobileNo: z.string().nullable(),
    })
    .nullable(),
});
export type VerificationResponse = z.infer<typeof verificationResponse>;
