import { createSessionGroup } from './session-group';

/** One row of the permission checklist (SPEC §4): a code with its view/write children. */
export type AuthItem = { id: string; checked: boolean; authCode: string; children: AuthItem[] };
/** An employee the permission is being given to. */
export type AuthUser = { userId: string; userNm: string; select: boolean };

/** SPEC §3 auth: the permission being edited. */
export type AuthState = {
  authList: AuthItem[];
  /** authCd: the selected codes joined by '#', or ALL_PERMISSION ('000') when everything is checked (access.checklist). */
  fields: { authCd: string };
  userList: AuthUser[];
  checkedAll: boolean;
};

export const initialAuthState: AuthState = {
  authList: [],
  fields: { authCd: '' },
  userList: [],
  checkedAll: false,
};

export const authSlice = createSessionGroup('auth', initialAuthState);
export const { patch: patchAuth, reset: resetAuth } = authSlice.actions;
