import type { ReportContent } from './reports.content';

/**
 * A month's report as the composer makes it, for the PDF's tests and the bench (bench/reports.ts):
 * two tests, two homework, three weeks of study, a month of attendance.
 */
export const sampleReportContent: ReportContent = {
  instNm: '해오름수학학원',
  studentNm: '김하늘',
  className: '중2 심화반',
  teacherNm: '박서준',
  attendance: {
    summary: { counts: { PRESENT: 7, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 }, total: 9, attended: 8, rate: 89 },
    days: [
      { date: '2026-10-01', status: 'PRESENT' },
      { date: '2026-10-06', status: 'LATE' },
      { date: '2026-10-08', status: 'ABSENT' },
    ],
  },
  grades: [
    {
      gradeId: '0190a5d0-0000-7000-8000-000000000001',
      name: '10월 단원평가',
      subject: '수학',
      testDate: '2026-10-15',
      score: 88,
      maxScore: 100,
      classAverage: 76.5,
      classHighest: 96,
      rank: null,
      rankOf: null,
    },
    {
      gradeId: '0190a5d0-0000-7000-8000-000000000002',
      name: '중간 점검',
      subject: '수학',
      testDate: '2026-10-29',
      score: 41,
      maxScore: 50,
      classAverage: 35,
      classHighest: 48,
      rank: null,
      rankOf: null,
    },
  ],
  homework: {
    assigned: 3,
    submitted: 3,
    completed: 2,
    late: 1,
    missing: 0,
    rate: 67,
    items: [
      { homeworkId: 'a', title: '일차함수 문제집 p.30~35', dueAt: '2026-10-10T14:59:00.000Z', status: 'completed' },
      { homeworkId: 'b', title: '오답 노트 정리', dueAt: '2026-10-20T14:59:00.000Z', status: 'late' },
    ],
  },
  study: {
    totalMinutes: 754,
    weeks: [
      { from: '2026-10-01', to: '2026-10-04', minutes: 120 },
      { from: '2026-10-05', to: '2026-10-11', minutes: 300 },
      { from: '2026-10-12', to: '2026-10-18', minutes: 334 },
    ],
  },
};
