import type { PushPayload } from '@academy/domain/push/push.rules';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 push notification: the last push received while the app is open. Not persisted. */
export type PushState = { received: PushPayload | null };

export const initialPushState: PushState = { received: null };

export const pushSlice = createSlice({
  name: 'push',
  initialState: initialPushState,
  reducers: {
    pushReceived(state, action: PayloadAction<PushPayload>) {
      state.received = action.payload;
    },
    pushDismissed(state) {
      state.received = null;
    },
  },
});
export const { pushReceived, pushDismissed } = pushSlice.actions;
