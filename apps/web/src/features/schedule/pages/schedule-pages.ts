import type { AreaPages } from '../../../lib/routing/area-pages';
import { ClassSchedulePage } from './class-schedule-page';
import { MonthlySchedulePage } from './monthly-schedule-page';
import { TimeClassPage } from './time-class-page';

/**
 * The schedule area's screens (일정), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. A route whose id is not listed shows the shared '준비 중' page with its title
 * until its issue adds the screen here under that id.
 */
export const pages: AreaPages = {
  MonthlySchedule: MonthlySchedulePage,
  ClassSchedule: ClassSchedulePage,
  timeClass: TimeClassPage,
};
