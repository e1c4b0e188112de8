import { z } from 'zod';
import { ROLES } from '../access/access.roles';
import { GENDER_CODES } from '../account/account.rules';
import { RELATION_TYPES } from '../account/family.schema';
import { calendarDateSchema, calendarMonthSchema } from '../calendar/calendar.schema';
import { isMobileNo, stripPhoneSeparators } from '../phone/phone.rules';
import { mobileNoSchema } from '../phone/phone.schema';
import { birthdateSchema } from '../signup/signup.schema';
import { sanitizeText } from '../text/text.rules';
import { labelled } from '../validation/validation.error-map';
import { requiredMessage } from '../validation/validation.messages';
import { STUDENT_STATUSES, statusChangeNeedsReason } from './students.rules';

/**
 * The students and parents API contract (원생과 학부모): request bodies, queries and responses of
 * `/api/insts/:instId/students…`, `/members` and `/my-students`, used by the server routes, the web
 * forms and the tests. Optional text fields accept `''` for "none" (what an empty input holds); the
 * server stores it as null.
 */

// ── fields ───────────────────────────────────────────────────────────────────

export const STUDENT_NM_MAX = 30;
export const SCHOOL_NM_MAX = 40;
export const STUDENT_MEMO_MAX = 1000;
export const GUARDIANS_MAX = 4;
/** Classes chosen on the register form. */
export const REGISTER_CLASSES_MAX = 20;
export const STATUS_REASON_MAX = 200;
export const MEMO_CONTENT_MAX = 2000;

/** A person's name: the SPEC §5 sanitiser (special characters go, no spaces in Korean), 1–30 characters. */
const personName = (label: string) =>
  labelled(
    z
      .string()
      .trim()
      .overwrite(sanitizeText)
      .overwrite((value) => value.trim())
      .min(1)
      .max(STUDENT_NM_MAX),
    label,
  );

/** A mobile number that may be left empty (`''` = none). */
const optionalMobileNo = (label: string) =>
  labelled(
    z
      .string()
      .overwrite(stripPhoneSeparators)
      .refine((value) => value === '' || isMobileNo(value)),
    label,
  ).optional();

const optionalText = (label: string, max: number) => labelled(z.string().trim().max(max), label).optional();

export const studentNmSchema = personName('이름');
export const studentGenderSchema = labelled(z.enum(GENDER_CODES), '성별', 'choice').nullable().optional();
export const gradeYearSchema = labelled(z.number().int().min(1).max(12), '학년', 'choice').nullable().optional();
export const schoolNmSchema = optionalText('학교', SCHOOL_NM_MAX);
export const studentMobileNoSchema = optionalMobileNo('휴대폰 번호');
export const studentMemoSchema = optionalText('메모', STUDENT_MEMO_MAX);
export const studentStatusSchema = labelled(z.enum(STUDENT_STATUSES), '상태', 'choice');
export const guardianRelationSchema = labelled(z.enum(RELATION_TYPES), '관계', 'choice');
const isoDateField = (label: string) => calendarDateSchema(label);

export const guardianInput = z.object({
  guardianNm: personName('보호자 이름'),
  mobileNo: labelled(mobileNoSchema, '보호자 휴대폰 번호'),
  relationType: guardianRelationSchema,
});

export const DUPLICATE_GUARDIAN_MOBILE_MESSAGE = '같은 휴대폰 번호의 보호자가 이미 있습니다.';

/** Guardians of one student: at most 4, each mobile number once. */
export const guardiansSchema = labelled(z.array(guardianInput).max(GUARDIANS_MAX), '보호자').check(
  z.superRefine((guardians, ctx) => {
    const seen = new Set<string>();
    guardians.forEach((guardian, index) => {
      if (seen.has(guardian.mobileNo)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'mobileNo'],
          message: DUPLICATE_GUARDIAN_MOBILE_MESSAGE,
          input: guardian.mobileNo,
        });
      }
      seen.add(guardian.mobileNo);
    });
  }),
);

// ── params ───────────────────────────────────────────────────────────────────

export const instParams = z.object({ instId: z.uuid() });
export const studentParams = instParams.extend({ studentId: z.uuid() });
export const guardianParams = studentParams.extend({ guardianId: z.uuid() });
export const memoParams = studentParams.extend({ memoId: z.uuid() });

// ── register (StudentRegister, AddStudentPage, /studentAddTF, OnboardingStudentRegister) ──

