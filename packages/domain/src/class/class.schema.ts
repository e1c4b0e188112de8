import { z } from 'zod';
import { isIsoDate } from '../calendar/calendar.rules';
import { calendarDateSchema, isCalendarDate } from '../calendar/calendar.schema';
import { isMobileNo } from '../phone/phone.rules';
import { digitsOnly, sanitizeText } from '../text/text.rules';
import { IMAGE_EXTENSIONS } from '../uploads/uploads.rules';
import { labelled } from '../validation/validation.error-map';
import {
  CLASS_FIXED_MAX,
  CLASS_INTRO_MAX,
  CLASS_NM_MAX,
  CLASS_ROOM_MAX,
  CLASS_SLOTS_MAX,
  CLASS_STATUSES,
  CLASS_STOCK_IMAGES,
  CLASS_TAG_MAX,
  CLASS_TAGS_MAX,
  CLASS_TEACHERS_MAX,
  CLASS_TP_CODES,
  CLASS_UPLOAD_SLOTS,
  COMPULSORY_SUBJECT_MAX,
  DEFAULT_APPOINTED_DT,
  DEFAULT_PAY_DT_TP_CD,
  DEFAULT_SHOW_YN,
  ENROL_BATCH_MAX,
  ONE_TO_ONE_FIXED,
  PAY_DT_TP_CODES,
  TUITION_AMOUNT_MAX,
  TUITION_BILLING_UNITS,
  TUITION_NM_MAX,
  TUITION_ROUNDS_MAX,
} from './class.constants';
import { isTimeOfDay, lecDaysOf, overlappingSlots } from './class.rules';

/**
 * The classes API contract (반): the fields of the SPEC §3 `class` group, the request bodies and
 * responses of `/api/insts/:instId/classes…`, `/tuitions`, `/class-teachers` and `/class-images`,
 * used by the server routes, the wizard's forms and the tests. Codes and flags are documented in
 * class.constants (classTpCd, payDtTpCd, showYn) and docs/decisions/0013-class-codes.md.
 */

// ── single fields ────────────────────────────────────────────────────────────

/**
 * Class headcount: a whole number from 1; a value above 9999 is accepted and becomes 9999
 * (SPEC §5), so the JSON Schema says `maximum` nowhere but the stored value never exceeds it.
 */
export const classFixedSchema = labelled(
  z
    .number()
    .int()
    .min(1)
    .overwrite((fixed) => Math.min(fixed, CLASS_FIXED_MAX)),
  '정원',
);

