import { describe, expect, it } from 'vitest';
import {
  type AssigneeFacts,
  assigneeStatus,
  HOMEWORK_REMINDER_LEAD_MS,
  homeworkCounts,
  isDue,
  isToCheck,
  maySubmit,
  reminderAt,
  reminderDue,
} from './homework.rules';

const due = new Date('2026-12-10T11:00:00Z');
const before = new Date('2026-12-10T10:00:00Z');
const after = new Date('2026-12-10T12:00:00Z');
const facts = (over: Partial<AssigneeFacts> = {}): AssigneeFacts => ({
  dueAt: due,
  firstSubmittedAt: null,
  checkResult: null,
  ...over,
});

describe('assigneeStatus', () => {
  it('is open before the due time and missing after it while nothing is handed in', () => {
    expect(assigneeStatus(facts(), before)).toBe('open');
    expect(assigneeStatus(facts(), due)).toBe('open');
    expect(assigneeStatus(facts(), after)).toBe('missing');
  });

  it('is submitted when handed in on time (at the due time counts) and late after it', () => {
    expect(assigneeStatus(facts({ firstSubmittedAt: before }), after)).toBe('submitted');
    expect(assigneeStatus(facts({ firstSubmittedAt: due }), after)).toBe('submitted');
    expect(assigneeStatus(facts({ firstSubmittedAt: after }), after)).toBe('late');
  });

  it('follows the check of the latest version', () => {
    expect(assigneeStatus(facts({ firstSubmittedAt: before, checkResult: 'revision' }), after)).toBe('revision');
    expect(assigneeStatus(facts({ firstSubmittedAt: after, checkResult: 'completed' }), after)).toBe('completed');
  });
});

describe('status predicates', () => {
  it('waits for a check only when submitted or late, is due when open or asked for more', () => {
    expect(['submitted', 'late'].every((s) => isToCheck(s as never))).toBe(true);
    expect(isToCheck('revision')).toBe(false);
    expect(isDue('open')).toBe(true);
    expect(isDue('revision')).toBe(true);
    expect(isDue('missing')).toBe(false);
  });

  it('takes new versions until the check says 완료', () => {
    for (const status of ['open', 'missing', 'submitted', 'late', 'revision'] as const)
      expect(maySubmit(status)).toBe(true);
    expect(maySubmit('completed')).toBe(false);
  });
});

describe('reminders', () => {
  it('go a fixed lead before the due time, only while nothing is handed in and before the due time', () => {
    const at = reminderAt(due);
    expect(due.getTime() - at.getTime()).toBe(HOMEWORK_REMINDER_LEAD_MS);
    expect(reminderDue(facts(), new Date(at.getTime() - 1))).toBe(false);
    expect(reminderDue(facts(), at)).toBe(true);
    expect(reminderDue(facts(), before)).toBe(true);
    expect(reminderDue(facts(), due)).toBe(false);
    expect(reminderDue(facts({ firstSubmittedAt: at }), before)).toBe(false);
  });
});

describe('homeworkCounts', () => {
  it('counts each assignee by status, late hand-ins also among the submitted', () => {
    const counts = homeworkCounts(
      [
        facts(),
        facts({ firstSubmittedAt: before }),
        facts({ firstSubmittedAt: after }),
        facts({ firstSubmittedAt: before, checkResult: 'revision' }),
        facts({ firstSubmittedAt: after, checkResult: 'completed' }),
      ],
      after,
    );
    expect(counts).toEqual({
      assigned: 5,
      submitted: 4,
      late: 2,
      missing: 1,
      open: 0,
      toCheck: 2,
      revision: 1,
      completed: 1,
    });
    expect(homeworkCounts([facts()], before).open).toBe(1);
  });
});
