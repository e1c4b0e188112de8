import {
  ALL_PERMISSION,
  closeOverLeaves,
  joinAuthCd,
  leavesOfAuthCd,
  PERMISSION_CODES,
  PERMISSION_LEAVES,
  type PermissionCode,
  type PermissionLeaf,
  permissionLeavesOf,
} from './access.permissions';

/**
 * The permission checklist of SPEC §4, as a reducer both the web form and the server can run.
 *
 * - 000 (all) toggles everything.
 * - Checking every item sets 000; unchecking any item clears it.
 * - A parent (030, 040, 050, 060, 070) checks or unchecks its view and write children, and is
 *   checked only when both of them are.
 *
 * The state keeps one boolean per code. Only the leaves are free: every action changes leaves, then
 * the groups and 000 are derived from them, so the invariants hold after any sequence of actions.
 */

export type PermissionChecklist = Readonly<Record<PermissionCode, boolean>>;

export type PermissionChecklistAction =
  /** Flip one box, as a click does. */
  | { type: 'toggle'; code: PermissionCode }
  /** Set one box to a value. */
  | { type: 'set'; code: PermissionCode; checked: boolean }
  /** Load a stored authCd (e.g. when editing an employee). */
  | { type: 'load'; authCd: string | null | undefined }
  /** Uncheck everything. */
  | { type: 'clear' };

function fromLeaves(leaves: ReadonlySet<PermissionLeaf>): PermissionChecklist {
  const checked = closeOverLeaves(leaves);
  return Object.fromEntries(PERMISSION_CODES.map((code) => [code, checked.has(code)])) as Record<
    PermissionCode,
    boolean
  >;
}

function leavesOf(state: PermissionChecklist): Set<PermissionLeaf> {
  return new Set(PERMISSION_LEAVES.filter((leaf) => state[leaf]));
}

/** A checklist with the boxes of an authCd checked (none when it is empty). */
export function checklistFromAuthCd(authCd: string | null | undefined = ''): PermissionChecklist {
  return fromLeaves(leavesOfAuthCd(authCd));
}

export const EMPTY_PERMISSION_CHECKLIST: PermissionChecklist = fromLeaves(new Set());

export function permissionChecklistReducer(
  state: PermissionChecklist,
  action: PermissionChecklistAction,
): PermissionChecklist {
  switch (action.type) {
    case 'load':
      return checklistFromAuthCd(action.authCd);
    case 'clear':
      return EMPTY_PERMISSION_CHECKLIST;
    case 'toggle':
    case 'set': {
      const checked = action.type === 'toggle' ? !state[action.code] : action.checked;
      const leaves = leavesOf(state);
      for (const leaf of permissionLeavesOf(action.code)) {
        if (checked) leaves.add(leaf);
        else leaves.delete(leaf);
      }
      return fromLeaves(leaves);
    }
  }
}

/** The checked codes in code order. */
export function checkedPermissionCodes(state: PermissionChecklist): PermissionCode[] {
  return PERMISSION_CODES.filter((code) => state[code]);
}

/** The authCd to store: `000` when all is checked, else the checked codes joined by `#`. */
export function authCdFromChecklist(state: PermissionChecklist): string {
  return state[ALL_PERMISSION] ? ALL_PERMISSION : joinAuthCd(checkedPermissionCodes(state));
}
