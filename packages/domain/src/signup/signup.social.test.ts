import { describe, expect, it } from 'vitest';
import { mapSocialProfile, socialBirthdate, socialNickname } from './signup.social';

describe('social profile mapping', () => {
  it('maps a Naver-shaped profile', () => {
    expect(
      mapSocialProfile({
        name: '홍길동',
        nickname: '길동이',
        birthyear: '1990',
        birthday: '11-21',
        profileImage: 'https://phinf.example/profile.png',
        mobile: '010-1234-5678',
      }),
    ).toEqual({
      userNm: '홍길동',
      userNickNm: '길동이',
      birthdate: '1990-11-21',
      birth_year: 1990,
      birth_month: 11,
      birth_day: 21,
      profileImageUrl: 'https://phinf.example/profile.png',
      mobileNo: '01012345678',
    });
  });

  it('maps a Kakao-shaped profile (MMDD birthday, +82 number)', () => {
    const fields = mapSocialProfile({
      name: '김영희',
      nickname: '영희',
      birthyear: '2001',
      birthday: '0305',
      mobile: '+82 10-9876-5432',
    });
    expect(fields.birthdate).toBe('2001-03-05');
    expect(fields.mobileNo).toBe('01098765432');
  });

  it('falls back to the real name when the nickname is masked or missing', () => {
    expect(socialNickname('홍*동', '홍길동')).toBe('홍길동');
    expect(socialNickname('***', '홍길동')).toBe('홍길동');
    expect(socialNickname('', '홍길동')).toBe('홍길동');
    expect(socialNickname(null, ' 홍길동 ')).toBe('홍길동');
    expect(socialNickname('길동', '홍길동')).toBe('길동');
    expect(socialNickname('*', null)).toBeNull();
  });

  it('leaves out what is missing or wrong', () => {
    expect(mapSocialProfile({})).toEqual({
      userNm: null,
      userNickNm: null,
      birthdate: null,
      birth_year: null,
      birth_month: null,
      birth_day: null,
      profileImageUrl: null,
      mobileNo: null,
    });
    expect(socialBirthdate('1990', '02-30')).toBeNull();
    expect(socialBirthdate('90', '11-21')).toBeNull();
    expect(socialBirthdate('1990', null)).toBeNull();
    expect(socialBirthdate('1990', '1/05')).toBe('1990-01-05');
    expect(socialBirthdate('1990', '12.25')).toBe('1990-12-25');
  });
});
