import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_TP_LABELS, PAY_DT_TP_LABELS, SHOW_YN_FLAGS, SHOW_YN_LABELS } from './class.constants';
import {
  classFullMessage,
  enrolmentsOverlap,
  isTimeOfDay,
  lecDaysOf,
  maxConcurrentEnrolments,
  minutesOfDay,
  overlappingSlots,
  roomKey,
  showYnFlagsOf,
  slotsOverlap,
} from './class.rules';

describe('class codes', () => {
  it('name every code and flag in Korean', () => {
    expect(CLASS_TP_LABELS).toEqual({ '010': '그룹 수업', '020': '1:1 수업' });
    expect(Object.keys(PAY_DT_TP_LABELS)).toEqual(['010', '020', '030']);
    expect(SHOW_YN_FLAGS.map((flag) => SHOW_YN_LABELS[flag])).toEqual([
      '수업 소개 공개',
      '강사 공개',
      '수강료 공개',
      '정원 공개',
    ]);
  });

  it('reads showYn by name, the default for missing positions', () => {
    expect(showYnFlagsOf('Y#Y#N#N')).toEqual({ intro: true, teachers: true, tuition: false, fixed: false });
    expect(showYnFlagsOf('N#N#Y#Y')).toEqual({ intro: false, teachers: false, tuition: true, fixed: true });
    expect(showYnFlagsOf('N')).toEqual({ intro: false, teachers: true, tuition: false, fixed: false });
    expect(showYnFlagsOf(null)).toEqual({ intro: true, teachers: true, tuition: false, fixed: false });
  });
});

describe('weekly slots', () => {
  it('reads times of day', () => {
    expect(isTimeOfDay('09:05')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('9:05')).toBe(false);
    expect(minutesOfDay('14:30')).toBe(870);
    expect(minutesOfDay('14:30:00')).toBe(870);
    expect(() => minutesOfDay('2pm')).toThrow(RangeError);
  });

  it('overlap only on the same weekday and a shared minute', () => {
    const a = { day: 1, start: '14:00', end: '15:00' };
    expect(slotsOverlap(a, { day: 1, start: '14:30', end: '16:00' })).toBe(true);
    expect(slotsOverlap(a, { day: 1, start: '13:00', end: '14:01' })).toBe(true);
    expect(slotsOverlap(a, { day: 1, start: '15:00', end: '16:00' })).toBe(false);
    expect(slotsOverlap(a, { day: 2, start: '14:00', end: '15:00' })).toBe(false);
    expect(
      overlappingSlots([a, { day: 3, start: '14:00', end: '15:00' }, { day: 1, start: '14:59', end: '15:30' }]),
    ).toEqual([[0, 2]]);
    expect(overlappingSlots([a, { day: 1, start: 'x', end: '15:30' }])).toEqual([]);
  });

  it('derive the class days and compare rooms loosely', () => {
    expect(lecDaysOf([{ day: 5 }, { day: 1 }, { day: 5 }])).toEqual([1, 5]);
    expect(roomKey(' 201 호 ')).toBe('201호');
    expect(roomKey('A관')).toBe(roomKey('a관'));
    expect(roomKey('  ')).toBeNull();
    expect(roomKey(null)).toBeNull();
  });
});

describe('enrolment headcount', () => {
  const e = (startDate: string, endDate: string | null = null) => ({ startDate, endDate });

  it('overlap when the periods share a day', () => {
    expect(enrolmentsOverlap(e('2026-11-01', '2026-11-30'), e('2026-11-30'))).toBe(true);
    expect(enrolmentsOverlap(e('2026-11-01', '2026-11-29'), e('2026-11-30'))).toBe(false);
    expect(enrolmentsOverlap(e('2026-11-01'), e('2026-01-01', '2026-10-31'))).toBe(false);
  });

  it('counts the most students on one day of the period, not everyone ever enrolled', () => {
    const existing = [e('2026-09-01', '2026-10-31'), e('2026-11-01'), e('2026-12-01', '2026-12-31')];
    expect(maxConcurrentEnrolments(existing, e('2026-11-15'))).toBe(2);
    expect(maxConcurrentEnrolments(existing, e('2026-11-01', '2026-11-30'))).toBe(1);
    expect(maxConcurrentEnrolments(existing, e('2026-10-01', '2026-11-30'))).toBe(1);
  });

  it('explains a full class in Korean', () => {
    expect(classFullMessage(30, 28)).toBe(
      '정원 30명을 넘어 등록할 수 없습니다. 지금 28명이 수강 중이라 2명까지 더 등록할 수 있습니다.',
    );
    expect(classFullMessage(1, 1)).toContain('정원 1명이 모두 찼습니다.');
  });

  it('the count is never more than the enrolments overlapping the period', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const period = fc
      .tuple(day, fc.option(day, { nil: null }))
      .map(([a, b]) => (b !== null && b < a ? e(b, a) : e(a, b)));
    fc.assert(
      fc.property(fc.array(period, { maxLength: 8 }), period, (enrolments, asked) => {
        const count = maxConcurrentEnrolments(enrolments, asked);
        return count <= enrolments.filter((x) => enrolmentsOverlap(x, asked)).length && count >= 0;
      }),
    );
  });
});

describe('class messages', () => {
  it('name the room with the right particle and shorten long name lists', async () => {
    const { alreadyEnrolledMessage, leftStudentsMessage, namesForMessage, roomConflictMessage } = await import(
      './class.rules'
    );
    expect(roomConflictMessage('중등수학A', '201호')).toBe(
      "'중등수학A' 반이 같은 시간에 201호를 쓰고 있습니다. 강의실이나 시간을 바꿔 주세요.",
    );
    expect(roomConflictMessage('중등수학A', '큰 강의실')).toContain('큰 강의실을 쓰고');
    expect(namesForMessage(['가', '나', '다', '라', '마'])).toBe('가, 나, 다 외 2명');
    expect(alreadyEnrolledMessage(['최민준'])).toBe(
      '이미 이 반에 등록된 원생이 있습니다: 최민준. 수강 기간을 확인해 주세요.',
    );
    expect(leftStudentsMessage(['윤시우'])).toBe('퇴원한 원생은 반에 등록할 수 없습니다: 윤시우.');
  });
});