/** `Y`/`N` flags joined by `#`, e.g. `Y#Y#N#N`. */
export const showYnSchema = labelled(z.string().regex(/^[YN](#[YN])*$/), '노출 설정').default(DEFAULT_SHOW_YN);

/** Billing-day rule type code (`010`, `020`, `030`; see class.constants), `010` by default. */
export const payDtTpCdSchema = labelled(z.enum(PAY_DT_TP_CODES), '청구일 기준', 'choice').default(DEFAULT_PAY_DT_TP_CD);

/** Billing day of the month (`1`–`31`), `1` by default. */
export const appointedDtSchema = labelled(z.string().regex(/^([1-9]|[12]\d|3[01])$/), '청구일', 'choice').default(
  DEFAULT_APPOINTED_DT,
);

const requiredText = (label: string, max: number) => labelled(z.string().trim().min(1).max(max), label);

export const classNmSchema = requiredText('반 이름', CLASS_NM_MAX);
export const compulsorySubjectSchema = requiredText('과목', COMPULSORY_SUBJECT_MAX);
export const classTpCdSchema = labelled(z.enum(CLASS_TP_CODES), '수업 유형', 'choice');
export const weekdaySchema = labelled(z.number().int().min(0).max(6), '요일', 'choice');

/** The weekdays the class meets on (0 = Sunday); repeats collapse, the order becomes Sunday first. */
export const lecDaySchema = labelled(
  z
    .array(weekdaySchema)
    .min(1)
    .max(7)
    .overwrite((days) => [...new Set(days)].sort((a, b) => a - b)),
  '수업 요일',
  'choice',
);

export const isoDateSchema = (label: string) => calendarDateSchema(label, 'choice');

/** `HH:MM`, 24-hour. */
export const timeOfDaySchema = (label: string) =>
  labelled(z.string().min(1, { abort: true }).refine(isTimeOfDay), label, 'choice');

/** An optional room: `''` means none (stored as null). */
export const roomSchema = labelled(z.string().trim().max(CLASS_ROOM_MAX), '강의실').default('');

export const SLOT_END_MESSAGE = '끝나는 시간은 시작 시간보다 늦어야 합니다.';
export const SLOT_OVERLAP_MESSAGE = '같은 요일의 다른 수업 시간과 겹칩니다. 시간을 다시 확인해 주세요.';
export const LEC_DAY_WITHOUT_SLOT_MESSAGE = '수업 시간이 없는 요일이 있습니다. 요일마다 수업 시간을 넣어 주세요.';
export const SLOT_DAY_NOT_CHOSEN_MESSAGE = '수업 요일에 없는 요일입니다. 수업 요일을 먼저 선택해 주세요.';
export const LEC_END_BEFORE_START_MESSAGE = '수업 종료일은 시작일과 같거나 그 뒤여야 합니다.';
export const ONE_TO_ONE_FIXED_MESSAGE = '1:1 수업의 정원은 1명입니다.';
export const TEACHER_REQUIRED_MESSAGE = '강사를 선택하거나 새 강사를 추가해 주세요.';
export const TEACHER_BOTH_MESSAGE = '강사는 목록에서 고르거나 새로 추가하는 것 중 하나만 해 주세요.';
export const TUITION_BOTH_MESSAGE = '수강료는 목록에서 고르거나 새로 추가하는 것 중 하나만 해 주세요.';
export const ROUND_REQUIRED_MESSAGE = '회차 단위 수강료는 회차 수를 입력해 주세요.';
export const IMAGES_BOTH_MESSAGE = '기본 이미지와 직접 올린 이미지 중 하나만 선택해 주세요.';
export const ROUND_BILLING_NEEDS_ROUND_TUITION_MESSAGE =
  '회차 소진 시 청구는 회차 단위 수강료에서만 쓸 수 있습니다. 다른 청구 기준을 선택해 주세요.';

/** One weekly slot (lectureList entry): weekday, start and end (`HH:MM`), and a room. */
export const lectureSlotSchema = z
  .object({
    day: weekdaySchema,
    start: timeOfDaySchema('시작 시간'),
    end: timeOfDaySchema('끝나는 시간'),
    room: roomSchema,
  })
  .check((ctx) => {
    const { start, end } = ctx.value;
    if (isTimeOfDay(start) && isTimeOfDay(end) && start >= end) {
      ctx.issues.push({ code: 'custom', path: ['end'], message: SLOT_END_MESSAGE, input: end });
    }
  });

/** The weekly slots of a class: 1–14, no two overlapping on the same weekday. */
export const lectureListSchema = labelled(z.array(lectureSlotSchema).min(1).max(CLASS_SLOTS_MAX), '수업 시간').check(
  (ctx) => {
    for (const [, later] of overlappingSlots(ctx.value)) {
      ctx.issues.push({ code: 'custom', path: [later, 'start'], message: SLOT_OVERLAP_MESSAGE, input: ctx.value });
    }
  },
);

/** A person's name: the SPEC §5 sanitiser (special characters go, no spaces in Korean), 1–30 characters. */
const personName = (label: string) =>
  labelled(
    z
      .string()
      .trim()
      .overwrite(sanitizeText)
      .overwrite((value) => value.trim())
      .min(1)
      .max(30),
    label,
  );

/**
 * A new teacher added on /selectTeacher: a name and a mobile number typed digits only (SPEC §5:
 * other characters are stripped). Creating the class invites them as 강사 (a staff invitation).
 */
export const newTeacherInput = z.object({
  name: personName('강사 이름'),
  number: labelled(z.string().overwrite(digitsOnly).min(1, { abort: true }).refine(isMobileNo), '강사 휴대폰 번호'),
});
export type NewTeacherInput = z.infer<typeof newTeacherInput>;

/** Won, digits only when typed (SPEC §5); at most 1억. */
export const tuitionAmountField = labelled(z.number().int().min(0).max(TUITION_AMOUNT_MAX), '수강료');

/**
 * A tuition: a name and an amount, per month, or per round — `round` rounds for `amount` won, which
 * the SPEC's class group calls roundInfo {round, tuition}.
 */
export const newTuitionInput = z
  .object({
    name: requiredText('수강료 이름', TUITION_NM_MAX),
    billingUnit: labelled(z.enum(TUITION_BILLING_UNITS), '청구 단위', 'choice').default('MONTH'),
    amount: tuitionAmountField,
    round: labelled(z.number().int().min(1).max(TUITION_ROUNDS_MAX), '회차 수').nullable().default(null),
  })
  .check((ctx) => {
    if (ctx.value.billingUnit === 'ROUND' && ctx.value.round === null) {
      ctx.issues.push({ code: 'custom', path: ['round'], message: ROUND_REQUIRED_MESSAGE, input: null });
    }
  });
export type NewTuitionInput = z.input<typeof newTuitionInput>;
export type NewTuition = z.infer<typeof newTuitionInput>;

/** A file this academy uploaded for a class (the name `POST …/class-images` answered). */
export const uploadedImageNameSchema = labelled(
  z.string().regex(new RegExp(`^[0-9a-f-]{36}\\.(${IMAGE_EXTENSIONS.join('|')})$`)),
  '이미지',
);

export const classTagsSchema = labelled(
  z
    .array(labelled(z.string().trim().min(1).max(CLASS_TAG_MAX), '태그'))
    .max(CLASS_TAGS_MAX)
    .overwrite((tags) => [...new Set(tags)]),
  '태그',
).default([]);

// ── the class body (create and edit) ─────────────────────────────────────────

/** /classCreate: what the class is. */
export const classBasicsShape = {
  classNm: classNmSchema,
  compulsorySubject: compulsorySubjectSchema,
  classTpCd: classTpCdSchema,
  fixed: classFixedSchema,
  lecDay: lecDaySchema,
};

/** /classCreate2: when it meets (the teacher and the tuition are chosen on the same step). */
export const classScheduleShape = {
  lecStartDt: isoDateSchema('수업 시작일'),
  /** Null: the class runs until it is closed. */
  lecEndDt: isoDateSchema('수업 종료일').nullable().default(null),
  lectureList: lectureListSchema,
};

/** The tuition: one of the academy's (`tuitionId`), a new one (`newTuition`), or none (both null). */
export const classTuitionShape = {
  tuitionId: z.uuid().nullable().default(null),
  newTuition: newTuitionInput.nullable().default(null),
};

/** /classCreateTF: billing rule, images, what parents and students see, and the introduction. */
export const classPresentationShape = {
  payDtTpCd: payDtTpCdSchema,
  appointedDt: appointedDtSchema,
  /** One of the 5 stock images; null with no uploads shows the first stock image. */
  imageFileNm: labelled(z.enum(CLASS_STOCK_IMAGES), '기본 이미지', 'choice').nullable().default(null),
  uploadImages: labelled(z.array(uploadedImageNameSchema).max(CLASS_UPLOAD_SLOTS), '이미지').default([]),
  showYn: showYnSchema,
  classIntroContent: labelled(z.string().trim().max(CLASS_INTRO_MAX), '수업 소개').default(''),
  tags: classTagsSchema,
};

type ClassBodyShape = {
  classTpCd: string;
  fixed: number;
  lecDay: number[];
  lecStartDt: string;
  lecEndDt: string | null;
  lectureList: { day: number }[];
  tuitionId: string | null;
  newTuition: { billingUnit: string } | null;
  imageFileNm: string | null;
  uploadImages: string[];
};

/** The rules between fields of a class, shared by create and edit. */
function checkClassBody(ctx: z.core.ParsePayload<ClassBodyShape>) {
  const value = ctx.value;
  const issue = (path: PropertyKey[], message: string) =>
    ctx.issues.push({ code: 'custom', path, message, input: value });
  if (value.classTpCd === '020' && value.fixed !== ONE_TO_ONE_FIXED) issue(['fixed'], ONE_TO_ONE_FIXED_MESSAGE);
  if (isIsoDate(value.lecStartDt) && value.lecEndDt !== null && isIsoDate(value.lecEndDt)) {
    if (value.lecEndDt < value.lecStartDt) issue(['lecEndDt'], LEC_END_BEFORE_START_MESSAGE);
  }
  const slotDays = lecDaysOf(value.lectureList);
  value.lectureList.forEach((slot, index) => {
    if (!value.lecDay.includes(slot.day)) issue(['lectureList', index, 'day'], SLOT_DAY_NOT_CHOSEN_MESSAGE);
  });
  if (value.lecDay.some((day) => !slotDays.includes(day))) issue(['lectureList'], LEC_DAY_WITHOUT_SLOT_MESSAGE);
  if (value.tuitionId !== null && value.newTuition !== null) issue(['tuitionId'], TUITION_BOTH_MESSAGE);
  if (value.imageFileNm !== null && value.uploadImages.length > 0) issue(['imageFileNm'], IMAGES_BOTH_MESSAGE);
}

/**
 * POST /api/insts/:instId/classes: the whole wizard in one body. The teacher is one of the
 * academy's staff (`teacherId`) or a new one (`newTeacher`, invited as 강사); the tuition likewise.
 * Everything is written in one transaction.
 */
export const createClassBody = z
  .object({
    ...classBasicsShape,
    ...classScheduleShape,
    teacherId: z.uuid().nullable().default(null),
    newTeacher: newTeacherInput.nullable().default(null),
    ...classTuitionShape,
    ...classPresentationShape,
  })
  .check((ctx) => {
    checkClassBody(ctx);
    const { teacherId, newTeacher } = ctx.value;
    if (teacherId === null && newTeacher === null) {
      ctx.issues.push({ code: 'custom', path: ['teacherId'], message: TEACHER_REQUIRED_MESSAGE, input: null });
    }
    if (teacherId !== null && newTeacher !== null) {
      ctx.issues.push({ code: 'custom', path: ['teacherId'], message: TEACHER_BOTH_MESSAGE, input: teacherId });
    }
  });
export type CreateClassBody = z.infer<typeof createClassBody>;
export type CreateClassInput = z.input<typeof createClassBody>;

/**
 * PATCH /api/insts/:instId/classes/:classId: the class as edited (every field, as on create). The
 * teachers are the academy's staff, the first the main one; invited teachers still pending stay.
 */
export const updateClassBody = z
  .object({
    ...classBasicsShape,
    ...classScheduleShape,
    teacherIds: labelled(z.array(z.uuid()).max(CLASS_TEACHERS_MAX), '강사')
      .overwrite((ids) => [...new Set(ids)])
      .default([]),
    ...classTuitionShape,
    ...classPresentationShape,
  })
  .check(checkClassBody);
export type UpdateClassBody = z.infer<typeof updateClassBody>;
export type UpdateClassInput = z.input<typeof updateClassBody>;

/** POST …/close: 폐강 from a day (default today); enrolments end that day. */
export const closeClassBody = z.object({ closeDate: isoDateSchema('폐강일').optional() });
export type CloseClassBody = z.infer<typeof closeClassBody>;

// ── the wizard's steps (forms) ───────────────────────────────────────────────

/** /classCreate: name, subject, type, headcount and weekdays. */
export const classBasicsForm = z.object(classBasicsShape).check((ctx) => {
  if (ctx.value.classTpCd === '020' && ctx.value.fixed !== ONE_TO_ONE_FIXED) {
    ctx.issues.push({ code: 'custom', path: ['fixed'], message: ONE_TO_ONE_FIXED_MESSAGE, input: ctx.value.fixed });
  }
});
export type ClassBasicsForm = z.infer<typeof classBasicsForm>;
export type ClassBasicsFormInput = z.input<typeof classBasicsForm>;

/** /classCreate2: the period and the weekly slots (an empty end date means none). */
export const classScheduleForm = z
  .object({
    lecDay: lecDaySchema,
    lecStartDt: isoDateSchema('수업 시작일'),
    lecEndDt: labelled(
      z.string().refine((value) => value === '' || isCalendarDate(value)),
      '수업 종료일',
      'choice',
    ),
    lectureList: lectureListSchema,
  })
  .check((ctx) => {
    const { lecDay, lecStartDt, lecEndDt, lectureList } = ctx.value;
    const issue = (path: PropertyKey[], message: string) =>
      ctx.issues.push({ code: 'custom', path, message, input: ctx.value });
    if (lecEndDt !== '' && lecEndDt < lecStartDt) issue(['lecEndDt'], LEC_END_BEFORE_START_MESSAGE);
    lectureList.forEach((slot, index) => {
      if (!lecDay.includes(slot.day)) issue(['lectureList', index, 'day'], SLOT_DAY_NOT_CHOSEN_MESSAGE);
    });
    if (lecDay.some((day) => !lecDaysOf(lectureList).includes(day)))
      issue(['lectureList'], LEC_DAY_WITHOUT_SLOT_MESSAGE);
  });
export type ClassScheduleForm = z.infer<typeof classScheduleForm>;
export type ClassScheduleFormInput = z.input<typeof classScheduleForm>;

/** /classCreateTF: billing rule, what parents see, introduction and tags (images are chosen beside it). */
export const classPresentationForm = z.object({
  payDtTpCd: payDtTpCdSchema,
  appointedDt: appointedDtSchema,
  showYn: showYnSchema,
  classIntroContent: labelled(z.string().trim().max(CLASS_INTRO_MAX), '수업 소개').default(''),
  tags: classTagsSchema,
});
export type ClassPresentationForm = z.infer<typeof classPresentationForm>;
export type ClassPresentationFormInput = z.input<typeof classPresentationForm>;

// ── params and queries ───────────────────────────────────────────────────────

export const classInstParams = z.object({ instId: z.uuid() });
export const classParams = classInstParams.extend({ classId: z.uuid() });
export const enrolmentParams = classParams.extend({ enrolmentId: z.uuid() });
export const classFileParams = z.object({
  instId: z.uuid(),
  fileNm: z.string().regex(/^[0-9a-f-]{36}\.[a-z]{3,4}$/),
});

export const CLASS_LIST_STATUSES = ['open', 'closed', 'all'] as const;

/** The class list: open ones by default; `mine` keeps the classes the asker teaches. */
export const classListQuery = z.object({
  status: labelled(z.enum(CLASS_LIST_STATUSES), '상태', 'choice').default('open'),
  /** Part of a class name, a subject or a teacher's name. */
  q: labelled(z.string().trim().max(CLASS_NM_MAX), '검색어').optional(),
  mine: z.enum(['true', 'false']).optional(),
});
export type ClassListQuery = z.infer<typeof classListQuery>;

// ── responses ────────────────────────────────────────────────────────────────

export const lectureView = z.object({
  lectureId: z.string(),
  day: z.number(),
  start: z.string(),
  end: z.string(),
  room: z.string().nullable(),
});
export type LectureView = z.infer<typeof lectureView>;

export const tuitionView = z.object({
  tuitionId: z.string(),
  tuitionNm: z.string(),
  billingUnit: z.enum(TUITION_BILLING_UNITS),
  amount: z.number(),
  /** Per round: `round` rounds for `tuition` won (SPEC roundInfo); null for a monthly tuition. */
  roundInfo: z.object({ round: z.number(), tuition: z.number() }).nullable(),
});
export type TuitionView = z.infer<typeof tuitionView>;

export const classTeacherView = z.object({ userId: z.string(), userNm: z.string(), isMain: z.boolean() });

export const PENDING_TEACHER_STATES = ['usable', 'expired', 'revoked', 'used'] as const;

/** An invited teacher who has not joined yet; they become the class's teacher when they accept. */
export const pendingTeacherView = z.object({
  inviteId: z.string(),
  teacherNm: z.string(),
  maskedMobileNo: z.string().nullable(),
  state: z.enum(PENDING_TEACHER_STATES),
});
export type PendingTeacherView = z.infer<typeof pendingTeacherView>;

/** Who may do what with this class (the screens show the matching buttons; the server checks again). */
export const classAbilities = z.object({ canEdit: z.boolean(), canEnrol: z.boolean(), canClose: z.boolean() });

export const classListItem = z.object({
  classId: z.string(),
  classNm: z.string(),
  compulsorySubject: z.string().nullable(),
  classTpCd: z.string(),
  status: z.enum(CLASS_STATUSES),
  lecDay: z.array(z.number()),
  lecStartDt: z.string(),
  lecEndDt: z.string().nullable(),
  lectureList: z.array(lectureView),
  teacherNms: z.array(z.string()),
  /** Shown to parents and students only when showYn allows (else null). */
  fixed: z.number().nullable(),
  studentCount: z.number().nullable(),
  /** `/class-images/class001.jpg` or `/api/files/…`. */
  imageUrl: z.string(),
  /** The asker teaches this class. */
  isMine: z.boolean(),
});
export type ClassListItem = z.infer<typeof classListItem>;

export const classListResponse = z.object({
  items: z.array(classListItem),
  /** The asker may create classes (director, or 020 수업 관리). */
  canCreate: z.boolean(),
});
export type ClassListResponse = z.infer<typeof classListResponse>;

/** /classDetail and /classInfo (SPEC classInfo: infomation, teacherList, tuition, classTag, classFileList). */
export const classDetailResponse = z.object({
  classId: z.string(),
  classNm: z.string(),
  compulsorySubject: z.string().nullable(),
  classTpCd: z.string(),
  status: z.enum(CLASS_STATUSES),
  closedAt: z.string().nullable(),
  fixed: z.number().nullable(),
  studentCount: z.number().nullable(),
  lecDay: z.array(z.number()),
  lecStartDt: z.string(),
  lecEndDt: z.string().nullable(),
  lectureList: z.array(lectureView),
  teachers: z.array(classTeacherView),
  pendingTeachers: z.array(pendingTeacherView),
  tuition: tuitionView.nullable(),
  payDtTpCd: z.string().nullable(),
  appointedDt: z.string().nullable(),
  imageFileNm: z.string().nullable(),
  uploadImages: z.array(z.string()),
  /** Every image to show, first the cover: stock or uploaded, as URLs. */
  imageUrls: z.array(z.string()),
  showYn: z.string(),
  classIntroContent: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  abilities: classAbilities,
});
export type ClassDetailResponse = z.infer<typeof classDetailResponse>;

/** What POST /classes answers: the class, and the invitation made for a new teacher (send it next). */
export const createClassResponse = z.object({
  class: classDetailResponse,
  teacherInvite: z
    .object({ inviteId: z.string(), code: z.string(), teacherNm: z.string(), expiresAt: z.string() })
    .nullable(),
});
export type CreateClassResponse = z.infer<typeof createClassResponse>;

// ── teachers and tuitions to choose from ─────────────────────────────────────

/** /selectTeacher: the academy's staff who can teach (원장 020, 실장 030, 강사 050). */
export const teacherCandidatesResponse = z.object({
  teachers: z.array(
    z.object({
      userId: z.string(),
      userNm: z.string(),
      relationCd: z.enum(['020', '030', '050']),
      maskedMobileNo: z.string().nullable(),
    }),
  ),
});
export type TeacherCandidatesResponse = z.infer<typeof teacherCandidatesResponse>;

/** /selectTuition: the academy's tuitions. */
export const tuitionsResponse = z.object({ tuitions: z.array(tuitionView) });
export type TuitionsResponse = z.infer<typeof tuitionsResponse>;

export const createTuitionResponse = z.object({ tuition: tuitionView });

// ── enrolment ────────────────────────────────────────────────────────────────

export const ENROL_END_BEFORE_START_MESSAGE = '수강 종료일은 시작일과 같거나 그 뒤여야 합니다.';

/** POST …/classes/:classId/students: enrol students from a day, optionally until a day. */
export const enrolStudentsBody = z
  .object({
    studentIds: labelled(z.array(z.uuid()).min(1).max(ENROL_BATCH_MAX), '원생').overwrite((ids) => [...new Set(ids)]),
    startDate: isoDateSchema('수강 시작일'),
    endDate: isoDateSchema('수강 종료일').nullable().default(null),
  })
  .check((ctx) => {
    const { startDate, endDate } = ctx.value;
    if (endDate !== null && isIsoDate(startDate) && isIsoDate(endDate) && endDate < startDate) {
      ctx.issues.push({ code: 'custom', path: ['endDate'], message: ENROL_END_BEFORE_START_MESSAGE, input: endDate });
    }
  });
export type EnrolStudentsBody = z.infer<typeof enrolStudentsBody>;
export type EnrolStudentsInput = z.input<typeof enrolStudentsBody>;

/** POST …/students/:enrolmentId/end: the last day of the enrolment. */
export const endEnrolmentBody = z.object({ endDate: isoDateSchema('수강 종료일') });
export type EndEnrolmentBody = z.infer<typeof endEnrolmentBody>;

export const enrolmentView = z.object({
  enrolmentId: z.string(),
  studentId: z.string(),
  studentNm: z.string(),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Enrolled on the asked day (today by default). */
  active: z.boolean(),
});
export type EnrolmentView = z.infer<typeof enrolmentView>;

export const classStudentsResponse = z.object({
  enrolments: z.array(enrolmentView),
  fixed: z.number().nullable(),
  /** Students enrolled today. */
  activeCount: z.number(),
});
export type ClassStudentsResponse = z.infer<typeof classStudentsResponse>;

/** Students of the academy who could join (enrolled or paused, not in the class today). */
export const studentCandidatesQuery = z.object({ q: labelled(z.string().trim().max(30), '검색어').optional() });
export const studentCandidatesResponse = z.object({
  students: z.array(
    z.object({
      studentId: z.string(),
      studentNm: z.string(),
      schoolNm: z.string().nullable(),
      gradeYear: z.number().nullable(),
      status: z.string(),
    }),
  ),
});
export type StudentCandidatesResponse = z.infer<typeof studentCandidatesResponse>;

// ── moving students between classes (ClassMoving) ────────────────────────────

export const CLASS_MOVE_SAME_CLASS_MESSAGE = '옮길 반이 지금 반과 같습니다. 다른 반을 선택해 주세요.';

/**
 * POST /api/insts/:instId/class-moves: move students from one class to another from a day. Each
 * student's enrolment in the old class ends the day before; a new one in the other class starts
 * that day (until the old end, if one was set).
 */
export const moveStudentsBody = z
  .object({
    fromClassId: labelled(z.uuid(), '지금 반', 'choice'),
    toClassId: labelled(z.uuid(), '옮길 반', 'choice'),
    studentIds: labelled(z.array(z.uuid()).min(1).max(ENROL_BATCH_MAX), '옮길 원생').overwrite((ids) => [
      ...new Set(ids),
    ]),
    moveDate: isoDateSchema('옮기는 날'),
  })
  .check((ctx) => {
    const { fromClassId, toClassId } = ctx.value;
    if (fromClassId !== '' && fromClassId === toClassId) {
      ctx.issues.push({
        code: 'custom',
        path: ['toClassId'],
        message: CLASS_MOVE_SAME_CLASS_MESSAGE,
        input: toClassId,
      });
    }
  });
export type MoveStudentsBody = z.infer<typeof moveStudentsBody>;
export type MoveStudentsInput = z.input<typeof moveStudentsBody>;

export const classRef = z.object({ classId: z.string(), classNm: z.string() });

export const classMoveView = z.object({
  moveId: z.string(),
  studentId: z.string(),
  studentNm: z.string(),
  /** The enrolment in the old class, now ending the day before the move. */
  fromEnrolmentId: z.string(),
  /** The new enrolment in the other class, from the move day. */
  toEnrolmentId: z.string(),
});

export const moveStudentsResponse = z.object({
  fromClass: classRef,
  toClass: classRef,
  moveDate: z.string(),
  moves: z.array(classMoveView),
});
export type MoveStudentsResponse = z.infer<typeof moveStudentsResponse>;

// ── images ───────────────────────────────────────────────────────────────────

/** POST /api/insts/:instId/class-images (multipart, one image): the stored name to put in `uploadImages`. */
export const uploadClassImageResponse = z.object({ fileNm: z.string(), url: z.string() });
export type UploadClassImageResponse = z.infer<typeof uploadClassImageResponse>;

/** Where a class image is served: stock images ship with the web app, uploads come from the API. */
export function classImageUrl(instId: string, fileNm: string): string {
  return (CLASS_STOCK_IMAGES as readonly string[]).includes(fileNm)
    ? `/class-images/${fileNm}`
    : `/api/files/${instId}/class-images/${fileNm}`;
}
