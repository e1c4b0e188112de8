import { z } from 'zod';
import { RELATION_CODES, ROLES } from '../access/access.roles';
import { mobileNoSchema } from '../phone/phone.schema';
import {
  birthdateSchema,
  passwordConfirmCheck,
  passwordConfirmShape,
  passwordWithoutLoginIdCheck,
  regionsSchema,
  signupConsentsSchema,
  subjectsSchema,
} from '../signup/signup.schema';
import { labelled } from '../validation/validation.error-map';
import { sameSitePath } from '../web/same-site-path';
import {
  CODE_LENGTH,
  GENDER_CODES,
  isValidLoginId,
  LOGIN_ID_POLICY_MESSAGE,
  LOGIN_METHODS,
  normalizeLoginId,
  SOCIAL_PROVIDERS,
} from './account.rules';

/**
 * The accounts API contract (SPEC §2 "Account"): every request body and response the server
 * validates and the web forms use. Field names follow the SPEC §3 `join`, `login` and `userInfo`
 * groups where they exist.
 */

// ── shared fields ────────────────────────────────────────────────────────────

export const loginIdSchema = labelled(
  z.string().trim().min(1, { abort: true }).overwrite(normalizeLoginId).refine(isValidLoginId, LOGIN_ID_POLICY_MESSAGE),
  '아이디',
);
export const userNmSchema = labelled(z.string().trim().min(1).max(30), '이름');
export const userNickNmSchema = labelled(z.string().trim().min(1).max(20), '닉네임');
const emailFormat = z.email();
export const emailSchema = labelled(
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(254)
    .refine((value) => emailFormat.safeParse(value).success),
  '이메일',
);
export const genderCdSchema = labelled(z.enum(GENDER_CODES), '성별', 'choice');
export const codeSchema = labelled(
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)),
  '인증번호',
);
/** The id of a finished identity verification (a UUID, as `/api/identity/verifications` gives it). */
export const transIdSchema = labelled(z.uuid(), '본인인증');
export const labelledMobileNo = labelled(mobileNoSchema, '휴대폰 번호');
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProviderName = z.infer<typeof socialProviderSchema>;

const optionalText = (label: string, max: number) => labelled(z.string().trim().max(max), label).optional();

export const sentResponse = z.object({ sent: z.literal(true), expiresAt: z.string() });
export type SentResponse = z.infer<typeof sentResponse>;
export const okResponse = z.object({ ok: z.literal(true) });

// ── the signed-in user (GET /api/auth/me) ────────────────────────────────────

export const membershipSummary = z.object({
  instId: z.string(),
  instNm: z.string(),
  relationCd: z.enum(RELATION_CODES).nullable(),
  role: z.enum(ROLES),
  authCd: z.string().nullable(),
});
export type MembershipSummary = z.infer<typeof membershipSummary>;

export const familyMemberSummary = z.object({
  userId: z.string(),
  userNm: z.string(),
  relationType: z.string(),
});

export const meResponse = z.object({
  user: z.object({
    userId: z.string(),
    userInputId: z.string().nullable(),
    userNm: z.string(),
    userNickNm: z.string().nullable(),
    mobileNo: z.string().nullable(),
    email: z.string().nullable(),
    profileFileNm: z.string(),
    /**
     * The uploaded profile photo (`/api/files/…`), or null while a stock picture (profileFileNm) is
     * used. Always sent; optional only so that clients written before photos keep their types.
     */
    profileImageUrl: z.string().nullable().optional(),
    birthdate: z.string().nullable(),
    genderCd: z.enum(GENDER_CODES).nullable(),
    loginMethods: z.array(z.enum(LOGIN_METHODS)),
    marketingConsent: z.boolean(),
    nightReceiveConsent: z.boolean(),
  }),
  memberships: z.array(membershipSummary),
  children: z.array(familyMemberSummary),
  guardians: z.array(familyMemberSummary),
  /** Echo in the X-CSRF-Token header on every state-changing request. */
  csrfToken: z.string(),
});
export type MeResponse = z.infer<typeof meResponse>;

// ── log in and out ───────────────────────────────────────────────────────────

