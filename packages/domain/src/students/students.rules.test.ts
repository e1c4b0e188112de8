import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/calendar.rules';
import {
  birthdayInMonth,
  birthdayInYear,
  canChangeStudentStatus,
  gradeLabel,
  isPlausibleBirthdate,
  latestStatusOf,
  mayManageStudents,
  monthsOfWindow,
  nextBirthday,
  parseGenderCd,
  parseGradeYear,
  parseLooseDate,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  type StudentStatus,
  type StudentStatusChange,
  scheduledStatusText,
  statusChangeNeedsReason,
  studentStatusChangeProblem,
  studentStatusOn,
  studentStatusView,
  upcomingBirthday,
} from './students.rules';

describe('student status', () => {
  it('labels the statuses 재원 / 휴원 / 퇴원', () => {
    expect(STUDENT_STATUS_LABELS).toEqual({ enrolled: '재원', paused: '휴원', left: '퇴원' });
  });

  it('allows pausing and leaving, coming back, and re-enrolling after leaving', () => {
    expect(canChangeStudentStatus('enrolled', 'paused')).toBe(true);
    expect(canChangeStudentStatus('enrolled', 'left')).toBe(true);
    expect(canChangeStudentStatus('paused', 'enrolled')).toBe(true);
    expect(canChangeStudentStatus('paused', 'left')).toBe(true);
    expect(canChangeStudentStatus('left', 'enrolled')).toBe(true);
    expect(canChangeStudentStatus('left', 'paused')).toBe(false);
  });

  it('never allows staying in the same status, and explains every refusal in Korean', () => {
    for (const status of STUDENT_STATUSES) {
      expect(canChangeStudentStatus(status, status)).toBe(false);
      expect(studentStatusChangeProblem(status, status)).toBe(`이미 ${STUDENT_STATUS_LABELS[status]} 상태입니다.`);
    }
    expect(studentStatusChangeProblem('left', 'paused')).toBe(
      '퇴원한 원생은 휴원으로 바꿀 수 없습니다. 먼저 재원으로 바꿔 주세요.',
    );
    expect(studentStatusChangeProblem('enrolled', 'paused')).toBeNull();
  });

  it('speaks of a status still to come as scheduled', () => {
    expect(studentStatusChangeProblem('paused', 'paused', '2026-11-30')).toBe('이미 11월 30일부터 휴원 예정입니다.');
    expect(studentStatusChangeProblem('left', 'paused', '2026-12-01')).toBe(
      '퇴원 예정인 원생은 휴원으로 바꿀 수 없습니다. 먼저 재원으로 바꿔 주세요.',
    );
    expect(studentStatusChangeProblem('paused', 'enrolled', '2026-11-30')).toBeNull();
  });

  it('asks a reason for pausing and leaving only', () => {
    expect(statusChangeNeedsReason('paused')).toBe(true);
    expect(statusChangeNeedsReason('left')).toBe(true);
    expect(statusChangeNeedsReason('enrolled')).toBe(false);
  });
});

