import { DEFAULT_TOAST_TYPE, type ToastType } from '@academy/domain/toast/toast.constants';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 toast. Not persisted. */
export type ToastState = {
  isOpen: boolean;
  msg: string;
  toastType: ToastType;
  /** Grows with every toast shown, so a new toast restarts the timer even with the same text. */
  seq: number;
};

export const initialToastState: ToastState = { isOpen: false, msg: '', toastType: DEFAULT_TOAST_TYPE, seq: 0 };

export const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState,
  reducers: {
    toastShown(state, action: PayloadAction<{ msg: string; toastType: ToastType }>) {
      state.isOpen = true;
      state.msg = action.payload.msg;
      state.toastType = action.payload.toastType;
      state.seq += 1;
    },
    toastHidden(state) {
      state.isOpen = false;
    },
  },
});
export const { toastShown, toastHidden } = toastSlice.actions;
