import { describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import { scheduleMonthQuery, sessionExceptionBody } from './schedule.schema';

installKoreanErrorMap();

const S = '019a0000-0000-7000-8000-000000000001';

describe('session exceptions', () => {
  it('reads each kind with its defaults', () => {
    expect(sessionExceptionBody.parse({ kind: 'cancel', date: '2026-11-04' })).toEqual({
      kind: 'cancel',
      date: '2026-11-04',
      reason: '',
    });
    expect(
      sessionExceptionBody.parse({
        kind: 'makeup',
        date: '2026-11-14',
        start: '10:00',
        end: '11:00',
        students: [{ studentId: S }],
      }),
    ).toMatchObject({ room: '', students: [{ studentId: S, absenceId: null }] });
  });

  it('refuses a makeup with no student, a repeated student, or its end first', () => {
    const empty = sessionExceptionBody.safeParse({
      kind: 'makeup',
      date: '2026-11-14',
      start: '10:00',
      end: '11:00',
      students: [],
    });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['students'], message: '보강 원생을 선택해 주세요' });
    const twice = sessionExceptionBody.safeParse({
      kind: 'makeup',
      date: '2026-11-14',
      start: '10:00',
      end: '11:00',
      students: [{ studentId: S }, { studentId: S }],
    });
    expect(twice.error?.issues[0]?.path).toEqual(['students', 1, 'studentId']);
    const backwards = sessionExceptionBody.safeParse({
      kind: 'reschedule',
      originalDate: '2026-11-09',
      date: '2026-11-10',
      start: '11:00',
      end: '10:00',
    });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['end'],
      message: '끝나는 시간은 시작 시간보다 늦어야 합니다.',
    });
    expect(sessionExceptionBody.safeParse({ kind: 'skip', date: '2026-11-10' }).success).toBe(false);
  });

  it('reads a month', () => {
    expect(scheduleMonthQuery.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(scheduleMonthQuery.safeParse({ month: '2026-13' }).error?.issues[0]?.message).toBe('월을 선택해 주세요');
  });
});
