import type { MeResponse } from '@academy/domain/account/account.schema';
import type { AttendanceScopeResponse } from '@academy/domain/attendance/attendance.schema';
import type {
  ReportBatchView,
  ReportListResponse,
  ReportListRow,
  ReportView,
  StudentReportItem,
} from '@academy/domain/reports/reports.schema';
import { INST_ID, INST_NM, meFixture } from '../../../test/fixtures';

/** Reports, rows and people for the reports screens' tests, shaped as the contract (reports.schema.ts) has them. */

export const REPORTS_BASE = `/api/insts/${INST_ID}/reports`;
export const SCOPE_PATH = `/api/insts/${INST_ID}/attendance/scope`;
export const CLASS_A = '019a0000-0000-7000-8000-0000000000c1';
export const CLASS_B = '019a0000-0000-7000-8000-0000000000c2';
export const STUDENT_A = '019a0000-0000-7000-8000-0000000000d1';
export const STUDENT_B = '019a0000-0000-7000-8000-0000000000d2';
export const STUDENT_C = '019a0000-0000-7000-8000-0000000000d3';
export const REPORT_A = '019a0000-0000-7000-8000-0000000000e1';
export const REPORT_B = '019a0000-0000-7000-8000-0000000000e2';
export const REPORT_C = '019a0000-0000-7000-8000-0000000000e3';
export const BATCH_ID = '019a0000-0000-7000-8000-0000000000f1';

/** A signed-in member of the demo academy in this role. */
export const memberMe = (role: MeResponse['memberships'][number]['role']): MeResponse =>
  meFixture(
    { userId: `user-${role.toLowerCase()}` },
    {
      memberships: [
        {
          instId: INST_ID,
          instNm: INST_NM,
          relationCd: role === 'MANAGER' ? '030' : role === 'TEACHER' ? '050' : role === 'STUDENT' ? '010' : null,
          role,
          authCd: role === 'TEACHER' ? '020' : null,
        },
      ],
    },
  );

export const TEACHER_ME = memberMe('TEACHER');
export const PARENT_ME = memberMe('PARENT');

export function row(overrides: Partial<ReportListRow> = {}): ReportListRow {
  return {
    studentId: STUDENT_A,
    studentNm: '최민준',
    reportId: REPORT_A,
    status: 'draft',
    commentWritten: true,
    hasDraft: false,
    composedAt: '2026-11-01T01:00:00.000Z',
    sentAt: null,
    reads: [],
    familyCount: 2,
    ...overrides,
  };
}

export function listResponse(overrides: Partial<ReportListResponse> = {}): ReportListResponse {
  return {
    classes: [
      { classId: CLASS_A, className: '수학A' },
      { classId: CLASS_B, className: '영어B' },
    ],
    classId: CLASS_A,
    month: '2026-10',
    rows: [
      row(),
      row({ studentId: STUDENT_B, studentNm: '김서연', reportId: REPORT_B, commentWritten: false, familyCount: 1 }),
      row({
        studentId: STUDENT_C,
        studentNm: '이하준',
        reportId: REPORT_C,
        status: 'sent',
        sentAt: '2026-11-02T01:00:00.000Z',
        reads: [
          {
            userId: 'parent-c',
            userNm: '이부모',
            relation: 'guardian',
            firstReadAt: '2026-11-02T03:00:00.000Z',
            lastReadAt: '2026-11-02T03:00:00.000Z',
          },
        ],
      }),
    ],
    batch: null,
    ...overrides,
  };
}

export function batch(overrides: Partial<ReportBatchView> = {}): ReportBatchView {
  return {
    batchId: BATCH_ID,
    classId: CLASS_A,
    month: '2026-10',
    status: 'running',
    total: 3,
    done: 1,
    failed: 0,
    createdAt: '2026-11-01T01:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export function report(overrides: Partial<ReportView> = {}): ReportView {
  return {
    reportId: REPORT_A,
    kind: 'monthly',
    status: 'draft',
    title: '2026년 10월 학습 리포트',
    month: '2026-10',
    period: { from: '2026-10-01', to: '2026-10-31' },
    instNm: INST_NM,
    student: { studentId: STUDENT_A, studentNm: '최민준' },
    class: { classId: CLASS_A, className: '수학A' },
    attendance: {
      summary: {
        counts: { PRESENT: 6, LATE: 1, ABSENT: 1, EARLY_LEAVE: 0, MAKEUP: 0 },
        total: 8,
        attended: 7,
        rate: 88,
      },
      days: [
        { date: '2026-10-06', status: 'PRESENT' },
        { date: '2026-10-08', status: 'LATE' },
        { date: '2026-10-13', status: 'ABSENT' },
      ],
    },
    grades: [
      {
        gradeId: 'g1',
        name: '10월 단원평가',
        subject: '수학',
        testDate: '2026-10-15',
        score: 92,
        maxScore: 100,
        classAverage: 78.5,
        classHighest: 98,
        rank: null,
        rankOf: null,
      },
      {
        gradeId: 'g2',
        name: '10월 모의고사',
        subject: '수학',
        testDate: '2026-10-29',
        score: 40,
        maxScore: 50,
        classAverage: 35,
        classHighest: 48,
        rank: null,
        rankOf: null,
      },
    ],
    homework: {
      assigned: 4,
      submitted: 3,
      completed: 2,
      late: 1,
      missing: 1,
      rate: 50,
      items: [
        { homeworkId: 'h1', title: '교과서 32쪽', dueAt: '2026-10-10T14:59:00.000Z', status: 'completed' },
        { homeworkId: 'h2', title: '오답 노트', dueAt: '2026-10-20T14:59:00.000Z', status: 'missing' },
      ],
    },
    study: {
      totalMinutes: 750,
      weeks: [
        { from: '2026-10-01', to: '2026-10-05', minutes: 150 },
        { from: '2026-10-06', to: '2026-10-12', minutes: 600 },
      ],
    },
    comment: null,
    commentDraft: null,
    birthdayMessage: null,
    teacherNm: '박강사',
    composedAt: '2026-11-01T01:00:00.000Z',
    sentAt: null,
    pdfUrl: `${REPORTS_BASE}/${REPORT_A}/pdf`,
    reads: [],
    ...overrides,
  };
}

export function studentItem(overrides: Partial<StudentReportItem> = {}): StudentReportItem {
  return {
    reportId: REPORT_A,
    kind: 'monthly',
    status: 'sent',
    title: '2026년 10월 학습 리포트',
    month: '2026-10',
    className: '수학A',
    sentAt: '2026-11-02T01:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function scope(overrides: Partial<AttendanceScopeResponse> = {}): AttendanceScopeResponse {
  return {
    role: 'PARENT',
    classes: [],
    students: [{ studentId: STUDENT_A, studentNm: '최민준' }],
    canEditDeskPin: false,
    ...overrides,
  };
}
