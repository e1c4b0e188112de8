import { z } from 'zod';
import { PASSWORD_HAS_LOGIN_ID_MESSAGE, passwordContainsLoginId } from '../account/account.rules';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../account/common-passwords';
import { calendarDateSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import { REGIONS_MAX, SUBJECTS_MAX } from './signup.constants';
import { isValidPassword, PASSWORD_MISMATCH_MESSAGE, PASSWORD_POLICY_MESSAGE, passwordsMatch } from './signup.password';

const notCommon = (password: string): boolean | Promise<boolean> => {
  const common = isCommonPassword(password);
  return typeof common === 'boolean' ? !common : common.then((found) => !found);
};

/**
 * A new password: it meets the policy of `signup.password` (empty → `비밀번호를 입력해 주세요`) and is
 * not on the common-password list. The list loads on first use (`account/common-passwords`): the
 * web's form resolvers validate asynchronously and wait for it; a synchronous parse needs
 * `loadCommonPasswords()` done first, as the server does at start.
 */
export const passwordSchema = labelled(
  z
    .string()
    .min(1, { abort: true })
    .refine(isValidPassword, { message: PASSWORD_POLICY_MESSAGE, abort: true })
    .refine(notCommon, COMMON_PASSWORD_MESSAGE),
  '비밀번호',
);

/** The confirmation field on its own (`비밀번호 확인을 입력해 주세요` when empty). */
export const passwordConfirmFieldSchema = labelled(z.string().min(1), '비밀번호 확인');

/**
 * Password and confirmation, with the mismatch reported on `pw_confirm` (field names of the SPEC §3
 * join group). Spread `passwordConfirmShape` into a larger object and add `.check(passwordConfirmCheck)`
 * to reuse the rule in another form.
 */
export const passwordConfirmShape = { pw: passwordSchema, pw_confirm: passwordConfirmFieldSchema };

export const passwordConfirmCheck = z.superRefine<{ pw: string; pw_confirm: string }>((value, ctx) => {
  if (value.pw_confirm !== '' && !passwordsMatch(value.pw, value.pw_confirm)) {
    ctx.addIssue({ code: 'custom', path: ['pw_confirm'], message: PASSWORD_MISMATCH_MESSAGE, input: value.pw_confirm });
  }
});

/**
 * The password may not hold the login id of the same form (reported on `pw`). Where the login id is
 * not part of the form (reset, change), the server checks the account's id with the same rule.
 */
export const passwordWithoutLoginIdCheck = z.superRefine<{ userInputId: string; pw: string }>((value, ctx) => {
  if (passwordContainsLoginId(value.pw, value.userInputId)) {
    ctx.addIssue({ code: 'custom', path: ['pw'], message: PASSWORD_HAS_LOGIN_ID_MESSAGE, input: value.pw });
  }
});

/** Chosen subjects (codes or names), at most 10. */
export const subjectsSchema = labelled(z.array(z.string().trim().min(1)).max(SUBJECTS_MAX), '과목', 'choice');

/** Chosen regions (city/town codes), at most 5. */
export const regionsSchema = labelled(z.array(z.string().trim().min(1)).max(REGIONS_MAX), '지역', 'choice');

/** A birth date `YYYY-MM-DD` that exists on the calendar. */
export const birthdateSchema = calendarDateSchema('생년월일');

/** The consents a sign-up request must carry: the three required ones true, the optional ones as flags. */
export const signupConsentsSchema = z.object({
  age14: labelled(z.literal(true), '만 14세 이상 확인', 'choice'),
  useTerms: labelled(z.literal(true), '서비스 이용약관 동의', 'choice'),
  personalInfo: labelled(z.literal(true), '개인정보 수집 및 이용 동의', 'choice'),
  marketing: z.boolean(),
  night: z.boolean(),
});

export type SignupConsents = z.infer<typeof signupConsentsSchema>;
