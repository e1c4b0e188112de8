import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ATTENDANCE_ALIMTALK_TEMPLATES,
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  alimTalkText,
  attendanceRate,
  checkDtToIsoDate,
  DEFAULT_AUTO_ABSENT_MINUTES,
  defaultDeskPin,
  deskCheckInStatus,
  deskCheckOutEffect,
  deskFeedback,
  fillTemplate,
  GENERATED_DESK_PIN_DIGITS,
  instantOn,
  isDeskPin,
  isFutureBusinessDate,
  isNoShowDue,
  isoDateToCheckDt,
  maskStudentName,
  minuteOfDay,
  type ParentNoticeInput,
  parentNotice,
  pickDeskPins,
  sessionWindow,
  shiftDate,
  shortTime,
  studyMinutes,
  studyTimeText,
  summarizeAttendance,
  type VisitSpan,
  visitStudyMs,
} from './attendance.rules';

/** The variable names of a registered template, in order of appearance (`#{학원명}` → `학원명`). */
const templateVariables = (template: string) => [...template.matchAll(/#\{([^}]+)\}/g)].map((match) => match[1]);

const at = (iso: string) => new Date(iso);
const MIN = 60_000;

describe('statuses', () => {
  it('has the five statuses with their Korean labels', () => {
    expect(ATTENDANCE_STATUSES.map((status) => ATTENDANCE_STATUS_LABELS[status])).toEqual([
      '출석',
      '지각',
      '결석',
      '조퇴',
      '보강',
    ]);
  });
});

describe('rates', () => {
  it('counts every status but absence as attended', () => {
    const summary = summarizeAttendance(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP', 'PRESENT']);
    expect(summary.counts).toEqual({ PRESENT: 2, LATE: 1, ABSENT: 1, EARLY_LEAVE: 1, MAKEUP: 1 });
    expect(summary.total).toBe(6);
    expect(summary.attended).toBe(5);
    expect(summary.rate).toBe(83);
  });

  it('has no rate without records', () => {
    expect(summarizeAttendance([]).rate).toBeNull();
    expect(attendanceRate(0, 0)).toBeNull();
  });

  it('stays within 0–100 and is 100 only when nobody was absent', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ATTENDANCE_STATUSES), { minLength: 1, maxLength: 60 }), (statuses) => {
        const { rate, counts, total, attended } = summarizeAttendance(statuses);
        expect(total).toBe(statuses.length);
        expect(attended + counts.ABSENT).toBe(total);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        if (counts.ABSENT === 0) expect(rate).toBe(100);
        if (attended === 0) expect(rate).toBe(0);
      }),
    );
  });
});