export const loginBody = z.object({
  userInputId: labelled(z.string().trim().min(1).overwrite(normalizeLoginId), '아이디'),
  pw: labelled(z.string().min(1), '비밀번호'),
  /** 로그인 유지: a 30-day session; otherwise a browser-session cookie. */
  keep: z.boolean().default(true),
});
export type LoginBody = z.infer<typeof loginBody>;

/** A one-time token for the native app's `/tokenLogin` (60 seconds, one use). */
export const appTokenResponse = z.object({ token: z.string(), expiresAt: z.string() });
export const tokenLoginBody = z.object({ token: z.string().min(1).max(200), keep: z.boolean().default(true) });

// ── social login ─────────────────────────────────────────────────────────────

export const socialStartQuery = z.object({
  /** Where to land after a successful login (a path on this site; `//host` would leave it). */
  next: z
    .string()
    .startsWith('/')
    .max(500)
    .refine((path) => sameSitePath(path) !== null, '이 사이트 안의 주소만 사용할 수 있습니다.')
    .optional(),
});

export const socialCallbackBody = z.object({
  code: z.string().min(1).max(2000),
  state: z.string().min(1).max(200),
  /** Apple sends the user's name once, as JSON, on the first authorisation. */
  user: z.string().max(2000).optional(),
});

/** The profile a social login brought, mapped by the SPEC §4 rule, shown before joining. */
export const socialProfilePreview = z.object({
  provider: socialProviderSchema,
  userNm: z.string().nullable(),
  userNickNm: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  mobileNo: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

export const socialCallbackResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('logged-in'), next: z.string() }),
  /** No account uses this social login yet: verify identity, then link or join with `socialToken`. */
  z.object({ status: z.literal('needs-verification'), socialToken: z.string(), profile: socialProfilePreview }),
]);
export type SocialCallbackResponse = z.infer<typeof socialCallbackResponse>;

/** After verification: link the social login to the verified person's account, or create one. */
export const socialCompleteBody = z.object({
  socialToken: z.string().min(1).max(200),
  transId: transIdSchema,
  /** Needed only when a new account is created. */
  consents: signupConsentsSchema.optional(),
  keep: z.boolean().default(true),
});
export const socialCompleteResponse = z.object({ status: z.enum(['linked', 'joined']), next: z.string() });

// ── sign-up ──────────────────────────────────────────────────────────────────

export const loginIdAvailabilityQuery = z.object({ userInputId: loginIdSchema });
export const loginIdAvailabilityResponse = z.object({ available: z.boolean() });

/** Fields every member may add at sign-up or later (EditAdditionalInfo). */
export const additionalInfoShape = {
  userNickNm: userNickNmSchema.optional(),
  email: emailSchema.optional(),
  address: optionalText('주소', 200),
  detailAddress: optionalText('상세 주소', 200),
  genderCd: genderCdSchema.optional(),
  schoolNm: optionalText('학교', 60),
  gradeYear: labelled(z.number().int().min(1).max(12), '학년', 'choice').optional(),
  subjects: subjectsSchema.optional(),
  regions: regionsSchema.optional(),
};

/**
 * Sign-up (joinUserInfo). Age 14 and over: the member's own verification (`transId`, purpose
 * 'signup'). Under 14 (SPEC §4 age-14 path): a legal guardian's verification (`guardianTransId`,
 * purpose 'signup-guardian') plus the child's name, birth date and gender — nothing else is asked.
 */
export const signupBody = z
  .object({
    consents: signupConsentsSchema,
    transId: transIdSchema.optional(),
    guardian: z
      .object({
        transId: transIdSchema,
        relationType: labelled(z.enum(['아버지', '어머니', '조부모', '기타']), '관계', 'choice'),
        userNm: userNmSchema,
        birthdate: birthdateSchema,
        genderCd: genderCdSchema,
      })
      .optional(),
    userInputId: loginIdSchema,
    ...passwordConfirmShape,
    recommendCd: optionalText('추천인 코드', 20),
    profileFileNm: z.string().max(200).optional(),
    /** A photo uploaded for this sign-up (POST /api/account/signup/profile-image); replaces the stock picture. */
    profileImageId: z.uuid().optional(),
    marketingConsent: z.boolean().optional(),
    ...additionalInfoShape,
  })
  .check(passwordConfirmCheck)
  .check(passwordWithoutLoginIdCheck)
  .refine((body) => Boolean(body.transId) !== Boolean(body.guardian), {
    message: '본인인증을 완료해 주세요.',
    path: ['transId'],
  });
