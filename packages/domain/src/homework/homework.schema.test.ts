import { describe, expect, it } from 'vitest';
import {
  checkBody,
  createHomeworkBody,
  EMPTY_SUBMISSION_MESSAGE,
  REVISION_COMMENT_MESSAGE,
  submitBody,
} from './homework.schema';

const studentId = '0190a000-0000-7000-8000-000000000001';
const classId = '0190a000-0000-7000-8000-000000000002';
const fileNm = '0190a000-0000-7000-8000-000000000003.jpg';

describe('submitBody', () => {
  it('takes text or files and refuses an empty hand-in', () => {
    expect(submitBody.parse({ studentId, text: '다 풀었어요' }).files).toEqual([]);
    expect(submitBody.parse({ studentId, files: [fileNm] }).text).toBe('');
    const refused = submitBody.safeParse({ studentId, text: '   ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(EMPTY_SUBMISSION_MESSAGE);
  });

  it('refuses a file name that is not a stored one', () => {
    expect(submitBody.safeParse({ studentId, files: ['../etc/passwd'] }).success).toBe(false);
  });
});

describe('checkBody', () => {
  it('needs a comment for 보완 요청 only', () => {
    expect(checkBody.parse({ result: 'completed' }).comment).toBe('');
    const refused = checkBody.safeParse({ result: 'revision', comment: ' ' });
    expect(refused.error?.issues[0]?.message).toBe(REVISION_COMMENT_MESSAGE);
    expect(checkBody.parse({ result: 'revision', comment: '3번 풀이를 보여 주세요' }).result).toBe('revision');
  });
});

describe('createHomeworkBody', () => {
  it('needs a title and a due time with an offset', () => {
    const body = createHomeworkBody.parse({ classId, title: '수학 익힘책 12쪽', dueAt: '2026-12-10T20:00:00+09:00' });
    expect(body.studentIds).toBeUndefined();
    expect(body.instructions).toBe('');
    expect(createHomeworkBody.safeParse({ classId, title: '', dueAt: '2026-12-10T20:00:00+09:00' }).success).toBe(
      false,
    );
    expect(createHomeworkBody.safeParse({ classId, title: '숙제', dueAt: '2026-12-10' }).success).toBe(false);
  });
});
