import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '@academy/domain/session/session.constants';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  createTransform,
  FLUSH,
  PAUSE,
  PERSIST,
  type PersistConfig,
  type PersistedState,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
// The `es/` builds on purpose: the `lib/` (CommonJS) default exports arrive wrapped as `{ default }` in the
// production bundle ("getItem is not a function"), although Vitest unwraps them.
import autoMergeLevel2 from 'redux-persist/es/stateReconciler/autoMergeLevel2';
import sessionStorage from 'redux-persist/es/storage/session';
import { attendSlice } from './attend-slice';
import { authSlice } from './auth-slice';
import { classSlice } from './class-slice';
import { commonSlice } from './common-slice';
import { counselSlice } from './counsel-slice';
import { feedSlice } from './feed-slice';
import { inspectionSlice } from './inspection-slice';
import { instSlice } from './inst-slice';
import { joinSlice } from './join-slice';
import { loginSlice } from './login-slice';
import { modalSlice } from './modal-slice';
import { myPaymentSlice } from './my-payment-slice';
import { paymentSlice } from './payment-slice';
import { pinChangeSlice } from './pin-change-slice';
import { myPresentSlice, presentShopSlice } from './present-shop-slice';
import { pushSlice } from './push-slice';
import { toastSlice } from './toast-slice';

/**
 * The session state groups of SPEC §3, one slice each, holding only what the user chose or typed and
 * must find again after a reload (drafts, selections, the current academy, first-use flags). Server
 * data lives in TanStack Query and personal details are never kept here, so the spec's userInfo,
 * member and classInfo groups, and such fields of the others, are left out (docs/decisions).
 */
export const rootReducer = combineReducers({
  common: commonSlice.reducer,
  inst: instSlice.reducer,
  auth: authSlice.reducer,
  class: classSlice.reducer,
  counsel: counselSlice.reducer,
  attend: attendSlice.reducer,
  join: joinSlice.reducer,
  login: loginSlice.reducer,
  payment: paymentSlice.reducer,
  myPayment: myPaymentSlice.reducer,
  pinChange: pinChangeSlice.reducer,
  feed: feedSlice.reducer,
  presentShop: presentShopSlice.reducer,
  myPresent: myPresentSlice.reducer,
  toast: toastSlice.reducer,
  modal: modalSlice.reducer,
  inspection: inspectionSlice.reducer,
  push: pushSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
export type SessionGroup = keyof RootState;

/** What is on screen right now is not restored after a reload. */
export const NOT_PERSISTED = ['toast', 'modal', 'push'] as const satisfies readonly SessionGroup[];

/** Fields that never reach session storage: passwords stay in memory only. */
export const SECRET_FIELDS = ['pw', 'pw_confirm'] as const;

const stripSecrets = createTransform<Record<string, unknown>, Record<string, unknown>>(
  (inbound) => {
    const stored = { ...inbound };
    for (const field of SECRET_FIELDS) if (field in stored) stored[field] = '';
    return stored;
  },
  (outbound) => outbound,
  { whitelist: ['join', 'login'] },
);

const DEFAULTS = rootReducer(undefined, { type: '@@init' }) as Record<string, unknown>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored copy as this release restores it: only the persisted groups and fields it has. A copy an
 * earlier release wrote (a group or a personal field since removed) loses the rest, and the next write
 * leaves it out of storage.
 */
export function keepKnownFields(stored: PersistedState): PersistedState {
  if (!stored) return stored;
  const kept: Record<string, unknown> = { _persist: stored._persist };
  for (const [group, value] of Object.entries(stored)) {
    const defaults = DEFAULTS[group];
    if (group === '_persist' || !isRecord(defaults) || !isRecord(value)) continue;
    if ((NOT_PERSISTED as readonly string[]).includes(group)) continue;
    kept[group] = Object.fromEntries(Object.entries(value).filter(([field]) => field in defaults));
  }
  return kept as PersistedState;
}

/** SPEC §3, §4: session storage under PERSIST_KEY (`root`), rehydration time-out PERSIST_TIMEOUT_MS (5000 ms). */
export const persistConfig: PersistConfig<RootState> = {
  key: PERSIST_KEY,
  version: 1,
  storage: sessionStorage,
  timeout: PERSIST_TIMEOUT_MS,
  blacklist: [...NOT_PERSISTED],
  transforms: [stripSecrets],
  migrate: async (stored) => keepKnownFields(stored),
  // Merge stored groups field by field, so a field added in a later release keeps its default.
  stateReconciler: autoMergeLevel2,
};

export function createAppStore() {
  const store = configureStore({
    reducer: persistReducer(persistConfig, rootReducer),
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

/** The application's one store (helpers outside React, such as lib/modal.ts, dispatch to it). */
export const { store, persistor } = createAppStore();
