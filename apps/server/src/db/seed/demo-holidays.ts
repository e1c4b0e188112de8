import { addDays, type IsoDate } from '@academy/domain/calendar/calendar.rules';
import { holidayOn } from '@academy/domain/schedule/schedule.holidays';
import { type ClassTimeline, isRegularDay } from '@academy/domain/schedule/schedule.rules';

/**
 * The demo academies close for 설날 and 추석 (their lessons of those days were called off, and no
 * makeup is planned then); on the other public holidays they teach as usual.
 */
export function demoClosedHoliday(date: IsoDate): string | null {
  const holiday = holidayOn(date);
  if (!holiday) return null;
  const closed = holiday.kind === 'seollal' || holiday.kind === 'chuseok' || /설날|추석/.test(holiday.name);
  return closed ? holiday.name : null;
}

/** A class's days called off for 설날 and 추석 before today (today and later are left to the director). */
export function demoClosedDays(
  timeline: Pick<ClassTimeline, 'startDate' | 'endDate' | 'slots'>,
  today: IsoDate,
): { date: IsoDate; reason: string }[] {
  const days: { date: IsoDate; reason: string }[] = [];
  for (let date = timeline.startDate; date < today; date = addDays(date, 1)) {
    const holiday = demoClosedHoliday(date);
    if (holiday && isRegularDay(timeline, date)) days.push({ date, reason: `${holiday} 휴강` });
  }
  return days;
}
