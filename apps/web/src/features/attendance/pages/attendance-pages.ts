import type { AreaPages } from '../../../lib/routing/area-pages';
import { AttendanceClassListPage } from './attendance-class-list-page';
import { AttendanceDeskMainPage } from './attendance-desk-main-page';
import { AttendanceHistoryPage } from './attendance-history-page';
import { InstAttendancePage } from './inst-attendance-page';
import { PinChangeResultPage } from './pin-change-result-page';

/**
 * The attendance area's screens (출결), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk.
 */
export const pages: AreaPages = {
  AttendanceClassList: AttendanceClassListPage,
  AttendanceHistory: AttendanceHistoryPage,
  attendanceDeskMain: AttendanceDeskMainPage,
  instAttendance: InstAttendancePage,
  pinChangeResult: PinChangeResultPage,
};
