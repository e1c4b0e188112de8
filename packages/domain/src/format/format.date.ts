import { type IsoDate, requireIsoDate, weekdayOf } from '../calendar/calendar.rules';
import { businessDateOf, seoulDateTimeParts } from './format.business-date';

/** Korean one-letter weekday names, index 0 = Sunday. */
export const WEEKDAY_LABELS = ['일', '월', '화', '수', '목', '금', '토'] as const;

export type WeekdayLabel = (typeof WEEKDAY_LABELS)[number];

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A business date stays as it is; an instant becomes its business date in Seoul. */
function toBusinessDate(value: IsoDate | Date): IsoDate {
  return value instanceof Date ? businessDateOf(value) : value;
}

export function weekdayLabel(value: IsoDate | Date): WeekdayLabel {
  return WEEKDAY_LABELS[weekdayOf(toBusinessDate(value))] as WeekdayLabel;
}

/** `2026.11.21 (토)`; an instant is shown as its Seoul date. */
export function formatDate(value: IsoDate | Date): string {
  const date = toBusinessDate(value);
  const { year, month, day } = requireIsoDate(date);
  return `${year}.${pad2(month)}.${pad2(day)} (${weekdayLabel(date)})`;
}

/** `2026.11.21` without the weekday. */
export function formatShortDate(value: IsoDate | Date): string {
  const { year, month, day } = requireIsoDate(toBusinessDate(value));
  return `${year}.${pad2(month)}.${pad2(day)}`;
}

/** `2026.11` for a month heading. */
export function formatMonth(value: IsoDate | Date): string {
  const { year, month } = requireIsoDate(toBusinessDate(value));
  return `${year}.${pad2(month)}`;
}

/** `11월 18일` (no leading zeros) for a day inside a sentence; an instant is shown as its Seoul date. */
export function formatMonthDay(value: IsoDate | Date): string {
  const { month, day } = requireIsoDate(toBusinessDate(value));
  return `${month}월 ${day}일`;
}

/** `14:05`, the 24-hour Seoul time of an instant. */
export function formatTime(instant: Date): string {
  const { hour, minute } = seoulDateTimeParts(instant);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** `2026.11.21 (토) 14:05`. */
export function formatDateTime(instant: Date): string {
  return `${formatDate(instant)} ${formatTime(instant)}`;
}

/** `90` → `1시간 30분`, `45` → `45분`, `120` → `2시간`. */
export function formatDuration(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`not a duration in minutes: ${minutes}`);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}
