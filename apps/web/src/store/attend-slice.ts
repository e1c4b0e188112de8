import { createSessionGroup } from './session-group';

/** [year, month (1–12), day] */
export type CheckDate = [number, number, number];

/** SPEC §3 attend: the attendance sheet being marked (the sheet itself is server data, in TanStack Query). */
export type AttendState = {
  /** The day being marked; null means today. */
  checkDt: CheckDate | null;
  /** The memo typed for each row, keyed by the row's user id. */
  memo: Record<string, string>;
  calendarView: boolean;
  /** The sheet the memo drafts belong to. */
  classes: unknown[];
};

export const initialAttendState: AttendState = {
  checkDt: null,
  memo: {},
  calendarView: false,
  classes: [],
};

export const attendSlice = createSessionGroup('attend', initialAttendState);
export const { patch: patchAttend, reset: resetAttend } = attendSlice.actions;
