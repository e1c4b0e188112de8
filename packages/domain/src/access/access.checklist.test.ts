import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authCdFromChecklist,
  checkedPermissionCodes,
  checklistFromAuthCd,
  EMPTY_PERMISSION_CHECKLIST,
  type PermissionChecklist,
  type PermissionChecklistAction,
  permissionChecklistReducer,
} from './access.checklist';
import {
  PERMISSION_CHILDREN,
  PERMISSION_CODES,
  PERMISSION_GROUPS,
  PERMISSION_LEAVES,
  parseAuthCd,
} from './access.permissions';

const run = (actions: PermissionChecklistAction[], start: PermissionChecklist = EMPTY_PERMISSION_CHECKLIST) =>
  actions.reduce(permissionChecklistReducer, start);
const toggle = (code: (typeof PERMISSION_CODES)[number]): PermissionChecklistAction => ({ type: 'toggle', code });

describe('permission checklist reducer (SPEC §4)', () => {
  it('starts empty', () => {
    expect(checkedPermissionCodes(EMPTY_PERMISSION_CHECKLIST)).toEqual([]);
    expect(authCdFromChecklist(EMPTY_PERMISSION_CHECKLIST)).toBe('');
  });

  it('000 toggles everything on and off', () => {
    const all = run([toggle('000')]);
    expect(checkedPermissionCodes(all)).toEqual([...PERMISSION_CODES]);
    expect(authCdFromChecklist(all)).toBe('000');
    expect(checkedPermissionCodes(run([toggle('000')], all))).toEqual([]);
  });

  it('checking every item sets 000', () => {
    const state = run(['010', '020', '030', '040', '050', '060', '070'].map((code) => toggle(code as never)));
    expect(state['000']).toBe(true);
    expect(authCdFromChecklist(state)).toBe('000');
  });

  it('unchecking any item clears 000', () => {
    const state = run([toggle('000'), toggle('062')]);
    expect(state['000']).toBe(false);
    expect(state['060']).toBe(false);
    expect(state['061']).toBe(true);
    expect(authCdFromChecklist(state)).toBe('010#020#030#031#032#040#041#042#050#051#052#061#070#071#072');
  });

  it('a parent checks and unchecks its view and write children', () => {
    const on = run([toggle('030')]);
    expect([on['030'], on['031'], on['032']]).toEqual([true, true, true]);
    expect(authCdFromChecklist(on)).toBe('030#031#032');
    const off = run([toggle('030')], on);
    expect([off['030'], off['031'], off['032']]).toEqual([false, false, false]);
  });

  it('a parent is checked only when all its children are', () => {
    const one = run([toggle('041')]);
    expect(one['040']).toBe(false);
    expect(authCdFromChecklist(one)).toBe('041');
    const both = run([toggle('042')], one);
    expect(both['040']).toBe(true);
    const partial = run([toggle('040'), toggle('041')], both);
    expect(partial['040']).toBe(false);
  });

  it('sets a box to a value, loads an authCd and clears', () => {
    expect(run([{ type: 'set', code: '050', checked: true }])['052']).toBe(true);
    expect(
      run([
        { type: 'set', code: '050', checked: true },
        { type: 'set', code: '050', checked: true },
      ])['050'],
    ).toBe(true);
    const loaded = run([{ type: 'load', authCd: '010#071#072' }]);
    expect(checkedPermissionCodes(loaded)).toEqual(['010', '070', '071', '072']);
    expect(run([{ type: 'clear' }], loaded)).toEqual(EMPTY_PERMISSION_CHECKLIST);
    expect(checklistFromAuthCd('000')['061']).toBe(true);
    expect(checklistFromAuthCd()).toEqual(EMPTY_PERMISSION_CHECKLIST);
  });

  const action: fc.Arbitrary<PermissionChecklistAction> = fc.oneof(
    fc.constantFrom(...PERMISSION_CODES).map((code) => ({ type: 'toggle' as const, code })),
    fc.record({ type: fc.constant('set' as const), code: fc.constantFrom(...PERMISSION_CODES), checked: fc.boolean() }),
    fc.subarray([...PERMISSION_CODES]).map((codes) => ({ type: 'load' as const, authCd: codes.join('#') })),
    fc.constant({ type: 'clear' as const }),
  );

  it('keeps its invariants after any sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        const groupsFollowChildren = PERMISSION_GROUPS.every(
          (group) => state[group] === PERMISSION_CHILDREN[group].every((child) => state[child]),
        );
        const allFollowsLeaves = state['000'] === PERMISSION_LEAVES.every((leaf) => state[leaf]);
        return groupsFollowChildren && allFollowsLeaves;
      }),
    );
  });

  it('round-trips through its authCd', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const state = run(actions);
        const authCd = authCdFromChecklist(state);
        return (
          JSON.stringify(checklistFromAuthCd(authCd)) === JSON.stringify(state) &&
          JSON.stringify(parseAuthCd(authCd)) === JSON.stringify(checkedPermissionCodes(state)) &&
          (authCd === '000') === state['000']
        );
      }),
    );
  });

  it('toggling the same box twice leaves a consistent state unchanged', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), fc.constantFrom(...PERMISSION_LEAVES), (actions, leaf) => {
        const state = run(actions);
        return JSON.stringify(run([toggle(leaf), toggle(leaf)], state)) === JSON.stringify(state);
      }),
    );
  });
});
