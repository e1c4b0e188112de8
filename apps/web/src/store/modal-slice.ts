import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ModalButton } from '../ui/modal/modal-dialog';

/** At most 2 buttons per modal (SPEC §4). */
export const MAX_MODAL_BUTTONS = 2;

export type ModalContent = {
  title: string | null;
  contents: string;
  buttons: ModalButton[];
  direction: 'normal' | 'reverse';
  blockModalClose: boolean;
};

/**
 * SPEC §3 modal: the one modal on screen. Not persisted. `id` ties it to the promise of the helper
 * that opened it (lib/modal.ts keeps the resolvers outside Redux).
 */
export type ModalState = ModalContent & { open: boolean; id: number | null };

export const initialModalState: ModalState = {
  open: false,
  id: null,
  title: null,
  contents: '',
  buttons: [],
  direction: 'normal',
  blockModalClose: false,
};

export const modalSlice = createSlice({
  name: 'modal',
  initialState: initialModalState,
  reducers: {
    modalOpened(_state, action: PayloadAction<ModalContent & { id: number }>) {
      return { ...action.payload, open: true };
    },
    modalClosed: () => initialModalState,
  },
});
export const { modalOpened, modalClosed } = modalSlice.actions;
