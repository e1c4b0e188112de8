import type { ProfileResponse } from '@academy/domain/account/account.schema';
import { meFixture } from '../../../test/fixtures';

/** A parent (김보호, 하늘맘) with no academy, who keeps their details on 마이페이지. */
export const ME = meFixture({
  userId: '11111111-1111-4111-8111-111111111111',
  userInputId: 'parent01',
  userNm: '김보호',
  userNickNm: '하늘맘',
  email: 'old@example.com',
  profileImageUrl: null,
  birthdate: '1985-03-02',
});

export const PROFILE: ProfileResponse = {
  userId: ME.user.userId,
  userInputId: 'parent01',
  userNm: '김보호',
  userNickNm: '하늘맘',
  mobileNo: '01012345678',
  email: 'old@example.com',
  birthdate: '1985-03-02',
  genderCd: 'F',
  profileFileNm: 'default01.png',
  profileImageUrl: null,
  address: '서울특별시 강남구 테헤란로 1',
  detailAddress: '101호',
  schoolNm: null,
  gradeYear: null,
  subjects: [],
  regions: [],
  marketingConsent: false,
  nightReceiveConsent: false,
  loginMethods: ['password'],
  joinedAt: '2026-01-02T03:04:05.000Z',
};
