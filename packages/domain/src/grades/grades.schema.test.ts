import { describe, expect, it } from 'vitest';
import { notificationCategoryOf } from '../notifications/notification.categories';
import {
  createGradeBody,
  editGradeBody,
  GRADE_PUBLISHED_TYPE,
  gradeListQuery,
  myGradeDetailPath,
  saveScoresBody,
} from './grades.schema';

const classId = '0190a0a0-0000-7000-8000-000000000001';
const studentId = '0190a0a0-0000-7000-8000-000000000002';

describe('grades schema', () => {
  it('accepts step 1 with sections that add up to the maximum', () => {
    const body = createGradeBody.parse({
      classId,
      name: ' 11월 단원평가 ',
      subject: '수학',
      testDate: '2026-11-20',
      maxScore: 100,
      sections: [
        { name: '계산', maxScore: 60 },
        { name: '서술형', maxScore: 40 },
      ],
    });
    expect(body.name).toBe('11월 단원평가');
    expect(
      createGradeBody.parse({ classId, name: 'a', subject: 'b', testDate: '2026-11-20', maxScore: 50 }).sections,
    ).toEqual([]);
  });

  it('refuses sections that do not add up, naming the maximum', () => {
    const result = createGradeBody.safeParse({
      classId,
      name: '단원평가',
      subject: '수학',
      testDate: '2026-11-20',
      maxScore: 100,
      sections: [{ name: '계산', maxScore: 60 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections']);
    expect(result.error?.issues[0]?.message).toBe('영역별 만점의 합이 총 만점(100점)과 같아야 합니다.');
  });

  it('refuses a maximum of zero or with two decimals, and a bad date', () => {
    const base = { classId, name: '단원평가', subject: '수학', testDate: '2026-11-20' };
    expect(createGradeBody.safeParse({ ...base, maxScore: 0 }).success).toBe(false);
    expect(createGradeBody.safeParse({ ...base, maxScore: 10.25 }).success).toBe(false);
    expect(createGradeBody.safeParse({ ...base, maxScore: 100, testDate: '2026-02-30' }).success).toBe(false);
    expect(editGradeBody.safeParse({ name: '' }).success).toBe(false);
    expect(editGradeBody.parse({})).toEqual({});
  });

  it('reads grid rows with defaults and refuses two decimals', () => {
    expect(saveScoresBody.parse({ scores: [{ studentId, score: 92.5 }] }).scores[0]).toEqual({
      studentId,
      score: 92.5,
      absent: false,
      sectionScores: [],
    });
    expect(saveScoresBody.safeParse({ scores: [{ studentId, score: 92.55 }] }).success).toBe(false);
    expect(saveScoresBody.safeParse({ scores: [{ studentId, score: -1 }] }).success).toBe(false);
  });

  it('pages the list with a default limit', () => {
    expect(gradeListQuery.parse({})).toEqual({ limit: 20 });
    expect(gradeListQuery.safeParse({ month: '2026-13' }).success).toBe(false);
  });

  it('files a published test under the learning reports’ notification preference, linking to the child’s page', () => {
    expect(notificationCategoryOf(GRADE_PUBLISHED_TYPE)).toBe('report');
    expect(myGradeDetailPath('g1', 's1')).toBe('/v3/MyGradeDetailPage/g1?studentId=s1');
  });
});
