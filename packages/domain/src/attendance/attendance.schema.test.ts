import { beforeAll, describe, expect, it } from 'vitest';
import { installKoreanErrorMap } from '../validation/validation.error-map';
import {
  DESK_PIN_FORMAT_MESSAGE,
  DUPLICATE_STUDENT_ROW_MESSAGE,
  deskCheckBody,
  markAttendanceBody,
  myDeskPinBody,
} from './attendance.schema';

beforeAll(() => installKoreanErrorMap());

const A = '0192f000-0000-7000-8000-000000000001';
const B = '0192f000-0000-7000-8000-000000000002';

describe('markAttendanceBody', () => {
  it('accepts a sheet and trims memos', () => {
    const parsed = markAttendanceBody.parse({
      rows: [
        { studentId: A, status: 'PRESENT' },
        { studentId: B, status: 'LATE', memo: '  버스 지연  ' },
      ],
    });
    expect(parsed.rows[1]?.memo).toBe('버스 지연');
  });

  it('refuses an empty sheet, unknown statuses, long memos and a student twice, in Korean', () => {
    expect(markAttendanceBody.safeParse({ rows: [] }).success).toBe(false);
    const bad = markAttendanceBody.safeParse({
      rows: [
        { studentId: A, status: 'HERE' },
        { studentId: B, status: 'PRESENT', memo: '가'.repeat(201) },
        { studentId: A, status: 'PRESENT' },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(messages).toContainEqual(['rows.0.status', '출결 상태를 선택해 주세요']);
    expect(messages).toContainEqual(['rows.1.memo', '메모는 200자 이하로 입력해 주세요.']);
    const twice = markAttendanceBody.safeParse({
      rows: [
        { studentId: A, status: 'PRESENT' },
        { studentId: A, status: 'ABSENT' },
      ],
    });
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rows.1.studentId', DUPLICATE_STUDENT_ROW_MESSAGE],
    ]);
  });
});

describe('desk numbers', () => {
  it('takes 4 to 8 digits', () => {
    expect(deskCheckBody.parse({ pin: ' 5678 ' }).pin).toBe('5678');
    for (const pin of ['123', '123456789', '12a4']) {
      const result = deskCheckBody.safeParse({ pin });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(DESK_PIN_FORMAT_MESSAGE);
    }
    expect(deskCheckBody.safeParse({ pin: '' }).error?.issues[0]?.message).toBe('출결 번호를 입력해 주세요');
    expect(myDeskPinBody.safeParse({ deskPin: '1234', instId: 'x' }).success).toBe(false);
  });
});
