import { type IsoDate, isIsoDate } from '../calendar/calendar.rules';
import { normalizeKoreanPhoneNo } from '../phone/phone.rules';

/**
 * What a social login (Naver, Kakao, Apple) fills in on the sign-up form (SPEC §4): birth date,
 * nickname (the real name when the nickname is masked with `*`), profile image, name and mobile
 * number. Providers differ in shape; the server's adapter hands this function the plain fields.
 */

export type SocialProfile = {
  /** Real name. */
  name?: string | null;
  nickname?: string | null;
  /** `1990`. */
  birthyear?: string | null;
  /** `11-21`, `1121`, `11/21` or `11.21`. */
  birthday?: string | null;
  profileImage?: string | null;
  /** `010-1234-5678`, `+82 10-1234-5678` … */
  mobile?: string | null;
};

export type SocialJoinFields = {
  userNm: string | null;
  userNickNm: string | null;
  birthdate: IsoDate | null;
  birth_year: number | null;
  birth_month: number | null;
  birth_day: number | null;
  profileImageUrl: string | null;
  mobileNo: string | null;
};

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** `YYYY-MM-DD` from a provider's birth year and birthday, or `null` when either is missing or wrong. */
export function socialBirthdate(
  birthyear: string | null | undefined,
  birthday: string | null | undefined,
): IsoDate | null {
  const year = clean(birthyear);
  const match = /^(\d{1,2})[-/.]?(\d{2})$/.exec(clean(birthday) ?? '');
  if (!year || !/^\d{4}$/.test(year) || !match) return null;
  const date = `${year}-${match[1]?.padStart(2, '0')}-${match[2]}`;
  return isIsoDate(date) ? date : null;
}

/** The nickname, or the real name when the nickname is missing or masked (`홍*동`). */
export function socialNickname(nickname: string | null | undefined, name: string | null | undefined): string | null {
  const nick = clean(nickname);
  return nick === null || nick.includes('*') ? clean(name) : nick;
}

export function mapSocialProfile(profile: SocialProfile): SocialJoinFields {
  const birthdate = socialBirthdate(profile.birthyear, profile.birthday);
  const mobile = clean(profile.mobile);
  return {
    userNm: clean(profile.name),
    userNickNm: socialNickname(profile.nickname, profile.name),
    birthdate,
    birth_year: birthdate ? Number(birthdate.slice(0, 4)) : null,
    birth_month: birthdate ? Number(birthdate.slice(5, 7)) : null,
    birth_day: birthdate ? Number(birthdate.slice(8, 10)) : null,
    profileImageUrl: clean(profile.profileImage),
    mobileNo: mobile ? normalizeKoreanPhoneNo(mobile) : null,
  };
}
