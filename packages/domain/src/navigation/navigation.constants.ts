/**
 * Features that keep the bottom tab bar sticky (SPEC §9): feed, desk attendance, attendance, bill,
 * learning report, grade record and chat. Each carries the path prefixes of its screens (SPEC §2)
 * so the layout can tell from the location whether the bar sticks.
 */

export const STICKY_BOTTOM_TAB_FEATURES = [
  'feed',
  'deskAttendance',
  'attendance',
  'bill',
  'learningReport',
  'gradeRecord',
  'chat',
] as const;
export type StickyBottomTabFeature = (typeof STICKY_BOTTOM_TAB_FEATURES)[number];

export const STICKY_BOTTOM_TAB_PATHS: Record<StickyBottomTabFeature, readonly string[]> = {
  feed: ['/feedPageTF', '/v3/board'],
  deskAttendance: ['/attendanceDeskMain'],
  attendance: ['/instAttendance', '/v3/AttendanceClassList', '/v3/AttendanceHistory'],
  bill: ['/billCreate', '/v3/InstBill', '/v3/tuition-fee'],
  learningReport: ['/v3/InstReportList', '/v3/StudentReportList', '/v3/ReportDetail'],
  gradeRecord: ['/v3/GradeManagement', '/v3/MyGradeManagement', '/v3/GradeDetailPage', '/v3/MyGradeDetailPage'],
  chat: ['/chatRoomListMain', '/chatRoomInside', '/classChatRoomList'],
};

const matchesPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The sticky feature a path belongs to, or `null`. */
export function stickyBottomTabFeatureOf(pathname: string): StickyBottomTabFeature | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return (
    STICKY_BOTTOM_TAB_FEATURES.find((feature) =>
      STICKY_BOTTOM_TAB_PATHS[feature].some((prefix) => matchesPrefix(path, prefix)),
    ) ?? null
  );
}

export function isStickyBottomTabPath(pathname: string): boolean {
  return stickyBottomTabFeatureOf(pathname) !== null;
}