describe('times of a class day (Asia/Seoul)', () => {
  it('reads HH:MM and PostgreSQL times', () => {
    expect(minuteOfDay('14:30')).toBe(870);
    expect(minuteOfDay('00:00:00')).toBe(0);
    expect(minuteOfDay('23:59:59')).toBe(1439);
    expect(() => minuteOfDay('24:00')).toThrow(RangeError);
    expect(() => minuteOfDay('9:00')).toThrow(RangeError);
    expect(shortTime('14:30:00')).toBe('14:30');
    expect(shortTime(null)).toBeNull();
  });

  it('places a time of a business date in Seoul, whatever the machine zone', () => {
    expect(instantOn('2026-11-23', '14:30').toISOString()).toBe('2026-11-23T05:30:00.000Z');
    expect(instantOn('2026-11-23', '08:00:00').toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });
});

describe('the kiosk', () => {
  const session = sessionWindow('2026-11-23', '15:00', '17:00');

  it('records on time up to the grace, late while the class runs, nothing after it', () => {
    expect(deskCheckInStatus(at('2026-11-23T04:00:00Z'), session)).toBe('PRESENT'); // 13:00
    expect(deskCheckInStatus(at('2026-11-23T06:05:00Z'), session)).toBe('PRESENT'); // 15:05
    expect(deskCheckInStatus(at('2026-11-23T06:05:01Z'), session)).toBe('LATE');
    expect(deskCheckInStatus(at('2026-11-23T07:59:59Z'), session)).toBe('LATE');
    expect(deskCheckInStatus(at('2026-11-23T08:00:00Z'), session)).toBeNull(); // 17:00
    expect(deskCheckInStatus(at('2026-11-23T06:10:00Z'), session, 10)).toBe('PRESENT');
  });

  it('withdraws a row when leaving before the class, marks 조퇴 during it, keeps it after', () => {
    expect(deskCheckOutEffect(at('2026-11-23T05:59:00Z'), session)).toBe('withdraw');
    expect(deskCheckOutEffect(at('2026-11-23T06:00:00Z'), session)).toBe('EARLY_LEAVE');
    expect(deskCheckOutEffect(at('2026-11-23T07:59:00Z'), session)).toBe('EARLY_LEAVE');
    expect(deskCheckOutEffect(at('2026-11-23T08:00:00Z'), session)).toBe('keep');
  });

  it('is due for the automatic absence exactly at the cut-off, and never when it is off', () => {
    const startsAt = session.startsAt;
    const enrolledAt = at('2026-11-01T00:00:00Z');
    const due = (now: number, minutes: number) =>
      isNoShowDue({ now: new Date(startsAt.getTime() + now), startsAt, minutes, enrolledAt });
    expect(DEFAULT_AUTO_ABSENT_MINUTES).toBe(20);
    expect(due(19 * MIN + 59_999, 20)).toBe(false);
    expect(due(20 * MIN, 20)).toBe(true);
    expect(due(600 * MIN, 0)).toBe(false);
  });

  it('is never due for a lesson that began before the enrolment was made', () => {
    const startsAt = session.startsAt;
    const now = new Date(startsAt.getTime() + 60 * MIN);
    const due = (enrolledAt: number) =>
      isNoShowDue({ now, startsAt, minutes: 20, enrolledAt: new Date(startsAt.getTime() + enrolledAt) });
    expect(due(-1)).toBe(true);
    expect(due(0)).toBe(true);
    expect(due(1)).toBe(false);
    expect(due(30 * MIN)).toBe(false);
  });

  it('defaults the desk number to the last four digits of the mobile', () => {
    expect(defaultDeskPin('01012345678')).toBe('5678');
    expect(defaultDeskPin('010-1234-0007')).toBe('0007');
    expect(defaultDeskPin('123')).toBeNull();
    expect(defaultDeskPin(null)).toBeNull();
    expect(isDeskPin('5678')).toBe(true);
    expect(isDeskPin('12345678')).toBe(true);
    expect(isDeskPin('123')).toBe(false);
    expect(isDeskPin('123456789')).toBe(false);
    expect(isDeskPin('12a4')).toBe(false);
  });

  it('gives students without a mobile 4-digit numbers no active student uses, never twice', () => {
    const taken = new Set(['0000', '1234', '5678', '9999']);
    const pins = pickDeskPins(taken, 50, () => 0.1234);
    expect(pins).toHaveLength(50);
    expect(new Set(pins).size).toBe(50);
    expect(pins.every((pin) => pin.length === GENERATED_DESK_PIN_DIGITS && isDeskPin(pin) && !taken.has(pin))).toBe(
      true,
    );
    expect(pins.slice(0, 3)).toEqual(['1235', '1236', '1237']);
    // From a taken number the next free one, wrapping around after 9999.
    expect(pickDeskPins(taken, 1, () => 0.99999999)).toEqual(['0001']);
    expect(pickDeskPins(new Set(), 0)).toEqual([]);
  });

  it('moves to 5 digits only when every 4-digit number is in use', () => {
    const all = new Set(Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')));
    all.delete('0042');
    expect(pickDeskPins(all, 3, () => 0)).toEqual(['0042', '00000', '00001']);
  });

  it('picks distinct free numbers whatever the random draws', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 9999 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (takenNumbers, count, draws) => {
          const taken = new Set(takenNumbers.map((n) => String(n).padStart(4, '0')));
          let i = 0;
          const pins = pickDeskPins(taken, count, () => draws[i++ % draws.length] as number);
          return pins.length === count && new Set(pins).size === count && pins.every((pin) => !taken.has(pin));
        },
      ),
    );
  });

  it('masks names for a shared number', () => {
    expect(maskStudentName('최민준')).toBe('최*준');
    expect(maskStudentName('민준')).toBe('민*');
    expect(maskStudentName('남궁민수')).toBe('남**수');
    expect(maskStudentName('현')).toBe('현');
  });

  it('speaks in Korean', () => {
    expect(deskFeedback('최민준', 'check-in')).toBe('최민준 학생 등원했습니다');
    expect(deskFeedback('최민준', 'check-out')).toBe('최민준 학생 하원했습니다');
    expect(deskFeedback('최민준', 'break-out')).toBe('최민준 학생 외출했습니다');
    expect(deskFeedback('최민준', 'break-back')).toBe('최민준 학생 복귀했습니다');
    expect(studyTimeText(150)).toBe('오늘 공부 시간 2시간 30분');
  });
});

