import type { IsoDate } from '../calendar/calendar.rules';

/**
 * 학원 데이터 내보내기: the whole academy in one .zip — `academy.xlsx` (one sheet per area, Korean
 * headers and labels) and `academy.json` (the same rows, machine-readable, with a format version).
 * The director starts it; it runs in the background with progress; the file is kept for a while and
 * then deleted (docs/decisions/0040-academy-export.md).
 */

/** What an export is doing: making the file, ready to download, failed, or past its keeping time. */
export const ACADEMY_EXPORT_STATUSES = ['running', 'ready', 'failed', 'expired'] as const;
export type AcademyExportStatus = (typeof ACADEMY_EXPORT_STATUSES)[number];

/** How long a finished file is kept for download before it is deleted. */
export const ACADEMY_EXPORT_KEEP_HOURS = 24;

/** The version of `academy.json`'s layout; a reader checks it before reading the areas. */
export const ACADEMY_EXPORT_FORMAT_VERSION = 1;

/** The audit actions of exports, with their Korean names: both hand the academy's data to someone. */
export const ACADEMY_EXPORT_AUDIT_ACTIONS = {
  'academy-export.start': '학원 데이터 내보내기',
  'academy-export.download': '학원 데이터 내려받기',
} as const satisfies Record<string, string>;

/** The two files inside the .zip. */
export const ACADEMY_EXPORT_FILES = { workbook: 'academy.xlsx', archive: 'academy.json' } as const;

/**
 * Every area of the academy's data, in the order of the workbook's sheets and the JSON's areas:
 * the key (JSON) and the sheet's Korean name (at most 31 characters, none of `[]:*?/\`).
 */
export const ACADEMY_EXPORT_AREAS = [
  { key: 'institute', sheet: '학원 정보' },
  { key: 'staff', sheet: '직원' },
  { key: 'familyMembers', sheet: '학생·학부모 계정' },
  { key: 'students', sheet: '원생' },
  { key: 'guardians', sheet: '보호자' },
  { key: 'studentStatusChanges', sheet: '원생 상태 변경' },
  { key: 'studentMemos', sheet: '원생 메모' },
  { key: 'tuitions', sheet: '수강료' },
  { key: 'classes', sheet: '반' },
  { key: 'classLectures', sheet: '수업 시간' },
  { key: 'classTeachers', sheet: '반 강사' },
  { key: 'classPendingTeachers', sheet: '초대 중인 반 강사' },
  { key: 'enrolments', sheet: '수강' },
  { key: 'classMoves', sheet: '반 이동' },
  { key: 'classSessions', sheet: '휴강·보강' },
  { key: 'makeupStudents', sheet: '보강 대상' },
  { key: 'attendance', sheet: '출결' },
  { key: 'deskVisits', sheet: '등하원' },
  { key: 'deskBreaks', sheet: '외출' },
  { key: 'deskDevices', sheet: '출결 기기' },
  { key: 'invites', sheet: '초대' },
  { key: 'joinRequests', sheet: '연결 신청' },
  { key: 'notices', sheet: '공지' },
  { key: 'noticeTargets', sheet: '공지 대상' },
  { key: 'noticeStudents', sheet: '공지 받는 원생' },
  { key: 'noticeRecipients', sheet: '공지 받는 사람' },
  { key: 'noticeReads', sheet: '공지 읽음·확인' },
  { key: 'boards', sheet: '피드·알림장' },
  { key: 'boardTags', sheet: '피드 태그' },
  { key: 'boardComments', sheet: '피드 댓글' },
  { key: 'boardFiles', sheet: '피드 파일' },
  { key: 'boardEmotions', sheet: '피드 감정 표현' },
  { key: 'boardReads', sheet: '피드 읽음' },
  { key: 'boardReports', sheet: '피드 신고' },
  { key: 'gradeTests', sheet: '성적 시험' },
  { key: 'gradeScores', sheet: '성적 점수' },
  { key: 'gradeSettings', sheet: '성적 설정' },
  { key: 'homework', sheet: '숙제' },
  { key: 'homeworkAssignees', sheet: '숙제 대상' },
  { key: 'homeworkSubmissions', sheet: '숙제 제출' },
  { key: 'homeworkFiles', sheet: '숙제 파일' },
  { key: 'learningReports', sheet: '학습 리포트' },
  { key: 'learningReportReads', sheet: '학습 리포트 읽음' },
  { key: 'studyMaterials', sheet: '학습 자료' },
  { key: 'studyMaterialFiles', sheet: '학습 자료 파일' },
  { key: 'studyMaterialDownloads', sheet: '학습 자료 내려받기' },
  { key: 'bills', sheet: '청구서' },
  { key: 'billItems', sheet: '청구 항목' },
  { key: 'payments', sheet: '결제·수납' },
  { key: 'paymentBills', sheet: '결제별 청구서' },
  { key: 'paymentCancels', sheet: '환불·취소' },
  { key: 'cashReceipts', sheet: '현금영수증' },
  { key: 'notifications', sheet: '알림' },
  { key: 'notificationDeliveries', sheet: '알림 발송' },
  { key: 'messageSends', sheet: '메시지 발송' },
  { key: 'messageCostsByMonth', sheet: '월별 메시지 비용' },
  { key: 'files', sheet: '파일' },
  { key: 'auditLog', sheet: '변경 기록' },
] as const;
export type AcademyExportAreaKey = (typeof ACADEMY_EXPORT_AREAS)[number]['key'];

/** How far an export is, 0–100: rows written of all rows; a finished export is 100. */
export function exportProgressPercent(progress: { status: AcademyExportStatus; done: number; total: number }): number {
  if (progress.status !== 'running') return 100;
  if (progress.total <= 0) return 0;
  // A running export is never shown as done: the file is still being packed after the last row.
  return Math.min(99, Math.floor((Math.max(progress.done, 0) / progress.total) * 100));
}

/** Characters no file system takes in a name (control characters are dropped apart). */
const UNSAFE_FILE_NAME = /[\\/:*?"<>|]/g;
const isPrintable = (char: string) => char.charCodeAt(0) >= 0x20;

/** The .zip's name: `한빛수학학원_학원데이터_20261122.zip` (the Seoul business date of the export). */
export function academyExportFileName(instNm: string, day: IsoDate): string {
  const safe = [...instNm].filter(isPrintable).join('').replace(UNSAFE_FILE_NAME, '_').trim() || '학원';
  return `${safe}_학원데이터_${day.replaceAll('-', '')}.zip`;
}

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: `820KB`, `12.4MB`. */
export function exportSizeLabel(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / KB))}KB`;
  return `${(bytes / MB).toFixed(1)}MB`;
}
