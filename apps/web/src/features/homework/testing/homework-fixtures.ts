import type { MeResponse } from '@academy/domain/account/account.schema';
import type {
  AssigneeView,
  HomeworkCard,
  HomeworkCountsView,
  HomeworkDetail,
  HomeworkFileView,
} from '@academy/domain/homework/homework.schema';
import { INST_ID, INST_NM, meWith } from '../../../test/fixtures';

/** The homework screens' test data: the demo academy's class, an assignment and its assignees. */

export const BASE = `/api/insts/${INST_ID}`;
export const HOMEWORK_ID = '019a0000-0000-7000-8000-0000000000d1';
export const CLASS_ID = '019a0000-0000-7000-8000-0000000000c1';
export const STUDENT_A = '019a0000-0000-7000-8000-0000000000e1';
export const STUDENT_B = '019a0000-0000-7000-8000-0000000000e2';

export const PARENT_ME: MeResponse = meWith([
  { instId: INST_ID, instNm: INST_NM, relationCd: null, role: 'PARENT', authCd: null },
]);
export const STUDENT_ME: MeResponse = meWith([
  { instId: INST_ID, instNm: INST_NM, relationCd: '010', role: 'STUDENT', authCd: null },
]);

export const fileOf = (n: number, kind: HomeworkFileView['kind'] = 'image'): HomeworkFileView => ({
  fileNm: `019a0000-0000-7000-8000-00000000f00${n}.${kind === 'image' ? 'jpg' : 'pdf'}`,
  kind,
  originalNm: kind === 'image' ? `사진${n}.jpg` : `학습지${n}.pdf`,
  sizeBytes: 204800,
  contentType: kind === 'image' ? 'image/jpeg' : 'application/pdf',
  url: `${BASE}/homework-files/orig${n}`,
  phoneUrl: kind === 'image' ? `${BASE}/homework-files/phone${n}` : null,
  width: kind === 'image' ? 1600 : null,
  height: kind === 'image' ? 1200 : null,
});

export const COUNTS: HomeworkCountsView = {
  assigned: 3,
  submitted: 2,
  late: 1,
  missing: 1,
  open: 0,
  toCheck: 1,
  revision: 0,
  completed: 1,
};

export const CARD: HomeworkCard = {
  homeworkId: HOMEWORK_ID,
  classId: CLASS_ID,
  classNm: '초등 사고력 수학',
  title: '교재 32~35쪽 풀기',
  dueAt: '2026-11-27T13:00:00.000Z',
  createdAt: '2026-11-25T07:00:00.000Z',
  authorNm: '박강사',
  fileCnt: 1,
  counts: COUNTS,
};

export const assignee = (over: Partial<AssigneeView> = {}): AssigneeView => ({
  studentId: STUDENT_A,
  studentNm: '최서연',
  status: 'open',
  firstSubmittedAt: null,
  submission: null,
  submissionCnt: 0,
  maySubmit: true,
  ...over,
});

export const submitted = (over: Partial<NonNullable<AssigneeView['submission']>> = {}) => ({
  submissionId: 'sub-1',
  version: 1,
  text: '다 풀었어요',
  files: [fileOf(1)],
  submittedAt: '2026-11-26T09:00:00.000Z',
  late: false,
  submittedByNm: '최서연',
  submittedByRole: 'STUDENT' as const,
  checkResult: null,
  checkComment: null,
  checkedAt: null,
  checkedByNm: null,
  ...over,
});

export const DETAIL: HomeworkDetail = {
  homeworkId: HOMEWORK_ID,
  classId: CLASS_ID,
  classNm: '초등 사고력 수학',
  title: '교재 32~35쪽 풀기',
  instructions: '풀이 과정을 꼭 적어 주세요.',
  dueAt: '2026-11-27T13:00:00.000Z',
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
  authorNm: '박강사',
  files: [fileOf(9, 'document')],
  counts: COUNTS,
  student: null,
  children: [],
  mayManage: true,
};

/** The assignment as a family member reads it: no counts, their student. */
export const familyDetail = (student: AssigneeView, children = [{ studentId: STUDENT_A, studentNm: '최서연' }]) => ({
  ...DETAIL,
  counts: null,
  mayManage: false,
  student,
  children,
});