describe('parents are told', () => {
  it('of a check-in, in the AlimTalk form the issue shows, naming the academy', () => {
    const notice = parentNotice('한빛수학학원', {
      kind: 'check-in',
      studentNm: '최민준',
      at: at('2026-11-23T06:02:00Z'),
    });
    expect(notice).toEqual({
      type: 'attendance-check-in',
      title: '[한빛수학학원] 등원 알림',
      body: '최민준 학생이 15:02에 등원했습니다.',
      templateCode: 'ATTEND_CHECK_IN',
      variables: { 학원명: '한빛수학학원', 학생명: '최민준', 시각: '15:02' },
    });
    expect(alimTalkText(notice)).toBe('[한빛수학학원] 최민준 학생이 15:02에 등원했습니다.');
  });

  it('of a check-out with the study time, and of absences', () => {
    const checkOut = parentNotice('한빛수학학원', {
      kind: 'check-out',
      studentNm: '최서연',
      at: at('2026-11-23T09:10:00Z'),
      studyMinutes: 95,
    });
    expect(checkOut).toMatchObject({ title: '[한빛수학학원] 하원 알림', templateCode: 'ATTEND_CHECK_OUT' });
    expect(checkOut.body).toBe('최서연 학생이 18:10에 하원했습니다. 오늘 공부 시간 1시간 35분.');
    expect(alimTalkText(checkOut)).toBe(
      '[한빛수학학원] 최서연 학생이 18:10에 하원했습니다. 오늘 공부 시간 1시간 35분.',
    );
    const auto = parentNotice('한빛수학학원', {
      kind: 'absent',
      studentNm: '최민준',
      classNm: '수학A',
      date: '2026-11-23',
      auto: true,
    });
    expect(auto).toMatchObject({ templateCode: 'ATTEND_ABSENT_AUTO', title: '[한빛수학학원] 결석 알림' });
    expect(auto.body).toBe('최민준 학생이 11월 23일 수학A 수업에 출석하지 않아 결석으로 처리되었습니다.');
    expect(
      parentNotice('한빛수학학원', {
        kind: 'absent',
        studentNm: '최민준',
        classNm: '수학A',
        date: '2026-11-23',
        auto: false,
      }),
    ).toMatchObject({
      type: 'attendance-absent',
      title: '[한빛수학학원] 결석 알림',
      body: '최민준 학생이 11월 23일 수학A 수업에 결석했습니다.',
      templateCode: 'ATTEND_ABSENT',
    });
  });

  it('fills exactly the variables of the registered template, the academy first', () => {
    const inputs: ParentNoticeInput[] = [
      { kind: 'check-in', studentNm: '김하늘', at: at('2026-11-23T06:02:00Z') },
      { kind: 'check-out', studentNm: '김하늘', at: at('2026-11-23T09:02:00Z'), studyMinutes: 0 },
      { kind: 'absent', studentNm: '김하늘', classNm: '영어B', date: '2026-12-01', auto: true },
      { kind: 'absent', studentNm: '김하늘', classNm: '영어B', date: '2026-12-01', auto: false },
    ];
    const codes = new Set<string>();
    for (const input of inputs) {
      const notice = parentNotice('별빛학원', input);
      codes.add(notice.templateCode);
      const template = ATTENDANCE_ALIMTALK_TEMPLATES[notice.templateCode];
      expect(templateVariables(template)[0]).toBe('학원명');
      expect(Object.keys(notice.variables).sort()).toEqual([...new Set(templateVariables(template))].sort());
      const text = alimTalkText(notice);
      expect(text.startsWith('[별빛학원] ')).toBe(true);
      expect(text).toBe(`[별빛학원] ${notice.body}`);
      expect(text).not.toContain('#{');
    }
    expect([...codes].sort()).toEqual(Object.keys(ATTENDANCE_ALIMTALK_TEMPLATES).sort());
  });

  it('refuses to fill a template with a variable left without a value', () => {
    expect(fillTemplate('[#{학원명}] 안녕하세요', { 학원명: '한빛' })).toBe('[한빛] 안녕하세요');
    expect(() => fillTemplate('#{학생명} 학생', {})).toThrow(RangeError);
  });
});

