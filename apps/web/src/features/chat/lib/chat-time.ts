import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatMonthDay, formatTime } from '@academy/domain/format/format.date';

/** A room's last message time as messengers show it: `14:05` today, `11월 18일` before. */
export function roomTimeOf(sentAt: string, now: Date = new Date()): string {
  const instant = new Date(sentAt);
  return businessDateOf(instant) === businessDateOf(now) ? formatTime(instant) : formatMonthDay(instant);
}
