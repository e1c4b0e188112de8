import { formatShortDate } from '@academy/domain/format/format.date';
import { CLASSES_TEXTS } from '../classes.texts';

/** How the 반 screens write days, slots and periods. */

const WEEKDAYS = CLASSES_TEXTS.weekdays;

export const weekdayName = (day: number): string => WEEKDAYS[day] ?? '';

/** `월·수` from weekday numbers, Monday first (a Korean timetable's order). */
export function lecDayText(days: readonly number[]): string {
  const order = (day: number) => (day === 0 ? 7 : day);
  return [...days]
    .sort((a, b) => order(a) - order(b))
    .map(weekdayName)
    .join('·');
}

export type SlotLike = { day: number; start: string; end: string; room?: string | null };

/** `월 16:00~17:30 (201호)`. */
export function slotText(slot: SlotLike): string {
  const room = slot.room?.trim() ? ` (${slot.room.trim()})` : '';
  return `${weekdayName(slot.day)} ${slot.start}~${slot.end}${room}`;
}

/** `2026.11.02 ~ 2027.02.26`, or `2026.11.02 ~` for a class that runs on. */
export function periodText(start: string, end: string | null): string {
  return CLASSES_TEXTS.card.period(formatShortDate(start), end ? formatShortDate(end) : null);
}
