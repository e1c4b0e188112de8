/**
 * Login ids (아이디): 4–20 characters, lowercase Latin letters and digits, starting with a letter.
 * Stored lowercased. The problems are listed so the sign-up form can show them as the user types.
 */
export const LOGIN_ID_MIN_LENGTH = 4;
export const LOGIN_ID_MAX_LENGTH = 20;

export type LoginIdProblem = 'tooShort' | 'tooLong' | 'badCharacter' | 'notStartingWithLetter';

export const LOGIN_ID_PROBLEM_LABELS: Record<LoginIdProblem, string> = {
  tooShort: `${LOGIN_ID_MIN_LENGTH}자 이상`,
  tooLong: `${LOGIN_ID_MAX_LENGTH}자 이하`,
  badCharacter: '영문 소문자와 숫자만',
  notStartingWithLetter: '영문으로 시작',
};

export const LOGIN_ID_POLICY_MESSAGE = `아이디는 영문 소문자로 시작하는 ${LOGIN_ID_MIN_LENGTH}~${LOGIN_ID_MAX_LENGTH}자의 영문 소문자와 숫자로 입력해 주세요.`;

export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

export function loginIdProblems(loginId: string): LoginIdProblem[] {
  const id = normalizeLoginId(loginId);
  const problems: LoginIdProblem[] = [];
  if (id.length < LOGIN_ID_MIN_LENGTH) problems.push('tooShort');
  if (id.length > LOGIN_ID_MAX_LENGTH) problems.push('tooLong');
  if (/[^a-z0-9]/.test(id)) problems.push('badCharacter');
  if (id.length > 0 && !/^[a-z]/.test(id)) problems.push('notStartingWithLetter');
  return problems;
}

export const isValidLoginId = (loginId: string): boolean => loginIdProblems(loginId).length === 0;

export const PASSWORD_HAS_LOGIN_ID_MESSAGE = '비밀번호에 아이디를 넣을 수 없습니다. 다른 비밀번호를 입력해 주세요.';

/**
 * A password may not hold the account's login id, in any case (`Director2026` for `director`). Every
 * login id is at least LOGIN_ID_MIN_LENGTH long; a shorter one (none should exist) only refuses
 * itself, so two letters cannot rule out half of all passwords.
 */
export function passwordContainsLoginId(password: string, loginId: string): boolean {
  const id = normalizeLoginId(loginId);
  if (id === '') return false;
  const pw = password.normalize('NFC').toLowerCase();
  return id.length >= LOGIN_ID_MIN_LENGTH ? pw.includes(id) : pw === id;
}

/**
 * A login id shown to someone who proved who they are but is not signed in (FindId): the first
 * two characters and the last one stay, the rest become `*` (`academy1` → `ac*****1`).
 */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 2) return `${loginId[0] ?? ''}*`;
  if (loginId.length <= 4) return `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 2)}`;
  return `${loginId.slice(0, 2)}${'*'.repeat(loginId.length - 3)}${loginId.slice(-1)}`;
}

/** How an account signs in. */
export const LOGIN_METHODS = ['password', 'kakao', 'naver', 'apple'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const LOGIN_METHOD_LABELS: Record<LoginMethod, string> = {
  password: '아이디 로그인',
  kakao: '카카오 로그인',
  naver: '네이버 로그인',
  apple: 'Apple 로그인',
};

/** Gender codes used by the product (identity verification answers M or F). */
export const GENDER_CODES = ['M', 'F'] as const;
export type GenderCd = (typeof GENDER_CODES)[number];
export const GENDER_LABELS: Record<GenderCd, string> = { M: '남성', F: '여성' };

/** A guardian must be an adult to consent for a child under 14. */
export const GUARDIAN_MINIMUM_AGE = 19;

/** Accounts unused for a year become dormant (개인정보 유효기간제) and are reactivated by verification. */
export const DORMANT_AFTER_DAYS = 365;

/** Failed password logins before the account is locked, and how long it stays locked. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCK_MINUTES = 10;

/**
 * The slower account-wide back-off: once this many wrong passwords have come from all addresses
 * together, an address that has already failed may try once per ACCOUNT_BACKOFF_MINUTES. An address
 * without a failure (the owner's, usually) is never held by it.
 */
export const ACCOUNT_FAILURE_LIMIT = 20;
export const ACCOUNT_BACKOFF_MINUTES = 1;

/** Wrong passwords older than this (with no lock standing) no longer count toward a lock. */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Verification codes sent by SMS or email. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 3;
/**
 * Wrong tries a verification code (인증번호) allows, for every code the service checks: the codes
 * sent by SMS or email and the identity verification's (본인인증) code; the last wrong try ends it.
 */
export const CODE_MAX_ATTEMPTS = 5;
