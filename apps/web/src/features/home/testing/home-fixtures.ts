import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ClassDayItem } from '@academy/domain/attendance/attendance.schema';
import type { ChildAcademy, WeekSchedule } from '@academy/domain/home/home.schema';
import { INST_ID, INST_NM } from '../../../test/fixtures';

/** Home answers as the server gives them, for the home screen's tests. */

export const TODAY = '2026-11-23';

export const FLAGS = {
  desk: 'N',
  learningStatus: 'N',
  notice: 'N',
  feed: 'N',
  student: 'N',
  bill: 'N',
  record: 'N',
  attendance: 'N',
  liveEdu: 'N',
} as const;

export const homeBase = {
  instId: INST_ID,
  instNm: INST_NM,
  instTpCd: 'ACADEMY' as const,
  authCd: '000',
  isPresident: true,
  firstUse: FLAGS,
  today: TODAY,
};

export const membership = (role: MeResponse['memberships'][number]['role']): MeResponse['memberships'][number] => ({
  instId: INST_ID,
  instNm: INST_NM,
  relationCd:
    role === 'DIRECTOR'
      ? '020'
      : role === 'MANAGER'
        ? '030'
        : role === 'TEACHER'
          ? '050'
          : role === 'STUDENT'
            ? '010'
            : null,
  role,
  authCd: role === 'DIRECTOR' ? '000' : role === 'MANAGER' || role === 'TEACHER' ? '020' : null,
});

export const CLASS_MATH: ClassDayItem = {
  classId: '019a0000-0000-7000-8000-00000000c001',
  classNm: '수학A',
  session: { kind: 'regular', startTime: '15:00', endTime: '17:00', room: '301호', cancelled: false, reason: null },
  teacherNms: ['박강사'],
  enrolled: 4,
  counts: { PRESENT: 1, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 },
  unmarked: 1,
};

export function weekWith(lessons: Record<string, string[]>): WeekSchedule {
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  return {
    from: dates[0] as string,
    to: dates[6] as string,
    days: dates.map((date) => ({
      date,
      lessons: (lessons[date] ?? []).map((classNm, index) => ({
        classId: `class-${classNm}`,
        classNm,
        date,
        startTime: `1${5 + index}:00`,
        endTime: `1${6 + index}:00`,
        room: null,
        kind: 'regular' as const,
      })),
    })),
  };
}

export function childSection(
  overrides: { instId?: string; instNm?: string; studentId?: string; studentNm?: string; userId?: string | null } = {},
  extra: Partial<ChildAcademy> = {},
): ChildAcademy {
  return {
    instId: overrides.instId ?? INST_ID,
    instNm: overrides.instNm ?? INST_NM,
    student: {
      studentId: overrides.studentId ?? 'student-1',
      studentNm: overrides.studentNm ?? '최민준',
      userId: overrides.userId === undefined ? 'child-1' : overrides.userId,
      status: 'enrolled',
      statusSince: '2026-03-02',
      schoolNm: '한빛중학교',
      gradeYear: 9,
    },
    todayLessons: [
      {
        classId: 'class-math',
        classNm: '수학 심화',
        date: TODAY,
        startTime: '15:00',
        endTime: '17:00',
        room: '301호',
        kind: 'regular',
        status: 'LATE',
      },
    ],
    visits: [{ checkInAt: '2026-11-23T05:50:00.000Z', checkOutAt: null, onBreak: false }],
    week: weekWith({ '2026-11-23': ['수학 심화'], '2026-11-25': ['수학 심화'] }),
    studyMinutesWeek: 180,
    notifications: [
      {
        id: 'n1',
        title: '등원 알림',
        body: '최민준 학생이 14:50에 등원했습니다.',
        link: '/v3/AttendanceHistory?studentId=student-1',
        createdAt: '2026-11-23T05:50:00.000Z',
        read: false,
      },
    ],
    ...extra,
  };
}
