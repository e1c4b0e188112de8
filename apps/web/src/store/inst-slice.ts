import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionReset, type YesNo } from './session-group';

/** The features whose first use shows a guide once (SPEC §3 inst first-use flags). */
export const FIRST_USE_FEATURES = [
  'desk',
  'learningStatus',
  'notice',
  'feed',
  'student',
  'bill',
  'record',
  'attendance',
  'liveEdu',
] as const;
export type FirstUseFeature = (typeof FIRST_USE_FEATURES)[number];

/** SPEC §3 inst: the current institute membership and its first-use flags (Y once used, default N). */
export type InstState = {
  uirId: string | null;
  presidentUserId: string | null;
  firstUse: Record<FirstUseFeature, YesNo>;
};

export const initialInstState: InstState = {
  uirId: null,
  presidentUserId: null,
  firstUse: Object.fromEntries(FIRST_USE_FEATURES.map((feature) => [feature, 'N'])) as Record<FirstUseFeature, YesNo>,
};

export const instSlice = createSlice({
  name: 'inst',
  initialState: initialInstState,
  reducers: {
    patch(state, action: PayloadAction<Partial<Omit<InstState, 'firstUse'>>>) {
      Object.assign(state, action.payload);
    },
    setFirstUse(state, action: PayloadAction<{ feature: FirstUseFeature; value: YesNo }>) {
      state.firstUse[action.payload.feature] = action.payload.value;
    },
    reset: () => initialInstState,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionReset, () => initialInstState);
  },
});
export const { patch: patchInst, setFirstUse, reset: resetInst } = instSlice.actions;
