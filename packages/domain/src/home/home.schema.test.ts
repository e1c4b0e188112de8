import { describe, expect, it } from 'vitest';
import { emptyStatusCounts } from '../attendance/attendance.rules';
import { childHomeParams, childHomeResponse, homeParams, instHomeResponse } from './home.schema';

const FLAGS = Object.fromEntries(
  ['desk', 'learningStatus', 'notice', 'feed', 'student', 'bill', 'record', 'attendance', 'liveEdu'].map((k) => [
    k,
    'N',
  ]),
);

const base = {
  instId: 'i',
  instNm: '학원',
  instTpCd: 'ACADEMY',
  authCd: '020',
  isPresident: false,
  firstUse: FLAGS,
  today: '2026-11-23',
};

const WEEK = { from: '2026-11-23', to: '2026-11-29', days: [] };

describe('instHomeResponse', () => {
  it('is one shape per view', () => {
    const teacher = {
      view: 'teacher',
      ...base,
      role: 'TEACHER',
      myClassesToday: [],
      myStudents: { count: 3 },
      week: WEEK,
      notifications: { unreadCount: 0, recent: [] },
    };
    expect(instHomeResponse.parse(teacher).view).toBe('teacher');
    expect(instHomeResponse.safeParse({ ...teacher, week: undefined }).success).toBe(false);
    expect(instHomeResponse.safeParse({ ...teacher, view: 'student' }).success).toBe(false);
  });

  it('lets an admin home leave out the cards the member may not open', () => {
    const admin = {
      view: 'admin',
      ...base,
      role: 'MANAGER',
      todayClasses: null,
      desk: null,
      studentsByStatus: null,
      joinRequests: null,
      notifications: { unreadCount: 0, recent: [] },
      nextSteps: ['setUpDesk'],
    };
    expect(instHomeResponse.parse(admin)).toMatchObject({ view: 'admin', todayClasses: null });
    expect(instHomeResponse.safeParse({ ...admin, nextSteps: ['openShop'] }).success).toBe(false);
  });

  it('takes a student home with a month summary and lessons with their status', () => {
    const student = {
      view: 'student',
      ...base,
      role: 'STUDENT',
      authCd: null,
      me: null,
      todayLessons: [
        {
          classId: 'c',
          classNm: '수학',
          date: '2026-11-23',
          startTime: '15:00',
          endTime: '17:00',
          room: null,
          kind: 'regular',
          status: 'LATE',
        },
      ],
      deskPin: null,
      month: '2026-11',
      monthSummary: { counts: emptyStatusCounts(), total: 0, attended: 0, rate: null },
    };
    expect(instHomeResponse.parse(student).view).toBe('student');
    const wrongStatus = { ...student, todayLessons: [{ ...student.todayLessons[0], status: 'SICK' }] };
    expect(instHomeResponse.safeParse(wrongStatus).success).toBe(false);
  });
});

describe('params', () => {
  it('take uuids only', () => {
    expect(homeParams.safeParse({ instId: 'x' }).success).toBe(false);
    expect(childHomeParams.safeParse({ childUserId: '019a0000-0000-7000-8000-000000000001' }).success).toBe(true);
    expect(childHomeResponse.safeParse({ childUserId: 'c', childNm: '최민준', today: '2026-11-23' }).success).toBe(
      false,
    );
  });
});
