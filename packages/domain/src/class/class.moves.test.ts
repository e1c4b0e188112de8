import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/calendar.rules';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { zodErrorToFields } from '../validation/validation.fields';
import {
  alreadyInClassMessage,
  attendanceAfterMoveMessage,
  CLASS_MOVE_DATE_RANGE_MESSAGE,
  classMoveConfirmMessage,
  classMovedMessage,
  classMoveSubject,
  closedClassJoinMessage,
  closedClassMoveMessage,
  type EnrolmentPeriod,
  enrolmentCovers,
  headcountWith,
  isMoveDateInRange,
  joinAfterClassEndMessage,
  joinFullMessage,
  joinStartDate,
  maxConcurrentEnrolments,
  mayMoveStudents,
  moveAfterClassEndMessage,
  moveBeforeStartMessage,
  moveFullMessage,
  notInClassMessage,
  splitEnrolmentAt,
} from './class.rules';
import { CLASS_MOVE_SAME_CLASS_MESSAGE, moveStudentsBody } from './class.schema';

installKoreanErrorMap();

const A = '01900000-0000-7000-8000-00000000000a';
const B = '01900000-0000-7000-8000-00000000000b';
const S1 = '01900000-0000-7000-8000-000000000001';
const S2 = '01900000-0000-7000-8000-000000000002';

describe('mayMoveStudents', () => {
  it('lets the director and a manager holding 020 move students, never a teacher, parent or student', () => {
    expect(mayMoveStudents('DIRECTOR', null)).toBe(true);
    expect(mayMoveStudents('MANAGER', '020')).toBe(true);
    expect(mayMoveStudents('MANAGER', '000')).toBe(true);
    expect(mayMoveStudents('MANAGER', '010#031')).toBe(false);
    expect(mayMoveStudents('TEACHER', '020')).toBe(false);
    expect(mayMoveStudents('PARENT', null)).toBe(false);
    expect(mayMoveStudents('STUDENT', null)).toBe(false);
  });
});

describe('enrolmentCovers', () => {
  it('covers the start and end days and everything between; an open end runs on', () => {
    const closed = { startDate: '2026-11-02', endDate: '2026-11-30' };
    expect(enrolmentCovers(closed, '2026-11-01')).toBe(false);
    expect(enrolmentCovers(closed, '2026-11-02')).toBe(true);
    expect(enrolmentCovers(closed, '2026-11-30')).toBe(true);
    expect(enrolmentCovers(closed, '2026-12-01')).toBe(false);
    expect(enrolmentCovers({ startDate: '2026-11-02', endDate: null }, '2099-01-01')).toBe(true);
  });
});

describe('splitEnrolmentAt', () => {
  it('ends the old enrolment the day before and starts the new one on the move day', () => {
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: null }, '2026-12-01')).toEqual({
      stays: { startDate: '2026-11-02', endDate: '2026-11-30' },
      moves: { startDate: '2026-12-01', endDate: null },
    });
  });

  it('keeps a planned end on the new enrolment', () => {
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: '2027-02-28' }, '2026-12-01')?.moves).toEqual({
      startDate: '2026-12-01',
      endDate: '2027-02-28',
    });
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: '2026-12-01' }, '2026-12-01')?.moves).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });

  it('refuses a move on or before the start day, and after the end', () => {
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: null }, '2026-11-02')).toBeNull();
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: null }, '2026-11-01')).toBeNull();
    expect(splitEnrolmentAt({ startDate: '2026-11-02', endDate: '2026-11-20' }, '2026-11-21')).toBeNull();
  });

  it('never loses or repeats a day: the two halves meet exactly at the move day', () => {
    const day = fc.integer({ min: 0, max: 800 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(day, fc.option(fc.integer({ min: 0, max: 400 })), day, (start, length, moveDate) => {
        const enrolment: EnrolmentPeriod = {
          startDate: start,
          endDate: length === null ? null : addDays(start, length),
        };
        const split = splitEnrolmentAt(enrolment, moveDate);
        if (split === null) {
          expect(moveDate <= start || (enrolment.endDate !== null && moveDate > enrolment.endDate)).toBe(true);
          return;
        }
        expect(split.stays.startDate).toBe(enrolment.startDate);
        expect(addDays(split.stays.endDate as string, 1)).toBe(split.moves.startDate);
        expect(split.moves.endDate).toBe(enrolment.endDate);
        expect(enrolmentCovers(split.stays, moveDate)).toBe(false);
        expect(enrolmentCovers(split.moves, moveDate)).toBe(true);
      }),
    );
  });
});

