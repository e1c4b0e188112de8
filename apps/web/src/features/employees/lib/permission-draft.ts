import {
  authCdFromChecklist,
  checklistFromAuthCd,
  type PermissionChecklist,
  type PermissionChecklistAction,
  permissionChecklistReducer,
} from '@academy/domain/access/access.checklist';
import { PERMISSION_TREE, type PermissionNode } from '@academy/domain/access/access.permissions';
import { useCallback, useMemo } from 'react';
import { type AuthItem, type AuthUser, patchAuth } from '../../../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

/** The SPEC §3 `authList` of a checklist: the items under 전체 with their view/write children. */
export function authListOf(checklist: PermissionChecklist): AuthItem[] {
  const item = (node: PermissionNode): AuthItem => ({
    id: `auth-${node.code}`,
    checked: checklist[node.code],
    authCode: node.code,
    children: node.children.map(item),
  });
  return PERMISSION_TREE.children.map(item);
}

/** The whole `auth` group after a checklist action (SPEC §4 rules from the domain reducer). */
export function authPatchOf(authCd: string, action: PermissionChecklistAction) {
  const next = permissionChecklistReducer(checklistFromAuthCd(authCd), action);
  return { fields: { authCd: authCdFromChecklist(next) }, authList: authListOf(next), checkedAll: next['000'] };
}

/**
 * The permission being edited, kept in the `auth` session group: `fields.authCd` is the draft,
 * `authList` and `checkedAll` mirror it as SPEC §3 names them, `userList` holds the employees a
 * checklist is applied to (/v3/permission/create). Every change goes through the domain reducer.
 */
export function usePermissionDraft() {
  const auth = useAppSelector((state) => state.auth);
  const dispatch = useAppDispatch();
  const checklist = useMemo(() => checklistFromAuthCd(auth.fields.authCd), [auth.fields.authCd]);
  const apply = useCallback(
    (action: PermissionChecklistAction) => dispatch(patchAuth(authPatchOf(auth.fields.authCd, action))),
    [auth.fields.authCd, dispatch],
  );
  const setUsers = useCallback((userList: AuthUser[]) => dispatch(patchAuth({ userList })), [dispatch]);
  return {
    checklist,
    authCd: auth.fields.authCd,
    users: auth.userList,
    toggle: (code: PermissionNode['code']) => apply({ type: 'toggle', code }),
    load: (authCd: string | null) => apply({ type: 'load', authCd }),
    clear: () => apply({ type: 'clear' }),
    setUsers,
  };
}
