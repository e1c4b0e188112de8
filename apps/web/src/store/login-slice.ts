import { DEFAULT_KEEP_LOGIN } from '@academy/domain/session/session.constants';
import { createSessionGroup } from './session-group';

/** SPEC §3 login: the log-in form and its phone check. */
export type LoginState = {
  userInputId: string;
  /** Kept in memory only: the persist transform never writes it to session storage. */
  pw: string;
  /** 로그인 유지 (default on). */
  keep: boolean;
  userNm: string;
  mobileNo: string;
  verify: boolean;
  phoneCheck: boolean;
  certiNo: string;
};

export const initialLoginState: LoginState = {
  userInputId: '',
  pw: '',
  keep: DEFAULT_KEEP_LOGIN,
  userNm: '',
  mobileNo: '',
  verify: false,
  phoneCheck: false,
  certiNo: '',
};

export const loginSlice = createSessionGroup('login', initialLoginState);
export const { patch: patchLogin, reset: resetLogin } = loginSlice.actions;
