import { DEFAULT_KEEP_LOGIN } from '@academy/domain/session/session.constants';
import { createSessionGroup } from './session-group';

/**
 * SPEC §3 login: the log-in form as typed (the id and 로그인 유지). The spec's name, mobile number and
 * verification fields are not kept: the phone check happens on its own screens, and personal details
 * never sit in session storage.
 */
export type LoginState = {
  userInputId: string;
  /** Kept in memory only: the persist transform never writes it to session storage. */
  pw: string;
  /** 로그인 유지 (default on). */
  keep: boolean;
};

export const initialLoginState: LoginState = {
  userInputId: '',
  pw: '',
  keep: DEFAULT_KEEP_LOGIN,
};

export const loginSlice = createSessionGroup('login', initialLoginState);
export const { patch: patchLogin, reset: resetLogin } = loginSlice.actions;