/** What ModifyStudentInfo edits: the person. */
export const studentPersonalShape = {
  studentNm: studentNmSchema,
  birthdate: birthdateSchema,
  genderCd: studentGenderSchema,
  mobileNo: studentMobileNoSchema,
};

/** What ModifyInstInfo edits: how the academy records the student. */
export const studentInstShape = {
  schoolNm: schoolNmSchema,
  gradeYear: gradeYearSchema,
  memo: studentMemoSchema,
};

export const registerStudentBody = z.object({
  ...studentPersonalShape,
  ...studentInstShape,
  guardians: guardiansSchema.default([]),
  /** Classes of the academy to join from the day of registration (headcount and closed classes are checked). */
  classIds: labelled(
    z.array(labelled(z.uuid(), '수강할 반', 'choice')).max(REGISTER_CLASSES_MAX),
    '수강할 반',
    'choice',
  )
    .overwrite((ids) => [...new Set(ids)])
    .default([]),
  /** Send each guardian an invitation (SMS with a code and a link) right away. */
  inviteGuardians: z.boolean().default(false),
});
export type RegisterStudentBody = z.infer<typeof registerStudentBody>;
export type RegisterStudentInput = z.input<typeof registerStudentBody>;

/** StudentRegisterCheck: who might already be on the roll, asked before saving. */
export const duplicatesBody = z.object({
  studentNm: studentNmSchema,
  birthdate: isoDateField('생년월일').or(z.literal('')).optional(),
  mobileNo: studentMobileNoSchema,
});
export type DuplicatesBody = z.infer<typeof duplicatesBody>;

export const DUPLICATE_REASONS = ['name_birthdate', 'mobile'] as const;

export const duplicateCandidate = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  birthdate: z.string().nullable(),
  mobileNo: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  gradeYear: z.number().nullable(),
  schoolNm: z.string().nullable(),
  matchedBy: z.array(z.enum(DUPLICATE_REASONS)),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidate>;
export const duplicatesResponse = z.object({ candidates: z.array(duplicateCandidate) });
export type DuplicatesResponse = z.infer<typeof duplicatesResponse>;

// ── responses ────────────────────────────────────────────────────────────────

export const INVITATION_STATES = ['usable', 'expired', 'revoked', 'used'] as const;

export const invitationView = z.object({
  code: z.string(),
  expiresAt: z.string(),
  state: z.enum(INVITATION_STATES),
  sentAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const guardianView = z.object({
  guardianId: z.string(),
  guardianNm: z.string(),
  mobileNo: z.string().nullable(),
  relationType: z.string(),
  /** Connected to a parent account (the parent sees the child). */
  connected: z.boolean(),
  connectedUserNm: z.string().nullable(),
  /** The latest invitation sent to this guardian, if any. */
  invitation: invitationView.nullable(),
});
export type GuardianView = z.infer<typeof guardianView>;

export const guardianSummary = z.object({
  guardianNm: z.string(),
  relationType: z.string(),
  mobileNo: z.string().nullable(),
  connected: z.boolean(),
});

export const scheduledStatus = z.object({ status: z.enum(STUDENT_STATUSES), effectiveDate: z.string() });

export const studentListItem = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  birthdate: z.string().nullable(),
  genderCd: z.enum(GENDER_CODES).nullable(),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().nullable(),
  mobileNo: z.string().nullable(),
  /** The status today (a change dated ahead takes effect on its date). */
  status: z.enum(STUDENT_STATUSES),
  /** The day today's status began, when known. */
  statusSince: z.string().nullable(),
  /** Changes dated after today, in the order they take effect (`휴원 예정 (11월 30일부터)`). */
  scheduledStatuses: z.array(scheduledStatus),
  /** The student's own account is connected. */
  connected: z.boolean(),
  guardians: z.array(guardianSummary),
  createdAt: z.string(),
});
export type StudentListItem = z.infer<typeof studentListItem>;

/** A class the student attends now or will attend (enrolments that have not ended). */
export const studentClassView = z.object({
  enrolmentId: z.string(),
  classId: z.string(),
  classNm: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Enrolled today (false: starts later). */
  active: z.boolean(),
});

export const studentDetailResponse = studentListItem.extend({
  memo: z.string().nullable(),
  classes: z.array(studentClassView),
  guardians: z.array(guardianView),
  connectedUserNm: z.string().nullable(),
  invitation: invitationView.nullable(),
  memoCount: z.number(),
  /**
   * 출결 번호: what the student types at the front-desk kiosk (given at registration, or the last 4
   * digits of their mobile); null only while the student has none.
   */
  deskPin: z.string().nullable(),
  updatedAt: z.string(),
  /** What the asking member may do here (the screen shows the matching buttons). */
  canManage: z.boolean(),
});
export type StudentDetailResponse = z.infer<typeof studentDetailResponse>;

