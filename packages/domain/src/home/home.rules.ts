import { type PermissionCode, roleHasPermission } from '../access/access.permissions';
import type { Role } from '../access/access.roles';
import type { StatusCounts } from '../attendance/attendance.rules';

/**
 * The homes of each role (/mainTF): what a director or manager still has to do to start an
 * academy, how a class's day is counted on the home, and how much each card shows.
 */

// ── next steps of a new academy ──────────────────────────────────────────────

/** The steps a new academy takes, in the order they are offered. */
export const NEXT_STEPS = ['createClass', 'inviteTeacher', 'registerStudent', 'connectParent', 'setUpDesk'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/**
 * What the academy has done so far, read from its live data:
 * - a class exists (open or closed);
 * - a teacher works there (an active 050 membership) or was invited (a staff invitation not revoked);
 * - a student is registered;
 * - a parent is connected (a guardian record linked to an account);
 * - the front-desk kiosk has been unlocked once (or a student has checked in at it).
 */
export type AcademyProgress = {
  hasClass: boolean;
  hasTeacher: boolean;
  hasStudent: boolean;
  hasConnectedParent: boolean;
  hasUsedDesk: boolean;
};

const DONE_WHEN: Record<NextStep, keyof AcademyProgress> = {
  createClass: 'hasClass',
  inviteTeacher: 'hasTeacher',
  registerStudent: 'hasStudent',
  connectParent: 'hasConnectedParent',
  setUpDesk: 'hasUsedDesk',
};

/**
 * The permission code a step needs (null: any staff member may do it): classes 020 (수업 관리),
 * inviting staff 032 (직원 등록·수정), students and their guardians 010 (학원 관리); the kiosk is
 * unlocked by any staff member with their own password.
 */
export const NEXT_STEP_PERMISSIONS: Record<NextStep, PermissionCode | null> = {
  createClass: '020',
  inviteTeacher: '032',
  registerStudent: '010',
  connectParent: '010',
  setUpDesk: null,
};

/**
 * The steps still to take that this member may take, in order. A step disappears once done; when
 * every step is done (or none is theirs) the list is empty and the home shows no checklist.
 */
export function pendingNextSteps(progress: AcademyProgress, member: { role: Role; authCd: string | null }): NextStep[] {
  return NEXT_STEPS.filter((step) => {
    if (progress[DONE_WHEN[step]]) return false;
    const code = NEXT_STEP_PERMISSIONS[step];
    return code === null || roleHasPermission(member.role, member.authCd, code);
  });
}

// ── a class's day on the home ────────────────────────────────────────────────

/** The four figures of a class's day on the home: 출석 (on time, early leave, makeup), 지각, 결석, 미체크. */
export type DayTally = { present: number; late: number; absent: number; unmarked: number };

export function dayTally(counts: StatusCounts, unmarked: number): DayTally {
  return {
    present: counts.PRESENT + counts.EARLY_LEAVE + counts.MAKEUP,
    late: counts.LATE,
    absent: counts.ABSENT,
    unmarked: Math.max(0, unmarked),
  };
}

// ── how much each card shows ─────────────────────────────────────────────────

/** Newest notifications on a home card. */
export const HOME_NOTIFICATIONS = 5;
/** Newest check-ins on the director's kiosk card. */
export const HOME_RECENT_CHECK_INS = 5;
