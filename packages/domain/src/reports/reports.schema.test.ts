import { describe, expect, it } from 'vitest';
import { REPORT_COMMENT_MAX } from './reports.rules';
import { birthdayBody, createBatchBody, reportListQuery, sendReportsBody, updateReportBody } from './reports.schema';

describe('the reports contract', () => {
  it('takes a class and a month for a batch', () => {
    const classId = '0190a5d0-0000-7000-8000-000000000001';
    expect(createBatchBody.safeParse({ classId, month: '2026-10' }).success).toBe(true);
    expect(createBatchBody.safeParse({ classId, month: '2026-13' }).success).toBe(false);
    expect(createBatchBody.safeParse({ classId: 'x', month: '2026-10' }).success).toBe(false);
    expect(reportListQuery.parse({})).toEqual({});
  });

  it('saves a draft or a comment, but not nothing, within the limit', () => {
    expect(updateReportBody.safeParse({ commentDraft: '초안' }).success).toBe(true);
    expect(updateReportBody.safeParse({ comment: '' }).success).toBe(true);
    const empty = updateReportBody.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('저장할 내용이 없습니다.');
    expect(updateReportBody.safeParse({ comment: '가'.repeat(REPORT_COMMENT_MAX + 1) }).success).toBe(false);
  });

  it('sends at least one report and a non-empty birthday message', () => {
    expect(sendReportsBody.safeParse({ reportIds: [] }).success).toBe(false);
    const studentId = '0190a5d0-0000-7000-8000-000000000002';
    expect(birthdayBody.safeParse({ studentId, message: '  ' }).success).toBe(false);
    expect(birthdayBody.parse({ studentId, message: ' 축하해 ' }).message).toBe('축하해');
  });
});