export type SignupBody = z.infer<typeof signupBody>;
export const signupResponse = z.object({ userId: z.string(), userInputId: z.string() });

// ── finding an id, resetting a password ─────────────────────────────────────

export const foundAccount = z.object({
  maskedLoginId: z.string().nullable(),
  loginMethods: z.array(z.enum(LOGIN_METHODS)),
  joinedAt: z.string(),
});
export const foundAccountsResponse = z.object({ accounts: z.array(foundAccount) });
export type FoundAccountsResponse = z.infer<typeof foundAccountsResponse>;

export const findIdByVerificationBody = z.object({ transId: transIdSchema });
export const findIdCodeBody = z.object({ userNm: userNmSchema, mobileNo: labelledMobileNo });
export const findIdBySmsBody = z.object({ userNm: userNmSchema, mobileNo: labelledMobileNo, code: codeSchema });

export const passwordResetByVerificationBody = z.object({ userInputId: loginIdSchema, transId: transIdSchema });
export const passwordResetCodeBody = z.object({ userInputId: loginIdSchema, mobileNo: labelledMobileNo });
export const passwordResetBySmsBody = z.object({
  userInputId: loginIdSchema,
  mobileNo: labelledMobileNo,
  code: codeSchema,
});
export const passwordResetTokenResponse = z.object({ resetToken: z.string(), expiresAt: z.string() });
export const passwordResetBody = z
  .object({ resetToken: z.string().min(1).max(200), ...passwordConfirmShape })
  .check(passwordConfirmCheck);

// ── profile ──────────────────────────────────────────────────────────────────

export const profileResponse = z.object({
  userId: z.string(),
  userInputId: z.string().nullable(),
  userNm: z.string(),
  userNickNm: z.string().nullable(),
  mobileNo: z.string().nullable(),
  email: z.string().nullable(),
  birthdate: z.string().nullable(),
  genderCd: z.enum(GENDER_CODES).nullable(),
  profileFileNm: z.string(),
  /** The uploaded profile photo (`/api/files/…`), or null while a stock picture (profileFileNm) is used. */
  profileImageUrl: z.string().nullable(),
  address: z.string().nullable(),
  detailAddress: z.string().nullable(),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().nullable(),
  subjects: z.array(z.string()),
  regions: z.array(z.string()),
  marketingConsent: z.boolean(),
  nightReceiveConsent: z.boolean(),
  loginMethods: z.array(z.enum(LOGIN_METHODS)),
  joinedAt: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponse>;

/** ProfileEditPage: nickname and picture. */
export const profileEditBody = z.object({
  userNickNm: userNickNmSchema,
  profileFileNm: z.string().min(1).max(200).optional(),
});

/** EditAdditionalInfo: the optional fields and the marketing / night-time consents. */
export const additionalInfoBody = z.object({
  ...additionalInfoShape,
  marketingConsent: z.boolean().optional(),
  nightReceiveConsent: z.boolean().optional(),
});
export type AdditionalInfoBody = z.infer<typeof additionalInfoBody>;

/** MyPwChangePage: the current password is required; other sessions end. */
export const passwordChangeBody = z
  .object({ currentPw: labelled(z.string().min(1), '현재 비밀번호'), ...passwordConfirmShape })
  .check(passwordConfirmCheck);

export const emailCodeBody = z.object({ email: emailSchema });
export const emailChangeBody = z.object({ email: emailSchema, code: codeSchema });

/** /myPhoneNoChangeTF: the new number comes from a fresh verification of the same person. */
export const phoneChangeBody = z.object({ transId: transIdSchema });

/** /domantAccountTF: a dormant account is reactivated by verifying the same person. */
export const reactivateBody = z.object({ transId: transIdSchema, keep: z.boolean().default(true) });
