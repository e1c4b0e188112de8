import type { AreaPages } from '../../../lib/routing/area-pages';
import { InstReportListPage } from './inst-report-list-page';
import { ReportAttendPage } from './report-attend-page';
import { ReportBirthPage } from './report-birth-page';
import { ReportDetailPage } from './report-detail-page';
import { ReportFormPage } from './report-form-page';
import { ReportGradePage } from './report-grade-page';
import { StudentReportListPage } from './student-report-list-page';

/**
 * The reports area's screens (학습 리포트), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk, so recharts and the report pages load only when a report screen opens.
 */
export const pages: AreaPages = {
  InstReportList: InstReportListPage,
  ReportForm: ReportFormPage,
  StudentReportList: StudentReportListPage,
  ReportDetail: ReportDetailPage,
  reportAttend: ReportAttendPage,
  reportBirth: ReportBirthPage,
  reportGrade: ReportGradePage,
};
