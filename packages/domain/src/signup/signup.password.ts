/**
 * Password policy (chosen here; SPEC §5 only asks that the confirmation match):
 *
 * - at least 8 and at most 64 characters;
 * - at least one Latin letter (A–Z or a–z) and at least one digit (0–9);
 * - any other characters (symbols, spaces, Hangul) are allowed and count toward the length.
 *
 * Long passphrases are welcome (64 is far above what people type, and below what a KDF should hash
 * per request); no composition rules beyond letter + digit, following NIST SP 800-63B's advice
 * against forced symbol/case rules. Length counts characters (code points), not UTF-16 units.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'noLetter' | 'noDigit';

/** One sentence for every policy failure, shown under the field. */
export const PASSWORD_POLICY_MESSAGE = '비밀번호는 영문과 숫자를 포함해 8~64자로 입력해 주세요.';
export const PASSWORD_MISMATCH_MESSAGE = '비밀번호가 일치하지 않습니다.';

export const PASSWORD_PROBLEM_LABELS: Record<PasswordProblem, string> = {
  tooShort: '8자 이상',
  tooLong: '64자 이하',
  noLetter: '영문 포함',
  noDigit: '숫자 포함',
};

export function passwordLength(password: string): number {
  return [...password].length;
}

/** What a password lacks, in a fixed order; empty when it meets the policy. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('tooLong');
  if (!/[A-Za-z]/.test(password)) problems.push('noLetter');
  if (!/\d/.test(password)) problems.push('noDigit');
  return problems;
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}

/** Password confirmation must equal the password (SPEC §5); an empty confirmation never matches. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && password === confirmation;
}