/** 'failed': the invitation exists (its code shows on ModifyConnect) but the text could not be sent. */
export const GUARDIAN_INVITE_RESULTS = ['sent', 'failed'] as const;

export const registerStudentResponse = z.object({
  student: studentDetailResponse,
  /** One per guardian when invitations were asked for. */
  invitations: z.array(
    z.object({ guardianId: z.string(), guardianNm: z.string(), result: z.enum(GUARDIAN_INVITE_RESULTS) }),
  ),
});
export type RegisterStudentResponse = z.infer<typeof registerStudentResponse>;

// ── list (StudentsList) ──────────────────────────────────────────────────────

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

const pageQuery = {
  page: labelled(z.coerce.number().int().min(1).max(100_000), '페이지').default(1),
  size: labelled(z.coerce.number().int().min(1).max(PAGE_SIZE_MAX), '페이지 크기').default(PAGE_SIZE_DEFAULT),
};
const searchQuery = labelled(z.string().trim().max(STUDENT_NM_MAX), '검색어').optional();

export const studentsListQuery = z.object({
  status: studentStatusSchema.optional(),
  /** A name, a part of one, initial consonants (ㄱㅁㅅ) or mobile digits. */
  q: searchQuery,
  ...pageQuery,
});
export type StudentsListQuery = z.infer<typeof studentsListQuery>;

export const statusCounts = z.object({ enrolled: z.number(), paused: z.number(), left: z.number() });
export type StatusCounts = z.infer<typeof statusCounts>;

export const studentsListResponse = z.object({
  items: z.array(studentListItem),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** Students per status, for the filter chips (ignores the status filter, honours the search). */
  counts: statusCounts,
});
export type StudentsListResponse = z.infer<typeof studentsListResponse>;

// ── edit (ModifyStudentInfo, ModifyInstInfo) ──────────────────────────────────

export const updateStudentBody = z.object(studentPersonalShape);
export type UpdateStudentBody = z.infer<typeof updateStudentBody>;
export type UpdateStudentInput = z.input<typeof updateStudentBody>;

export const updateInstInfoBody = z.object(studentInstShape);
export type UpdateInstInfoBody = z.infer<typeof updateInstInfoBody>;
export type UpdateInstInfoInput = z.input<typeof updateInstInfoBody>;

// ── guardians and connections (ModifyConnect) ────────────────────────────────

export const addGuardianBody = guardianInput.extend({ invite: z.boolean().default(false) });
export type AddGuardianBody = z.infer<typeof addGuardianBody>;
export type AddGuardianInput = z.input<typeof addGuardianBody>;

export const inviteResponse = z.object({ invitation: invitationView });
export type InviteResponse = z.infer<typeof inviteResponse>;

// ── status (StudentChangeStatus, StudentLeave) ───────────────────────────────

export const changeStatusBody = z
  .object({
    toStatus: studentStatusSchema,
    effectiveDate: isoDateField('적용일'),
    reason: optionalText('사유', STATUS_REASON_MAX),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (statusChangeNeedsReason(value.toStatus) && !value.reason) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: requiredMessage('사유'), input: value.reason });
      }
    }),
  );
export type ChangeStatusBody = z.infer<typeof changeStatusBody>;
export type ChangeStatusInput = z.input<typeof changeStatusBody>;

// ── memos (StudentMemo) ──────────────────────────────────────────────────────

export const memoBody = z.object({
  memoDate: isoDateField('날짜'),
  content: labelled(z.string().trim().min(1).max(MEMO_CONTENT_MAX), '메모 내용'),
});
export type MemoBody = z.infer<typeof memoBody>;

export const memoView = z.object({
  memoId: z.string(),
  memoDate: z.string(),
  content: z.string(),
  authorUserId: z.string(),
  authorNm: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The asking member wrote it, or may manage students: they may edit and delete it. */
  editable: z.boolean(),
});
export type MemoView = z.infer<typeof memoView>;
export const memosResponse = z.object({
  memos: z.array(memoView),
  /** The asking member may add notes (a teacher reads their students' notes only). */
  canWrite: z.boolean(),
});
export type MemosResponse = z.infer<typeof memosResponse>;

