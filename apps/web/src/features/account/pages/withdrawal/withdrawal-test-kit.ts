import { meFixture } from '../../../../test/fixtures';

/** A member with no academy who is leaving (이탈퇴). */
export const ME = meFixture({
  userId: '11111111-1111-4111-8111-111111111111',
  userInputId: 'leaver01',
  userNm: '이탈퇴',
  mobileNo: '01099998888',
  genderCd: 'M',
});
