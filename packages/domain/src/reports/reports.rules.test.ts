import { describe, expect, it } from 'vitest';
import {
  birthdayInYear,
  defaultReportMonth,
  homeworkCompletionRate,
  isBirthdayInMonth,
  isCommentWritten,
  isReportableMonth,
  monthWeeks,
  normalizeComment,
  REPORT_COMMENT_MAX,
  reportAttendance,
  reportFileName,
  reportPeriod,
  reportStudyTime,
  reportTitle,
  visitStudyMsWithin,
} from './reports.rules';

const at = (iso: string) => new Date(iso);

describe('the report month', () => {
  it('covers the first to the last day, and opens on the month that just ended', () => {
    expect(reportPeriod('2026-02')).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(reportPeriod('2028-02').to).toBe('2028-02-29');
    expect(defaultReportMonth('2026-11-03')).toBe('2026-10');
    expect(defaultReportMonth('2027-01-15')).toBe('2026-12');
    expect(isReportableMonth('2026-11', '2026-11-01')).toBe(true);
    expect(isReportableMonth('2026-12', '2026-11-30')).toBe(false);
  });

  it('names the report and its file', () => {
    expect(reportTitle('monthly', '2026-10')).toBe('2026년 10월 학습 리포트');
    expect(reportTitle('birthday', '2026-03')).toBe('3월 생일 축하 카드');
    expect(reportFileName('김 하늘', '2026-10')).toBe('학습리포트_김하늘_2026-10.pdf');
    expect(reportFileName('a/b:c', '2026-10', 'birthday')).toBe('생일축하_abc_2026-10.pdf');
    expect(reportFileName('   ', '2026-10')).toBe('학습리포트_원생_2026-10.pdf');
  });
});

describe('attendance of the month', () => {
  it('counts every status and keeps the worse one per day in the calendar', () => {
    const { summary, days } = reportAttendance([
      { date: '2026-10-02', status: 'PRESENT' },
      { date: '2026-10-01', status: 'LATE' },
      { date: '2026-10-02', status: 'ABSENT' },
      { date: '2026-10-05', status: 'MAKEUP' },
    ]);
    expect(summary.counts).toEqual({ PRESENT: 1, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 1 });
    expect(summary.total).toBe(4);
    expect(summary.rate).toBe(75);
    expect(days).toEqual([
      { date: '2026-10-01', status: 'LATE' },
      { date: '2026-10-02', status: 'ABSENT' },
      { date: '2026-10-05', status: 'MAKEUP' },
    ]);
  });

  it('has no rate when nothing is recorded', () => {
    expect(reportAttendance([]).summary.rate).toBeNull();
  });
});

describe('study time (순공)', () => {
  it('splits a month into Monday–Sunday weeks cut at its edges', () => {
    const weeks = monthWeeks('2026-11');
    // 1 Nov 2026 is a Sunday.
    expect(weeks[0]).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(weeks[1]).toEqual({ from: '2026-11-02', to: '2026-11-08' });
    expect(weeks.at(-1)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    const days = weeks.reduce((sum, w) => sum + Number(w.to.slice(8)) - Number(w.from.slice(8)) + 1, 0);
    expect(days).toBe(30);
  });

  it('subtracts breaks, counts overlapping breaks once, and ignores open visits', () => {
    const visit = {
      checkInAt: at('2026-11-03T06:00:00Z'),
      checkOutAt: at('2026-11-03T09:00:00Z'),
      breaks: [
        { outAt: at('2026-11-03T07:00:00Z'), backAt: at('2026-11-03T07:30:00Z') },
        { outAt: at('2026-11-03T07:15:00Z'), backAt: at('2026-11-03T07:45:00Z') },
      ],
    };
    expect(visitStudyMsWithin(visit, 0, Number.MAX_SAFE_INTEGER)).toBe(135 * 60_000);
    const open = { ...visit, checkOutAt: null };
    expect(visitStudyMsWithin(open, 0, Number.MAX_SAFE_INTEGER)).toBe(0);
    const { totalMinutes, weeks } = reportStudyTime('2026-11', [visit, open]);
    expect(totalMinutes).toBe(135);
    expect(weeks.find((w) => w.from === '2026-11-02')?.minutes).toBe(135);
  });

  it('clips a visit across midnight at the month’s edge (Seoul time)', () => {
    // 31 Oct 23:00 → 1 Nov 01:00 in Seoul: one hour in each month.
    const visit = { checkInAt: at('2026-10-31T14:00:00Z'), checkOutAt: at('2026-10-31T16:00:00Z'), breaks: [] };
    expect(reportStudyTime('2026-11', [visit]).totalMinutes).toBe(60);
    expect(reportStudyTime('2026-10', [visit]).totalMinutes).toBe(60);
    expect(reportStudyTime('2026-09', [visit]).totalMinutes).toBe(0);
  });

  it('a break never ended lasts until the visit ends', () => {
    const visit = {
      checkInAt: at('2026-11-03T06:00:00Z'),
      checkOutAt: at('2026-11-03T08:00:00Z'),
      breaks: [{ outAt: at('2026-11-03T07:00:00Z'), backAt: null }],
    };
    expect(reportStudyTime('2026-11', [visit]).totalMinutes).toBe(60);
  });
});

describe('homework completion', () => {
  it('is completed over the homework already due, whole percent', () => {
    const items = (statuses: string[]) => statuses.map((status) => ({ status }));
    expect(
      homeworkCompletionRate({ assigned: 3, completed: 2, items: items(['completed', 'completed', 'missing']) }),
    ).toBe(67);
    expect(homeworkCompletionRate({ assigned: 2, completed: 1, items: items(['completed', 'open']) })).toBe(100);
    expect(homeworkCompletionRate({ assigned: 1, completed: 0, items: items(['open']) })).toBeNull();
    expect(homeworkCompletionRate({ assigned: 0, completed: 0, items: [] })).toBeNull();
  });
});

describe('the teacher comment', () => {
  it('is written when it has more than spaces, and is stored trimmed within the limit', () => {
    expect(isCommentWritten(null)).toBe(false);
    expect(isCommentWritten(' \n ')).toBe(false);
    expect(isCommentWritten('잘했어요')).toBe(true);
    expect(normalizeComment('  첫 줄  \r\n둘째 줄 \n')).toBe('첫 줄\n둘째 줄');
    expect(normalizeComment('가'.repeat(REPORT_COMMENT_MAX + 10))).toHaveLength(REPORT_COMMENT_MAX);
  });
});

describe('birthdays', () => {
  it('falls in its month, 29 February on 1 March in other years', () => {
    expect(isBirthdayInMonth('2012-11-30', '2026-11')).toBe(true);
    expect(isBirthdayInMonth('2012-11-30', '2026-10')).toBe(false);
    expect(birthdayInYear('2012-02-29', 2026)).toBe('2026-03-01');
    expect(birthdayInYear('2012-02-29', 2028)).toBe('2028-02-29');
    expect(isBirthdayInMonth('2012-02-29', '2026-03')).toBe(true);
    expect(isBirthdayInMonth('2012-02-29', '2026-02')).toBe(false);
  });
});
