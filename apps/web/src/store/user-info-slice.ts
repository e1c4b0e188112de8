import { createSessionGroup } from './session-group';

/** SPEC §3 userInfo: the signed-in user's display details. */
export type UserInfoState = {
  userNm: string;
  userNickNm: string;
  userFileSaveNm: string;
  userFileSavePath: string;
  mobileNo: string;
  identity: string;
};

export const initialUserInfoState: UserInfoState = {
  userNm: '',
  userNickNm: '',
  userFileSaveNm: '',
  userFileSavePath: '',
  mobileNo: '',
  identity: '',
};

export const userInfoSlice = createSessionGroup('userInfo', initialUserInfoState);
export const { patch: patchUserInfo, reset: resetUserInfo } = userInfoSlice.actions;
