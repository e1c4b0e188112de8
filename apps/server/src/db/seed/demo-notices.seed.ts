import { roleHasPermission } from '@academy/domain/access/access.permissions';
import { roleFromRelationCd } from '@academy/domain/access/access.roles';
import { type ParentNoticeInput, parentNotice, studyMinutes } from '@academy/domain/attendance/attendance.rules';
import { addDays } from '@academy/domain/calendar/calendar.rules';
import { namesForMessage } from '@academy/domain/class/class.rules';
import { startOfBusinessDate } from '@academy/domain/format/format.business-date';
import { formatDate } from '@academy/domain/format/format.date';
import { CONNECT_PURPOSE_LABELS } from '@academy/domain/institute/institute.constants';
import { asRole } from '@academy/domain/institute/institute.rules';
import { historyLink } from '../../features/attendance/attendance.notices';
import { newId } from '../../platform/ids/new-id';
import { DEMO_ACCOUNTS } from './demo-accounts.data';
import type { AttendancePlan } from './demo-attendance.plan';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, userOf } from './demo-world';

/**
 * The bell of one demo academy (notifications), with the types, titles, bodies and links the app
 * writes: the parents' 등원/하원/결석 notices of the last two weeks (attendance.notices), the makeup
 * notices to the student and the parents (schedule sessions), the teachers' "담당 반이 생겼습니다"
 * (classes) and the directors' "새 가입 요청" (institute connect). Notices older than a day have
 * been read; the newer ones wait unread.
 */

/** Notices of the last this many days are kept (a bell, not an archive). */
const NOTICE_WINDOW_DAYS = 14;
const HOUR = 3_600_000;

export type DemoNotice = {
  userId: string;
  instId: string;
  type: string;
  title: string;
  body: string;
  link: string;
  at: Date;
  /** What it is about (a notice of the notices area), for its sender's read list. */
  subject?: { kind: 'notice'; id: string };
  /** When it was read, when that is known (null: unread); otherwise drawn from its age. */
  readAt?: Date | null;
};
type Notice = Omit<DemoNotice, 'instId'>;

/** One academy's notifications, not yet written. */
export function demoNoticesOf(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
  plan: AttendancePlan,
): DemoNotice[] {
  const { now } = world;
  const { instId, academy } = seeded;
  const since = addDays(world.today, -NOTICE_WINDOW_DAYS);
  const notices: Notice[] = [];
  const students = [...seeded.students.values()];
  const className = new Map(classes.map((cls) => [cls.id, cls.classNm]));

  for (const student of students) {
    const guardian = student.spec.guardian.loginId ? userOf(world, student.spec.guardian.loginId) : null;
    const studentNm = student.spec.studentNm;
    const toGuardian = (input: ParentNoticeInput, at: Date) => {
      const { type, title, body } = parentNotice(academy.instNm, input);
      if (guardian) notices.push({ userId: guardian, type, title, body, link: historyLink(student.id), at });
    };
    const visits = plan.visits.filter((visit) => visit.studentId === student.id && visit.date >= since);
    for (const visit of visits) {
      toGuardian({ kind: 'check-in', studentNm, at: visit.checkInAt }, visit.checkInAt);
      if (visit.checkOutAt) {
        const sameDay = plan.visits.filter(
          (other) =>
            other.studentId === student.id &&
            other.date === visit.date &&
            other.checkOutAt !== null &&
            other.checkOutAt.getTime() <= (visit.checkOutAt as Date).getTime(),
        );
        const minutes = studyMinutes(sameDay);
        toGuardian({ kind: 'check-out', studentNm, at: visit.checkOutAt, studyMinutes: minutes }, visit.checkOutAt);
      }
    }
    for (const row of plan.attendance) {
      if (row.studentId !== student.id || row.status !== 'ABSENT' || row.date < since) continue;
      const classNm = className.get(row.classId) ?? '';
      toGuardian({ kind: 'absent', studentNm, classNm, date: row.date, auto: row.source === 'auto' }, row.markedAt);
    }
  }

  // 보강 안내: to the accounts of every student of the makeup and of their guardians.
  for (const makeup of plan.makeups) {
    if (makeup.createdAt.getTime() < startOfBusinessDate(since).getTime()) continue;
    const chosen = makeup.students.flatMap(({ studentId }) => students.filter((student) => student.id === studentId));
    const family = new Set(
      chosen.flatMap((student) =>
        [student.spec.loginId, student.spec.guardian.loginId].flatMap((loginId) =>
          loginId ? [userOf(world, loginId)] : [],
        ),
      ),
    );
    const names = namesForMessage(chosen.map((student) => student.spec.studentNm));
    for (const userId of family) {
      notices.push({
        userId,
        type: 'class-session-makeup',
        title: '보강 안내',
        body: `'${className.get(makeup.classId) ?? ''}' 반 보강: ${formatDate(makeup.date)} ${makeup.start}~${makeup.end}, ${makeup.room} (${names})`,
        link: '/timeClass',
        at: makeup.createdAt,
      });
    }
  }

  for (const cls of classes) {
    const createdBy = seeded.directorId;
    for (const loginId of cls.spec.teachers) {
      const userId = userOf(world, loginId);
      if (userId === createdBy) continue;
      notices.push({
        userId,
        type: 'class-teacher-assigned',
        title: '담당 반이 생겼습니다',
        body: `'${cls.classNm}' 반의 강사로 지정되었습니다.`,
        link: `/classDetail?classId=${cls.id}`,
        at: cls.createdAt,
      });
    }
  }

  const deciders = academy.members
    .filter((member) => roleHasPermission(roleFromRelationCd(member.relationCd), member.authCd, '010'))
    .map((member) => userOf(world, member.loginId));
  for (const request of academy.joinRequests) {
    const requester = DEMO_ACCOUNTS.find((account) => account.loginId === request.loginId);
    for (const userId of deciders) {
      notices.push({
        userId,
        type: 'join-request',
        title: '새 가입 요청',
        body: `${requester?.userNm ?? ''}님이 ${asRole(CONNECT_PURPOSE_LABELS[request.role])} ${academy.instNm} 가입을 요청했습니다.`,
        link: '/instMainTF',
        at: new Date(now.getTime() - request.hoursAgo * HOUR),
      });
    }
  }

  return notices.map((notice) => ({ ...notice, instId }));
}

/**
 * Writes the notifications of every academy at once, oldest first: the bell lists them by id, and
 * ids made in this order sort as the notices happened.
 */
export async function writeDemoNotices(world: DemoWorld, notices: readonly DemoNotice[]): Promise<void> {
  const { now, random } = world;
  await insertRows(
    world.db,
    'notifications',
    [...notices]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((notice, index) => {
        const old = now.getTime() - notice.at.getTime() > 24 * HOUR;
        const readAfter = random.between(`read|${notice.type}|${index}`, 5, 180) * 60_000;
        const drawn = old ? new Date(Math.min(now.getTime(), notice.at.getTime() + readAfter)) : null;
        const readAt = notice.readAt === undefined ? drawn : notice.readAt;
        return {
          id: newId(),
          user_id: notice.userId,
          inst_id: notice.instId,
          type: notice.type,
          title: notice.title,
          body: notice.body,
          link: notice.link,
          created_at: notice.at,
          read_at: readAt,
          ...(notice.subject ? { subject_kind: notice.subject.kind, subject_id: notice.subject.id } : {}),
        };
      }),
  );
}
