import { requireIsoDate, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import type { SessionView } from '@academy/domain/schedule/schedule.schema';
import { SCHEDULE_TEXTS } from '../schedule.texts';

/** How the 일정 screens name a session's state and a day. */

const S = SCHEDULE_TEXTS.session;

/** 휴강, 일정 변경됨, 변경된 수업, 보강 — or '' for a regular session as planned. */
export function sessionState(session: Pick<SessionView, 'status' | 'kind'>): string {
  if (session.status === 'cancelled') return S.states.cancelled;
  if (session.status === 'moved') return S.states.moved;
  if (session.kind === 'reschedule') return S.states.reschedule;
  if (session.kind === 'makeup') return S.states.makeup;
  return '';
}

/** `11월 2일 (월)`. */
export function dayLabel(date: string): string {
  const { month, day } = requireIsoDate(date);
  return `${month}월 ${day}일 (${SCHEDULE_TEXTS.weekdays[weekdayOf(date)]})`;
}

/** `11.23`. */
export function shortDay(date: string): string {
  const { month, day } = requireIsoDate(date);
  return `${month}.${String(day).padStart(2, '0')}`;
}

/** The accessible name of a session button: when, what, and its state. */
export function sessionLabel(session: SessionView): string {
  return S.label(dayLabel(session.date), session.start, session.end, session.classNm, sessionState(session));
}
