import { getStoredState } from 'redux-persist';
import sessionStorage from 'redux-persist/es/storage/session';
import { describe, expect, it } from 'vitest';
import { patchClass } from './class-slice';
import { patchCommon } from './common-slice';
import { FIRST_USE_FEATURES, setFirstUse } from './inst-slice';
import { patchJoin } from './join-slice';
import { patchLogin } from './login-slice';
import { patchPresentShop } from './present-shop-slice';
import { sessionReset } from './session-group';
import { createAppStore, keepKnownFields, NOT_PERSISTED, persistConfig, rootReducer } from './store';
import { toastShown } from './toast-slice';

const defaults = rootReducer(undefined, { type: '@@init' });

describe('session groups (SPEC §3)', () => {
  it('has one slice per group, leaving out the groups that would only hold server data or personal details', () => {
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'common',
        'inst',
        'auth',
        'class',
        'counsel',
        'attend',
        'join',
        'login',
        'payment',
        'myPayment',
        'pinChange',
        'feed',
        'presentShop',
        'myPresent',
        'toast',
        'modal',
        'inspection',
        'push',
      ].sort(),
    );
  });

  it('uses the defaults the spec gives', () => {
    expect(defaults.class.payDtTpCd).toBe('010');
    expect(defaults.class.appointedDt).toBe('1');
    expect(defaults.class.showYn).toBe('Y#Y#N#N');
    expect(defaults.class.uploadImages).toEqual([null, null, null, null]);
    expect(defaults.join.profileFileNm).toBe('default01.png');
    expect(defaults.login.keep).toBe(true);
    expect(defaults.toast).toMatchObject({ isOpen: false, msg: '', toastType: 'SHORT' });
    expect(defaults.modal).toMatchObject({ open: false, buttons: [], direction: 'normal', blockModalClose: false });
    expect(defaults.presentShop).toEqual({
      categoryId: null,
      brandIds: [],
      type: 'CTG',
      orderType: 'DEFAULT',
      searchText: '',
      page: 1,
      size: 5,
    });
    expect(defaults.myPresent).toEqual({ status: null, startDate: null, endDate: null, datePeriod: null });
    expect(defaults.inspection).toEqual({ clientIp: null });
    expect(defaults.payment.installment).toBe('00');
    expect(defaults.common.isNoneMember).toEqual({ state: false, liveClassId: null });
    expect(defaults.auth).toEqual({ authList: [], fields: { authCd: '' }, userList: [], checkedAll: false });
  });

  it("starts every institute first-use flag at 'N'", () => {
    expect(FIRST_USE_FEATURES).toEqual([
      'desk',
      'learningStatus',
      'notice',
      'feed',
      'student',
      'bill',
      'record',
      'attendance',
      'liveEdu',
    ]);
    for (const feature of FIRST_USE_FEATURES) expect(defaults.inst.firstUse[feature]).toBe('N');
    const used = rootReducer(defaults, setFirstUse({ feature: 'desk', value: 'Y' }));
    expect(used.inst.firstUse.desk).toBe('Y');
    expect(used.inst.firstUse.feed).toBe('N');
  });

  it('patches a group and puts every group back on session reset', () => {
    let state = rootReducer(defaults, patchCommon({ userId: 'u1', instId: 'i1' }));
    state = rootReducer(state, patchClass({ classNm: '중등 수학 A반' }));
    state = rootReducer(state, patchPresentShop({ page: 3, searchText: '커피' }));
    expect(state.common).toMatchObject({ userId: 'u1', instId: 'i1', classId: null });
    expect(state.class.classNm).toBe('중등 수학 A반');
    expect(state.class.payDtTpCd).toBe('010');
    state = rootReducer(state, sessionReset());
    expect(state.common).toEqual(defaults.common);
    expect(state.class).toEqual(defaults.class);
    expect(state.presentShop).toEqual(defaults.presentShop);
  });
});

