import { josa } from 'es-hangul';
import type { Role } from '../access/access.roles';
import { normalizeKoreanPhoneNo } from '../phone/phone.rules';
import {
  DEFAULT_STAFF_AUTH_CD,
  FIRST_USE_FEATURES,
  type FirstUseFeature,
  REGIONS,
  type Region,
  type RegionCode,
  type StaffRelationCd,
} from './institute.constants';

// ── 사업자등록번호 ────────────────────────────────────────────────────────────

/** Business registration numbers are typed with or without hyphens and spaces; the digits are kept. */
export const stripBizRegNo = (value: string): string => value.replace(/[\s-]/g, '');

const BIZ_REG_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * 사업자등록번호 (000-00-00000): 10 digits whose last digit is the check digit of the National Tax
 * Service: Σ dᵢ·wᵢ over the first nine with weights 1 3 7 1 3 7 1 3 5, plus ⌊d₉·5 / 10⌋; the check
 * digit is (10 − sum mod 10) mod 10. Hyphens are accepted only in the 3-2-5 places.
 */
export function isBizRegNo(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\d{3}-?\d{2}-?\d{5}$/.test(trimmed)) return false;
  const digits = [...stripBizRegNo(trimmed)].map(Number);
  let sum = 0;
  BIZ_REG_WEIGHTS.forEach((weight, index) => {
    sum += (digits[index] as number) * weight;
  });
  sum += Math.floor(((digits[8] as number) * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

/** `1248100998` → `124-81-00998`; anything that is not 10 digits is returned as it is. */
export function formatBizRegNo(value: string): string {
  const digits = stripBizRegNo(value);
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value;
}

// ── regions ───────────────────────────────────────────────────────────────────

export function regionOf(code: string): Region | undefined {
  return REGIONS.find((region) => region.code === code);
}

/** The Korean name of a 시·도 code (`11` → `서울특별시`), or the code itself when unknown. */
export function regionName(code: string): string {
  return regionOf(code)?.name ?? code;
}

/**
 * The 시·도 an address is in, read from its first word (`서울특별시 …`, `서울 …`, `강원도 …`), or
 * undefined. Only the whole first word counts, so `광주시 …` (경기도 광주시) is not 광주광역시.
 */
export function regionCodeOfAddress(address: string | null | undefined): RegionCode | undefined {
  const first = address?.trim().split(/\s+/)[0];
  if (!first) return undefined;
  return REGIONS.find(
    (region) =>
      region.name === first || region.shortNm === first || (region.aliases as readonly string[]).includes(first),
  )?.code;
}

// ── invitations ───────────────────────────────────────────────────────────────

/** Codes are typed by people: spaces and hyphens are ignored, letters are read as capitals. */
export const normalizeInviteCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Whether an account may take an invitation by its phone number. An invitation made for a mobile
 * number binds to the account whose verified number (`users.mobile_no`: from its identity
 * verification, its social login or a verified change) is that number; an account with no number
 * cannot take it. An invitation made without a number is for whoever holds the code.
 */
export function inviteMatchesPhone(
  invite: { targetMobileNo: string | null | undefined },
  account: { mobileNo: string | null | undefined },
): boolean {
  if (!invite.targetMobileNo?.trim()) return true;
  const accountNo = account.mobileNo ? normalizeKoreanPhoneNo(account.mobileNo) : '';
  return accountNo !== '' && accountNo === normalizeKoreanPhoneNo(invite.targetMobileNo);
}

/** The authCd a new manager (`010#020`) or teacher (none: `''`) starts with. */
export function defaultStaffAuthCd(relationCd: StaffRelationCd): string {
  return DEFAULT_STAFF_AUTH_CD[relationCd];
}

// ── membership ────────────────────────────────────────────────────────────────

/**
 * Whether a member may leave an academy on their own: a director, and the president (대표) whatever
 * their code, must hand the academy over first.
 */
export function canLeaveInstitute(member: { role: Role; isPresident: boolean }): boolean {
  return member.role !== 'DIRECTOR' && !member.isPresident;
}

// ── first-use flags ───────────────────────────────────────────────────────────

export type YesNo = 'Y' | 'N';
export type FirstUseFlags = Record<FirstUseFeature, YesNo>;

/** The SPEC §3 flags (`Y` once used, `N` by default) from what an institute stored. */
export function firstUseFlags(stored: Readonly<Record<string, unknown>> | null | undefined): FirstUseFlags {
  return Object.fromEntries(
    FIRST_USE_FEATURES.map((feature) => [feature, stored?.[feature] === true ? 'Y' : 'N']),
  ) as FirstUseFlags;
}

// ── Korean text ───────────────────────────────────────────────────────────────

/** `학생으로`, `강사로`: a role name with the right particle (es-hangul `josa`). */
export function asRole(label: string): string {
  return josa(label, '으로/로');
}

/** `한빛학원이`, `수학교실이`…: a name as the subject of a sentence. */
export function asSubject(name: string): string {
  return josa(name, '이/가');
}

/** `수학은`, `과학은`…: a name as the topic of a sentence. */
export function asTopic(name: string): string {
  return josa(name, '은/는');
}