describe('status over time: a change takes effect on its date', () => {
  const pause: StudentStatusChange = { fromStatus: 'enrolled', toStatus: 'paused', effectiveDate: '2026-11-30' };
  const back: StudentStatusChange = { fromStatus: 'paused', toStatus: 'enrolled', effectiveDate: '2026-12-31' };

  it('keeps the old status until the day a change takes effect', () => {
    expect(studentStatusOn('paused', [pause], '2026-11-29')).toBe('enrolled');
    expect(studentStatusOn('paused', [pause], '2026-11-30')).toBe('paused');
    expect(studentStatusOn('enrolled', [back, pause], '2026-12-30')).toBe('paused');
    expect(studentStatusOn('enrolled', [pause, back], '2026-12-31')).toBe('enrolled');
    expect(studentStatusOn('enrolled', [pause, back], '2026-01-01')).toBe('enrolled');
  });

  it('takes the recorded status when nothing was ever changed', () => {
    for (const status of STUDENT_STATUSES) expect(studentStatusOn(status, [], '2026-11-30')).toBe(status);
  });

  it('counts changes of one day in the order they were recorded (a pause taken back the same day)', () => {
    const undo: StudentStatusChange = { fromStatus: 'paused', toStatus: 'enrolled', effectiveDate: '2026-11-30' };
    expect(studentStatusOn('enrolled', [pause, undo], '2026-11-30')).toBe('enrolled');
    expect(studentStatusOn('enrolled', [pause, undo], '2026-11-29')).toBe('enrolled');
  });

  it('is the status of the last change in effect, whatever order the changes come in', () => {
    const status = fc.constantFrom<StudentStatus>(...STUDENT_STATUSES);
    const day = fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-11-01', offset));
    const change = fc.record({ fromStatus: status, toStatus: status, effectiveDate: day });
    fc.assert(
      fc.property(status, fc.array(change, { maxLength: 6 }), day, (recorded, changes, date) => {
        const inEffect = changes.filter((c) => c.effectiveDate <= date);
        const latestDate = inEffect
          .map((c) => c.effectiveDate)
          .sort()
          .at(-1);
        const expected = latestDate
          ? (inEffect.filter((c) => c.effectiveDate === latestDate).at(-1) as StudentStatusChange).toStatus
          : ([...changes].sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate))[0]?.fromStatus ?? recorded);
        return studentStatusOn(recorded, changes, date) === expected;
      }),
    );
  });

  it('shows today’s status, since when, and what is still to come', () => {
    const record = { status: 'enrolled' as const, since: '2026-12-31', registeredOn: '2026-03-02' };
    expect(studentStatusView(record, [pause, back], '2026-11-22')).toEqual({
      status: 'enrolled',
      since: '2026-03-02',
      scheduled: [
        { status: 'paused', effectiveDate: '2026-11-30' },
        { status: 'enrolled', effectiveDate: '2026-12-31' },
      ],
    });
    expect(studentStatusView(record, [pause, back], '2026-12-01')).toEqual({
      status: 'paused',
      since: '2026-11-30',
      scheduled: [{ status: 'enrolled', effectiveDate: '2026-12-31' }],
    });
    expect(studentStatusView({ status: 'left', since: '2026-10-01', registeredOn: null }, [], '2026-11-22')).toEqual({
      status: 'left',
      since: '2026-10-01',
      scheduled: [],
    });
  });

  it('starts a new change from the last one scheduled, else from today', () => {
    const view = studentStatusView(
      { status: 'paused', since: '2026-11-30', registeredOn: null },
      [pause],
      '2026-11-22',
    );
    expect(latestStatusOf(view)).toEqual({ status: 'paused', effectiveDate: '2026-11-30' });
    const now = studentStatusView({ status: 'paused', since: '2026-11-30', registeredOn: null }, [pause], '2026-12-02');
    expect(latestStatusOf(now)).toEqual({ status: 'paused', effectiveDate: null });
  });

  it('says what is scheduled the way the roll shows it', () => {
    expect(scheduledStatusText({ status: 'paused', effectiveDate: '2026-11-30' })).toBe('휴원 예정 (11월 30일부터)');
    expect(scheduledStatusText({ status: 'left', effectiveDate: '2027-01-05' })).toBe('퇴원 예정 (1월 5일부터)');
  });
});

