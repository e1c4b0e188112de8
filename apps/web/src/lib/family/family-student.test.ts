import type { MyStudent } from '@academy/domain/students/students.schema';
import { describe, expect, it } from 'vitest';
import { defaultStudentOf } from './family-student';

const record = (studentId: string, userId: string | null): MyStudent => ({
  studentId,
  studentNm: studentId,
  status: 'enrolled',
  schoolNm: null,
  gradeYear: null,
  relation: 'guardian',
  relationType: null,
  userId,
});

describe('the record a family screen shows', () => {
  const first = record('s1', 'u1');
  const second = record('s2', 'u2');
  const noAccount = record('s3', null);

  it('is the parent’s current child when that child studies here', () => {
    expect(defaultStudentOf([first, second], 'u2')).toBe(second);
  });

  it('is the first record otherwise, never one without an account matched by a missing choice', () => {
    expect(defaultStudentOf([noAccount, first], null)).toBe(noAccount);
    expect(defaultStudentOf([first, second], 'elsewhere')).toBe(first);
    expect(defaultStudentOf([], 'u1')).toBeUndefined();
  });
});