describe('headcountWith', () => {
  const existing: EnrolmentPeriod[] = [
    { startDate: '2026-11-02', endDate: null },
    { startDate: '2026-11-02', endDate: '2026-11-30' },
  ];

  it('counts the busiest day within the added periods, the added included', () => {
    expect(headcountWith(existing, [])).toBe(0);
    expect(headcountWith(existing, [{ startDate: '2026-11-20', endDate: null }])).toBe(3);
    // From December the second seat is free again.
    expect(headcountWith(existing, [{ startDate: '2026-12-01', endDate: null }])).toBe(2);
    expect(
      headcountWith(existing, [
        { startDate: '2026-12-01', endDate: null },
        { startDate: '2026-12-05', endDate: null },
      ]),
    ).toBe(3);
  });

  it('is never less than what the class held or what is added alone', () => {
    const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2026-11-01', n));
    const period = fc.tuple(day, fc.option(fc.integer({ min: 0, max: 60 }))).map(
      ([start, length]): EnrolmentPeriod => ({
        startDate: start,
        endDate: length === null ? null : addDays(start, length),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(period, { maxLength: 8 }),
        fc.array(period, { minLength: 1, maxLength: 4 }),
        (old, added) => {
          const count = headcountWith(old, added);
          for (const one of added) expect(count).toBeGreaterThanOrEqual(maxConcurrentEnrolments(old, one) + 1);
          expect(count).toBeLessThanOrEqual(old.length + added.length);
        },
      ),
    );
  });
});

describe('isMoveDateInRange', () => {
  it('allows a year either side of today', () => {
    expect(isMoveDateInRange('2026-11-22', '2026-11-22')).toBe(true);
    expect(isMoveDateInRange('2027-11-22', '2026-11-22')).toBe(true);
    expect(isMoveDateInRange('2027-11-23', '2026-11-22')).toBe(false);
    expect(isMoveDateInRange('2025-11-22', '2026-11-22')).toBe(true);
    expect(isMoveDateInRange('2025-11-21', '2026-11-22')).toBe(false);
    expect(CLASS_MOVE_DATE_RANGE_MESSAGE).toContain('1년');
  });
});

describe('class move messages', () => {
  it('name the class, the students and the day in Korean with the right particles', () => {
    expect(notInClassMessage('수학 A반', ['최민준', '김도윤'], '2026-12-01')).toBe(
      '2026.12.01에 수학 A반을 수강하지 않는 원생이 있습니다: 최민준, 김도윤. 원생이나 날짜를 다시 선택해 주세요.',
    );
    expect(moveBeforeStartMessage(['최민준'], '2026-11-20')).toBe(
      '수강을 시작한 날(2026.11.20)이나 그 전으로는 반을 옮길 수 없습니다: 최민준. 수강 시작 다음 날부터 골라 주세요.',
    );
    expect(closedClassMoveMessage('영어 B반')).toBe(
      '영어 B반은 폐강한 반이라 원생을 옮길 수 없습니다. 다른 반을 선택해 주세요.',
    );
    expect(moveFullMessage('심화반', 2, 2)).toBe(
      '심화반은 정원 2명이 모두 찼습니다. 정원을 늘리거나 다른 반을 선택해 주세요.',
    );
    expect(moveFullMessage('심화반', 5, 4)).toBe(
      '심화반은 정원 5명 중 4명이 수강 중이라 1명까지만 옮길 수 있습니다. 옮길 원생을 줄이거나 정원을 늘려 주세요.',
    );
    expect(attendanceAfterMoveMessage('수학 A반', ['최민준'], '2026-12-01')).toBe(
      '수학 A반에서 2026.12.01 이후의 출결이 기록된 원생이 있습니다: 최민준. 옮기는 날을 마지막 출결 다음 날 이후로 골라 주세요.',
    );
    expect(classMoveSubject('수학 A반', '수학 B반')).toBe('수학 A반 → 수학 B반');
    expect(classMoveConfirmMessage(['최민준', '김도윤'], '수학 A반', '수학 B반', '2026-12-01')).toBe(
      '최민준, 김도윤 원생을 수학 A반에서 수학 B반으로 2026.12.01부터 옮길까요? 2026.11.30까지의 수업과 출결은 수학 A반에 남습니다.',
    );
    expect(classMovedMessage(2, '미술')).toBe('2명을 미술로 옮겼습니다.');
    expect(alreadyInClassMessage('수학 B반', ['최민준'])).toBe(
      '수학 B반에 이미 다니고 있는 원생이 있습니다: 최민준. 원생이나 옮길 반을 다시 선택해 주세요.',
    );
    expect(moveAfterClassEndMessage('수학 B반', '2026-12-31')).toBe(
      '옮기는 날이 수학 B반의 수업 종료일(2026.12.31) 뒤입니다. 수업 기간 안의 날짜를 골라 주세요.',
    );
  });
});

describe('joining classes at registration', () => {
  it("starts today, or on the class's first day when it begins later", () => {
    expect(joinStartDate('2026-11-22', '2026-11-02')).toBe('2026-11-22');
    expect(joinStartDate('2026-11-22', '2026-11-22')).toBe('2026-11-22');
    expect(joinStartDate('2026-11-22', '2026-12-01')).toBe('2026-12-01');
  });

  it('explains a closed, full or ended class in Korean', () => {
    expect(closedClassJoinMessage('영어 B반')).toBe(
      '영어 B반은 폐강한 반이라 등록할 수 없습니다. 다른 반을 선택해 주세요.',
    );
    expect(joinFullMessage('심화반', 1)).toBe(
      '심화반은 정원 1명이 모두 찼습니다. 다른 반을 선택하거나 정원을 늘린 뒤 등록해 주세요.',
    );
    expect(joinAfterClassEndMessage('겨울 특강', '2026-11-20')).toBe(
      '겨울 특강은 2026.11.20에 수업이 끝나 등록할 수 없습니다. 다른 반을 선택해 주세요.',
    );
  });
});

describe('moveStudentsBody', () => {
  it('accepts a move and drops repeated students', () => {
    const parsed = moveStudentsBody.parse({
      fromClassId: A,
      toClassId: B,
      studentIds: [S1, S2, S1],
      moveDate: '2026-12-01',
    });
    expect(parsed.studentIds).toEqual([S1, S2]);
  });

  it('refuses the same class, no student, and missing choices with Korean field messages', () => {
    const same = moveStudentsBody.safeParse({ fromClassId: A, toClassId: A, studentIds: [S1], moveDate: '2026-12-01' });
    expect(same.success).toBe(false);
    if (!same.success) expect(zodErrorToFields(same.error)).toEqual({ toClassId: CLASS_MOVE_SAME_CLASS_MESSAGE });

    const empty = moveStudentsBody.safeParse({ fromClassId: '', toClassId: '', studentIds: [], moveDate: '' });
    expect(empty.success).toBe(false);
    if (!empty.success) {
      expect(zodErrorToFields(empty.error)).toEqual({
        fromClassId: '지금 반을 선택해 주세요',
        toClassId: '옮길 반을 선택해 주세요',
        studentIds: '옮길 원생을 선택해 주세요',
        moveDate: '옮기는 날을 선택해 주세요',
      });
    }

    const badDate = moveStudentsBody.safeParse({
      fromClassId: A,
      toClassId: B,
      studentIds: [S1],
      moveDate: '2026-13-01',
    });
    expect(badDate.success).toBe(false);
  });
});