describe('grades, genders and dates as typed in a sheet', () => {
  it('reads school years in the ways people write them', () => {
    expect(parseGradeYear('초1')).toBe(1);
    expect(parseGradeYear('초6')).toBe(6);
    expect(parseGradeYear('중1')).toBe(7);
    expect(parseGradeYear('중학교 2학년')).toBe(8);
    expect(parseGradeYear('고3')).toBe(12);
    expect(parseGradeYear('고등 1')).toBe(10);
    expect(parseGradeYear('9')).toBe(9);
    expect(parseGradeYear('7학년')).toBe(7);
    for (const bad of ['중4', '초7', '고0', '13', '0', '대1', 'abc', '']) expect(parseGradeYear(bad)).toBeNull();
  });

  it('labels every school year back the same way', () => {
    for (let year = 1; year <= 12; year += 1) expect(parseGradeYear(gradeLabel(year))).toBe(year);
    expect(gradeLabel(7)).toBe('중1');
  });

  it('reads genders', () => {
    expect(parseGenderCd('남')).toBe('M');
    expect(parseGenderCd(' 여자 ')).toBe('F');
    expect(parseGenderCd('m')).toBe('M');
    expect(parseGenderCd('?')).toBeNull();
  });

  it('reads dates with dots, slashes, Korean units or no separators', () => {
    expect(parseLooseDate('2012-03-15')).toBe('2012-03-15');
    expect(parseLooseDate('2012.3.5')).toBe('2012-03-05');
    expect(parseLooseDate('2012/03/15')).toBe('2012-03-15');
    expect(parseLooseDate('20120315')).toBe('2012-03-15');
    expect(parseLooseDate('2012년 3월 15일')).toBe('2012-03-15');
    expect(parseLooseDate('2012-02-30')).toBeNull();
    expect(parseLooseDate('15/03/2012')).toBeNull();
  });

  it('accepts birth dates from 1900 up to today', () => {
    expect(isPlausibleBirthdate('2012-03-15', '2026-11-22')).toBe(true);
    expect(isPlausibleBirthdate('2026-11-22', '2026-11-22')).toBe(true);
    expect(isPlausibleBirthdate('2026-11-23', '2026-11-22')).toBe(false);
    expect(isPlausibleBirthdate('1899-12-31', '2026-11-22')).toBe(false);
  });
});

describe('birthdays', () => {
  it('celebrates 29 February on the 28th in other years', () => {
    expect(birthdayInYear('2012-02-29', 2026)).toBe('2026-02-28');
    expect(birthdayInYear('2012-02-29', 2028)).toBe('2028-02-29');
  });

  it('finds the next birthday across the year end', () => {
    expect(nextBirthday('2012-01-03', '2026-12-30')).toBe('2027-01-03');
    expect(nextBirthday('2012-12-30', '2026-12-30')).toBe('2026-12-30');
  });

  it('lists upcoming birthdays within 30 days, with the age turned', () => {
    expect(upcomingBirthday('2012-01-03', '2026-12-30')).toEqual({ date: '2027-01-03', daysUntil: 4, turns: 15 });
    expect(upcomingBirthday('2012-02-01', '2026-12-30')).toBeNull();
    expect(upcomingBirthday('2012-02-29', '2027-02-01')).toEqual({ date: '2027-02-28', daysUntil: 27, turns: 15 });
    expect(upcomingBirthday('2026-12-31', '2026-12-30')).toBeNull();
  });

  it('places a birthday in a month, past or coming', () => {
    expect(birthdayInMonth('2012-11-05', '2026-11', '2026-11-22')).toEqual({
      date: '2026-11-05',
      daysUntil: -17,
      turns: 14,
    });
    expect(birthdayInMonth('2012-10-05', '2026-11', '2026-11-22')).toBeNull();
    expect(birthdayInMonth('2026-11-05', '2026-11', '2026-11-22')).toBeNull();
  });

  it('filters on every month a 30-day window touches (three from 31 January)', () => {
    expect(monthsOfWindow('2027-01-31')).toEqual([1, 2, 3]);
    expect(monthsOfWindow('2026-12-15')).toEqual([12, 1]);
  });

  it('an upcoming birthday is always within the window and in one of its months', () => {
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((offset) => addDays('2000-01-01', offset));
    fc.assert(
      fc.property(day, day, (birthdate, today) => {
        const upcoming = upcomingBirthday(birthdate, today);
        if (!upcoming) return;
        expect(upcoming.daysUntil).toBeGreaterThanOrEqual(0);
        expect(upcoming.daysUntil).toBeLessThanOrEqual(30);
        expect(daysBetween(today, upcoming.date)).toBe(upcoming.daysUntil);
        expect(monthsOfWindow(today)).toContain(Number(upcoming.date.slice(5, 7)));
      }),
    );
  });
});

describe('mayManageStudents', () => {
  it('lets the director and a manager holding 010 manage students, nobody else', () => {
    expect(mayManageStudents('DIRECTOR', null)).toBe(true);
    expect(mayManageStudents('MANAGER', '010#020')).toBe(true);
    expect(mayManageStudents('MANAGER', '020#031')).toBe(false);
    expect(mayManageStudents('TEACHER', '010#020')).toBe(false);
    expect(mayManageStudents('PARENT', null)).toBe(false);
    expect(mayManageStudents(null, '000')).toBe(false);
  });
});
