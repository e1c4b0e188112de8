import { seoulDateTimeParts } from '@academy/domain/format/format.business-date';
import { formatTime, weekdayLabel } from '@academy/domain/format/format.date';

type SeoulParts = { date: string; time: string };

/** The Seoul business date and time of an instant, through the domain's Asia/Seoul rules. */
function seoulParts(instant: Date): SeoulParts {
  const { year, month, day } = seoulDateTimeParts(instant);
  return { date: `${year}년 ${month}월 ${day}일 (${weekdayLabel(instant)})`, time: formatTime(instant) };
}

/** `2026년 11월 22일 (일) 02:00` in Seoul time. */
export function formatSeoulDateTime(instant: Date): string {
  const { date, time } = seoulParts(instant);
  return `${date} ${time}`;
}

/**
 * The maintenance window in Seoul time: `2026년 11월 22일 (일) 02:00 ~ 06:00` within one day,
 * otherwise both ends in full.
 */
export function formatInspectionWindow(start: Date, end: Date): string {
  const from = seoulParts(start);
  const to = seoulParts(end);
  if (from.date === to.date) return `${from.date} ${from.time} ~ ${to.time}`;
  return `${from.date} ${from.time} ~ ${to.date} ${to.time}`;
}