describe('study time (순공)', () => {
  const visit = (inAt: string, outAt: string | null, breaks: [string, string | null][] = []): VisitSpan => ({
    checkInAt: at(inAt),
    checkOutAt: outAt ? at(outAt) : null,
    breaks: breaks.map(([o, b]) => ({ outAt: at(o), backAt: b ? at(b) : null })),
  });

  it('is check-in to check-out minus breaks', () => {
    const day = visit('2026-11-23T06:00:00Z', '2026-11-23T09:00:00Z', [
      ['2026-11-23T07:00:00Z', '2026-11-23T07:30:00Z'],
    ]);
    expect(studyMinutes([day])).toBe(150);
  });

  it('counts overlapping breaks once, clips them to the visit, and ends an open break with the visit', () => {
    const day = visit('2026-11-23T06:00:00Z', '2026-11-23T08:00:00Z', [
      ['2026-11-23T05:00:00Z', '2026-11-23T06:10:00Z'],
      ['2026-11-23T06:30:00Z', '2026-11-23T07:00:00Z'],
      ['2026-11-23T06:45:00Z', '2026-11-23T07:10:00Z'],
      ['2026-11-23T07:50:00Z', null],
    ]);
    expect(studyMinutes([day])).toBe(120 - 10 - 40 - 10);
  });

  it('counts a visit still open up to now, and an old one without a check-out as nothing', () => {
    const open = visit('2026-11-23T06:00:00Z', null);
    expect(studyMinutes([open], at('2026-11-23T06:45:30Z'))).toBe(45);
    expect(studyMinutes([open])).toBe(0);
  });

  it('sums several visits of a day', () => {
    expect(
      studyMinutes([
        visit('2026-11-23T01:00:00Z', '2026-11-23T02:00:00Z'),
        visit('2026-11-23T06:00:00Z', '2026-11-23T06:30:00Z'),
      ]),
    ).toBe(90);
  });

  const instant = fc.integer({ min: 0, max: 24 * 60 }).map((minute) => new Date(Date.UTC(2026, 10, 23) + minute * MIN));
  const arbitraryVisit = fc
    .tuple(instant, instant, fc.array(fc.tuple(instant, fc.option(instant, { nil: null })), { maxLength: 6 }))
    .map(([a, b, breaks]) => {
      const [checkInAt, checkOutAt] = a <= b ? [a, b] : [b, a];
      return {
        checkInAt,
        checkOutAt,
        breaks: breaks.map(([x, y]) => (y && y < x ? { outAt: y, backAt: x } : { outAt: x, backAt: y })),
      };
    });

  it('never goes below zero nor above the time between check-in and check-out', () => {
    fc.assert(
      fc.property(arbitraryVisit, (v) => {
        const ms = visitStudyMs(v);
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(ms).toBeLessThanOrEqual((v.checkOutAt as Date).getTime() - v.checkInAt.getTime());
      }),
    );
  });

  it('equals the whole visit without breaks, and only shrinks when a break is added', () => {
    fc.assert(
      fc.property(arbitraryVisit, instant, instant, (v, x, y) => {
        const whole = (v.checkOutAt as Date).getTime() - v.checkInAt.getTime();
        expect(visitStudyMs({ ...v, breaks: [] })).toBe(whole);
        const more = { ...v, breaks: [...v.breaks, { outAt: x < y ? x : y, backAt: x < y ? y : x }] };
        expect(visitStudyMs(more)).toBeLessThanOrEqual(visitStudyMs(v));
      }),
    );
  });

  it('does not depend on the order breaks were recorded in', () => {
    fc.assert(
      fc.property(arbitraryVisit, (v) => {
        expect(visitStudyMs({ ...v, breaks: [...v.breaks].reverse() })).toBe(visitStudyMs(v));
      }),
    );
  });
});

describe('days of the sheet', () => {
  it('converts the attend group checkDt', () => {
    expect(checkDtToIsoDate([2026, 11, 2])).toBe('2026-11-02');
    expect(checkDtToIsoDate([2026, 2, 30])).toBeNull();
    expect(isoDateToCheckDt('2026-11-02')).toEqual([2026, 11, 2]);
  });

  it('moves a day back and forth', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows a future day in Seoul', () => {
    const now = at('2026-11-22T15:30:00Z'); // 2026-11-23 00:30 in Seoul
    expect(isFutureBusinessDate('2026-11-23', now)).toBe(false);
    expect(isFutureBusinessDate('2026-11-24', now)).toBe(true);
  });
});
