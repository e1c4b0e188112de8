import type { AreaPages } from '../../../lib/routing/area-pages';
import { AttendanceClassListPage } from './attendance-class-list-page';
import { AttendanceDeskMainPage } from './attendance-desk-main-page';
import { AttendanceHistoryPage } from './attendance-history-page';
import { InstAttendancePage } from './inst-attendance-page';

/**
 * The attendance area's screens (출결), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. /pinChangeResult belongs to the mypage area's route map and is exported from
 * mypage-pages.ts (its page lives here, with the desk numbers).
 */
export const pages: AreaPages = {
  AttendanceClassList: AttendanceClassListPage,
  AttendanceHistory: AttendanceHistoryPage,
  attendanceDeskMain: AttendanceDeskMainPage,
  instAttendance: InstAttendancePage,
};