// ── birthdays (StudentBirthday) ──────────────────────────────────────────────

export const birthdaysQuery = z.object({
  month: calendarMonthSchema('월').optional(),
});

export const birthdayItem = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  birthdate: z.string(),
  status: z.enum(STUDENT_STATUSES),
  gradeYear: z.number().nullable(),
  /** The birthday's date in the month shown (thisMonth) or the next one (upcoming). */
  date: z.string(),
  daysUntil: z.number(),
  turns: z.number(),
});
export type BirthdayItem = z.infer<typeof birthdayItem>;

export const birthdaysResponse = z.object({
  month: z.string(),
  today: z.string(),
  thisMonth: z.array(birthdayItem),
  upcoming: z.array(birthdayItem),
});
export type BirthdaysResponse = z.infer<typeof birthdaysResponse>;

// ── history (StudentHistory) ─────────────────────────────────────────────────

export const HISTORY_KINDS = [
  'created',
  'updated',
  'inst-info',
  'status',
  'guardian-added',
  'guardian-removed',
  'guardian-unlinked',
  'guardian-invited',
  'guardian-connected',
  'student-invited',
  'student-unlinked',
  'student-connected',
  'class-moved',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const historyChange = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const historyEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(HISTORY_KINDS),
  actorNm: z.string().nullable(),
  /** Field by field for edits; for a status change `status` from → to. */
  changes: z.array(historyChange),
  /** Status changes and class moves: the day it takes effect (and why). Guardian events: who; moves: which classes. */
  effectiveDate: z.string().nullable(),
  reason: z.string().nullable(),
  subject: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyResponse = z.object({ entries: z.array(historyEntry) });
export type HistoryResponse = z.infer<typeof historyResponse>;

/** Korean labels of the fields a history entry can name. */
export const STUDENT_FIELD_LABELS: Record<string, string> = {
  studentNm: '이름',
  birthdate: '생년월일',
  genderCd: '성별',
  mobileNo: '휴대폰 번호',
  schoolNm: '학교',
  gradeYear: '학년',
  memo: '메모',
  status: '상태',
  class: '반',
};

// ── members (MemberList) ─────────────────────────────────────────────────────

export const MEMBER_KINDS = ['student', 'parent', 'staff'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];
export const MEMBER_KIND_LABELS: Record<MemberKind, string> = { student: '학생', parent: '학부모', staff: '직원' };

export const membersQuery = z.object({
  role: labelled(z.enum(MEMBER_KINDS), '구분', 'choice').optional(),
  /** Students only: 재원/휴원/퇴원. */
  status: studentStatusSchema.optional(),
  q: searchQuery,
  ...pageQuery,
});
export type MembersQuery = z.infer<typeof membersQuery>;

export const memberItem = z.object({
  /** Stable key of the row: `student:<id>`, `parent:<user id or mobile>`, `staff:<user id>`. */
  key: z.string(),
  kind: z.enum(MEMBER_KINDS),
  name: z.string(),
  /** Staff: DIRECTOR, MANAGER or TEACHER. */
  role: z.enum(ROLES),
  /** Students' and parents' numbers; null for staff (their number is never sent, see maskedMobileNo). */
  mobileNo: z.string().nullable(),
  /** Staff only: the number as staff lists show it (staffListPhoneNo: masked, or 번호 없음); null for others. */
  maskedMobileNo: z.string().nullable(),
  studentId: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES).nullable(),
  connected: z.boolean(),
  /** A parent's children, a student's guardians. */
  related: z.array(z.string()),
});

export const membersResponse = z.object({
  items: z.array(memberItem),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  counts: z.object({ student: z.number(), parent: z.number(), staff: z.number() }),
});
export type MembersResponse = z.infer<typeof membersResponse>;

// ── my students (a parent's children, a student's own record) ────────────────

export const myStudent = z.object({
  studentId: z.string(),
  studentNm: z.string(),
  status: z.enum(STUDENT_STATUSES),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().nullable(),
  /** 'self': the student's own record; 'guardian': a child of the asking parent. */
  relation: z.enum(['self', 'guardian']),
  /** The student's own account, when they have one (a parent's current child is chosen by it). */
  userId: z.string().nullable(),
  relationType: z.string().nullable(),
});
export type MyStudent = z.infer<typeof myStudent>;
export const myStudentsResponse = z.object({ students: z.array(myStudent) });
export type MyStudentsResponse = z.infer<typeof myStudentsResponse>;
