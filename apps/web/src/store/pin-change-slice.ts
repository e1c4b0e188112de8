import { createSessionGroup } from './session-group';

/** SPEC §3 pinChange: the PIN change form and its result code. */
export type PinChangeState = {
  fields: Record<string, string>;
  resultCode: string | null;
};

export const initialPinChangeState: PinChangeState = { fields: {}, resultCode: null };

export const pinChangeSlice = createSessionGroup('pinChange', initialPinChangeState);
export const { patch: patchPinChange, reset: resetPinChange } = pinChangeSlice.actions;
