import { gradeStatistics } from '@academy/domain/grades/grades.rules';
import type { GradeDetail, RosterRow } from '@academy/domain/grades/grades.schema';

/** Ids of the grades screens' tests (uuid-shaped, as the server's). */
export const GRADE_ID = '019a0000-0000-7000-8000-0000000000e1';
export const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';
export const STUDENTS = [
  { studentId: '019a0000-0000-7000-8000-0000000000d1', studentNm: '김하늘' },
  { studentId: '019a0000-0000-7000-8000-0000000000d2', studentNm: '이바다' },
  { studentId: '019a0000-0000-7000-8000-0000000000d3', studentNm: '최민준' },
] as const;

export const rosterRow = (index: number, overrides: Partial<RosterRow> = {}): RosterRow => ({
  studentId: STUDENTS[index]?.studentId ?? `s${index}`,
  studentNm: STUDENTS[index]?.studentNm ?? `학생${index}`,
  score: null,
  absent: false,
  sectionScores: [],
  rank: null,
  enrolled: true,
  ...overrides,
});

/** A test of 중등 수학 A반 with its statistics computed from the roster by the domain's rule. */
export function gradeDetail(overrides: Partial<GradeDetail> = {}): GradeDetail {
  const roster = overrides.roster ?? STUDENTS.map((_student, index) => rosterRow(index));
  const maxScore = overrides.maxScore ?? 100;
  return {
    gradeId: GRADE_ID,
    name: '11월 단원평가',
    subject: '수학',
    testDate: '2026-11-20',
    classId: CLASS_ID,
    classNm: '중등 수학 A반',
    maxScore,
    sections: [],
    publishedAt: null,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T01:00:00.000Z',
    showRank: false,
    statistics: gradeStatistics(roster, maxScore),
    ...overrides,
    roster,
  };
}
