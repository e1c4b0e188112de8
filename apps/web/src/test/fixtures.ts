import type { MeResponse } from '@academy/domain/account/account.schema';

/** The demo academy 한빛수학학원 and its director, as the demo data has them. */
export const INST_ID = '019a0000-0000-7000-8000-0000000000aa';
export const INST_NM = '한빛수학학원';
export const DIRECTOR_ID = '019a0000-0000-7000-8000-000000000001';
export const TEACHER_ID = '019a0000-0000-7000-8000-000000000003';

type MeUser = MeResponse['user'];

/** A signed-in user as GET /api/auth/me answers: a member with no academy unless told otherwise. */
export function meFixture(user: Partial<MeUser> = {}, rest: Partial<Omit<MeResponse, 'user'>> = {}): MeResponse {
  return {
    user: {
      userId: 'user-1',
      userInputId: 'member1',
      userNm: '김회원',
      userNickNm: null,
      mobileNo: '01012345678',
      email: null,
      profileFileNm: 'default01.png',
      birthdate: '1990-01-01',
      genderCd: 'F',
      loginMethods: ['password'],
      marketingConsent: false,
      nightReceiveConsent: false,
      ...user,
    },
    memberships: [],
    children: [],
    guardians: [],
    csrfToken: 'csrf-token',
    ...rest,
  };
}

/** A signed-in user with these memberships. */
export const meWith = (memberships: MeResponse['memberships'] = []): MeResponse => meFixture({}, { memberships });

/** The demo director (김원장) of 한빛수학학원. */
export const DIRECTOR_ME: MeResponse = meFixture(
  {
    userId: DIRECTOR_ID,
    userInputId: 'director',
    userNm: '김원장',
    userNickNm: '김원장',
    mobileNo: '01011112222',
    email: 'director@example.com',
    birthdate: '1980-03-14',
    genderCd: null,
  },
  { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '020', role: 'DIRECTOR', authCd: '000' }] },
);
