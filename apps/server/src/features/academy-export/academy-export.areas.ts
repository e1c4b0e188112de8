import { ACADEMY_EXPORT_AREAS, type AcademyExportAreaKey } from '@academy/domain/academy-export/academy-export.rules';
import {
  billItemsArea,
  billsArea,
  cashReceiptsArea,
  paymentBillsArea,
  paymentCancelsArea,
  paymentsArea,
} from './billing.areas';
import {
  classesArea,
  classLecturesArea,
  classMovesArea,
  classPendingTeachersArea,
  classSessionsArea,
  classTeachersArea,
  enrolmentsArea,
  makeupStudentsArea,
  tuitionsArea,
} from './classes.areas';
import type { ExportArea } from './export-columns';
import {
  boardCommentsArea,
  boardEmotionsArea,
  boardFilesArea,
  boardReadsArea,
  boardReportsArea,
  boardsArea,
  boardTagsArea,
} from './feed.areas';
import {
  gradeScoresArea,
  gradeSettingsArea,
  gradeTestsArea,
  homeworkArea,
  homeworkAssigneesArea,
  homeworkFilesArea,
  homeworkSubmissionsArea,
  learningReportReadsArea,
  learningReportsArea,
  studyMaterialDownloadsArea,
  studyMaterialFilesArea,
  studyMaterialsArea,
} from './learning.areas';
import { messageCostsByMonthArea, messageSendsArea, notificationDeliveriesArea } from './messages.areas';
import {
  noticeReadsArea,
  noticeRecipientsArea,
  noticeStudentsArea,
  noticesArea,
  noticeTargetsArea,
} from './notices.areas';
import {
  familyMembersArea,
  guardiansArea,
  instituteArea,
  invitesArea,
  joinRequestsArea,
  staffArea,
  studentMemosArea,
  studentStatusChangesArea,
  studentsArea,
} from './people.areas';
import {
  attendanceArea,
  auditLogArea,
  deskBreaksArea,
  deskDevicesArea,
  deskVisitsArea,
  filesArea,
  notificationsArea,
} from './records.areas';

/**
 * Every area of the export, one definition per key of the domain's list. Left out on purpose:
 * accounts' secrets (password hashes, sessions, one-time codes and tokens, sealed CI/DI), invitation
 * codes and desk device tokens; people's web push subscriptions and app device tokens (secrets of
 * their devices) and their notification preferences (their own, not the academy's); a payer's
 * sealed 현금영수증 number and a virtual account's deposit-callback secret (the books show the masked
 * forms the app shows); a batch import's preview (a copy of an upload, kept an hour); the sandbox
 * outbox (messages never sent) and the sandbox provider's own tables; the runs that composed learning
 * reports and a report's composed snapshot (learning.areas.ts says why); and the exports themselves.
 */
const AREAS: Record<AcademyExportAreaKey, ExportArea> = {
  institute: instituteArea,
  staff: staffArea,
  familyMembers: familyMembersArea,
  students: studentsArea,
  guardians: guardiansArea,
  studentStatusChanges: studentStatusChangesArea,
  studentMemos: studentMemosArea,
  tuitions: tuitionsArea,
  classes: classesArea,
  classLectures: classLecturesArea,
  classTeachers: classTeachersArea,
  classPendingTeachers: classPendingTeachersArea,
  enrolments: enrolmentsArea,
  classMoves: classMovesArea,
  classSessions: classSessionsArea,
  makeupStudents: makeupStudentsArea,
  attendance: attendanceArea,
  deskVisits: deskVisitsArea,
  deskBreaks: deskBreaksArea,
  deskDevices: deskDevicesArea,
  invites: invitesArea,
  joinRequests: joinRequestsArea,
  notices: noticesArea,
  noticeTargets: noticeTargetsArea,
  noticeStudents: noticeStudentsArea,
  noticeRecipients: noticeRecipientsArea,
  noticeReads: noticeReadsArea,
  boards: boardsArea,
  boardTags: boardTagsArea,
  boardComments: boardCommentsArea,
  boardFiles: boardFilesArea,
  boardEmotions: boardEmotionsArea,
  boardReads: boardReadsArea,
  boardReports: boardReportsArea,
  gradeTests: gradeTestsArea,
  gradeScores: gradeScoresArea,
  gradeSettings: gradeSettingsArea,
  homework: homeworkArea,
  homeworkAssignees: homeworkAssigneesArea,
  homeworkSubmissions: homeworkSubmissionsArea,
  homeworkFiles: homeworkFilesArea,
  learningReports: learningReportsArea,
  learningReportReads: learningReportReadsArea,
  studyMaterials: studyMaterialsArea,
  studyMaterialFiles: studyMaterialFilesArea,
  studyMaterialDownloads: studyMaterialDownloadsArea,
  bills: billsArea,
  billItems: billItemsArea,
  payments: paymentsArea,
  paymentBills: paymentBillsArea,
  paymentCancels: paymentCancelsArea,
  cashReceipts: cashReceiptsArea,
  notifications: notificationsArea,
  notificationDeliveries: notificationDeliveriesArea,
  messageSends: messageSendsArea,
  messageCostsByMonth: messageCostsByMonthArea,
  files: filesArea,
  auditLog: auditLogArea,
};

/** The areas with their sheet names, in the domain's order. */
export const EXPORT_AREAS: readonly (ExportArea & { sheet: string })[] = ACADEMY_EXPORT_AREAS.map((area) => ({
  ...AREAS[area.key],
  sheet: area.sheet,
}));
