import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatDateTime, formatTime } from '@academy/domain/format/format.date';

/**
 * The due time as the form holds it (a Seoul date and a Seoul wall-clock time, what a teacher means
 * by "마감") and as the API speaks it (an instant with its offset).
 */
export type DueParts = { date: string; time: string };

/** Seoul has no daylight saving time, so +09:00 holds all year. */
export const dueInstantOf = ({ date, time }: DueParts) => `${date}T${time}:00+09:00`;

/** The Seoul date and time of an instant. */
export function duePartsOf(instant: Date): DueParts {
  return { date: businessDateOf(instant), time: formatTime(instant) };
}

/** The due time offered first: the next lesson day's evening, tomorrow at 22:00 in Seoul. */
export const defaultDueParts = (now: Date): DueParts => ({ date: addDays(businessDateOf(now), 1), time: '22:00' });

/** `2026.11.21 (토) 22:00`. */
export const formatDue = (dueAt: string) => formatDateTime(new Date(dueAt));
