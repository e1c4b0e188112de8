import { createSessionGroup } from './session-group';

/**
 * SPEC §3 counsel: the consultation note being written. The spec's counts, consultation list and the
 * asker's details (name, phone number) are server data: they live in TanStack Query.
 */
export type CounselState = {
  consultContent: string;
};

export const initialCounselState: CounselState = {
  consultContent: '',
};

export const counselSlice = createSessionGroup('counsel', initialCounselState);
export const { patch: patchCounsel, reset: resetCounsel } = counselSlice.actions;
