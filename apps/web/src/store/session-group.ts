import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Puts every session group back to its defaults (log-out, switching account). */
export const sessionReset = createAction('session/reset');

/**
 * A session group of SPEC §3 that pages fill in as a draft or a selection: `patch` merges
 * fields, `reset` (or a `sessionReset`) restores the defaults. Server data never goes here;
 * it lives in TanStack Query.
 */
export function createSessionGroup<Name extends string, State extends object>(name: Name, initialState: State) {
  return createSlice({
    name,
    initialState,
    reducers: {
      patch(state, action: PayloadAction<Partial<State>>) {
        Object.assign(state, action.payload);
      },
      reset: () => initialState,
    },
    extraReducers: (builder) => {
      builder.addCase(sessionReset, () => initialState);
    },
  });
}

/** A Y/N flag as the API speaks it. */
export type YesNo = 'Y' | 'N';