describe('persistence', () => {
  it('keeps the session groups in session storage under key root with a 5000 ms time-out', () => {
    expect(persistConfig.key).toBe('root');
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.storage).toBe(sessionStorage);
    expect(persistConfig.blacklist).toEqual(['toast', 'modal', 'push']);
    expect(NOT_PERSISTED).toEqual(['toast', 'modal', 'push']);
  });

  it('writes the groups to sessionStorage, without on-screen state or passwords', async () => {
    window.sessionStorage.clear();
    const { store, persistor } = createAppStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    store.dispatch(patchCommon({ userId: 'u1' }));
    store.dispatch(patchJoin({ userNm: '김하늘', pw: 'secret-1', pw_confirm: 'secret-1' }));
    store.dispatch(patchLogin({ userInputId: 'sky', pw: 'secret-2' }));
    store.dispatch(toastShown({ msg: '저장했습니다', toastType: 'SHORT' }));
    await persistor.flush();

    expect(window.sessionStorage.getItem('persist:root')).not.toBeNull();
    const stored = (await getStoredState(persistConfig)) as Record<string, Record<string, unknown>> | undefined;
    expect(stored?.common?.userId).toBe('u1');
    expect(stored?.join?.userNm).toBe('김하늘');
    expect(stored?.join?.pw).toBe('');
    expect(stored?.join?.pw_confirm).toBe('');
    expect(stored?.login?.userInputId).toBe('sky');
    expect(stored?.login?.pw).toBe('');
    expect(stored).not.toHaveProperty('toast');
    expect(stored).not.toHaveProperty('modal');
    // In memory the password is still there for the form.
    expect(store.getState().join.pw).toBe('secret-1');
    persistor.pause();
  });

  it('keeps no personal details nor server data in any persisted group', () => {
    const persisted = Object.entries(defaults).filter(
      ([group]) => !(NOT_PERSISTED as readonly string[]).includes(group),
    );
    const fields = persisted.flatMap(([group, state]) => Object.keys(state).map((field) => `${group}.${field}`));
    for (const field of [
      'mobileNo',
      'userTelNo',
      'consultDetail',
      'notiList',
      'personalSet',
      'memberList',
      'boardInfo',
    ])
      expect(fields.filter((name) => name.endsWith(`.${field}`))).toEqual([]);
    expect(defaults).not.toHaveProperty('userInfo');
  });

  it('restores only the groups and fields this release has, so an older copy loses what was removed', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(
      'persist:root',
      JSON.stringify({
        common: JSON.stringify({ userId: 'u9', instId: 'i9', notiList: ['x'] }),
        userInfo: JSON.stringify({ userNm: '김하늘', mobileNo: '01012345678' }),
        login: JSON.stringify({ userInputId: 'sky', mobileNo: '01012345678', certiNo: '123456' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = createAppStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    const state = store.getState() as unknown as Record<string, Record<string, unknown>>;
    expect(state.common).toMatchObject({ userId: 'u9', instId: 'i9' });
    expect(state.common).not.toHaveProperty('notiList');
    expect(state).not.toHaveProperty('userInfo');
    expect(state.login).toEqual({ userInputId: 'sky', pw: '', keep: true });
    store.dispatch(patchCommon({ instNm: '한빛수학학원' }));
    await persistor.flush();
    const written = window.sessionStorage.getItem('persist:root') ?? '';
    expect(written).toContain('한빛수학학원');
    expect(written).not.toContain('01012345678');
    persistor.pause();
  });

  it('keepKnownFields drops unknown groups, unknown fields and on-screen groups, and leaves nothing as nothing', () => {
    expect(keepKnownFields(undefined)).toBeUndefined();
    expect(
      keepKnownFields({
        _persist: { version: 1, rehydrated: true },
        join: { userNm: '김하늘', stale: 1 },
        toast: { isOpen: true },
        gone: { a: 1 },
      } as never),
    ).toEqual({ _persist: { version: 1, rehydrated: true }, join: { userNm: '김하늘' } });
  });

  it('restores stored groups on start, keeping defaults for fields the stored copy lacks', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(
      'persist:root',
      JSON.stringify({
        common: JSON.stringify({ userId: 'u9', instId: 'i9' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = createAppStore();
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().common.userId).toBe('u9');
    expect(store.getState().common.pageNum).toBe(1);
    expect(store.getState().class.payDtTpCd).toBe('010');
    persistor.pause();
  });
});
