import { createSessionGroup } from './session-group';

/** [year, month (1–12), day] */
export type CheckDate = [number, number, number];

/** SPEC §3 attend: the attendance sheet being marked. */
export type AttendState = {
  attendList: unknown[];
  /** The day being marked; null means today. */
  checkDt: CheckDate | null;
  /** The memo typed for each row, keyed by the row's user id. */
  memo: Record<string, string>;
  calendarView: boolean;
  classes: unknown[];
  lecDay: string[];
};

export const initialAttendState: AttendState = {
  attendList: [],
  checkDt: null,
  memo: {},
  calendarView: false,
  classes: [],
  lecDay: [],
};

export const attendSlice = createSessionGroup('attend', initialAttendState);
export const { patch: patchAttend, reset: resetAttend } = attendSlice.actions;
