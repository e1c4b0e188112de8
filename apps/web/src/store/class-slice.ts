import {
  CLASS_UPLOAD_SLOTS,
  type ClassStockImage,
  DEFAULT_APPOINTED_DT,
  DEFAULT_PAY_DT_TP_CD,
  DEFAULT_SHOW_YN,
  type TuitionBillingUnit,
} from '@academy/domain/class/class.constants';
import { createSessionGroup } from './session-group';

/** A teacher typed in on /selectTeacher (invited when the class is created). */
export type ClassTeacherDraft = { name: string; number: string };
/** A tuition typed in on /selectTuition (created with the class). */
export type ClassTuitionDraft = { name: string; amount: number; billingUnit: TuitionBillingUnit; round: number | null };
/** Per round: `round` rounds for `tuition` won (null for a monthly tuition or none). */
export type ClassRoundInfo = { round: number | null; tuition: number | null };
/** One weekly slot as the wizard holds it (`HH:MM`, room '' for none). */
export type ClassSlotDraft = { day: number; start: string; end: string; room: string };

/**
 * SPEC §3 class: the class being created (/classCreate → /classCreate2 → /classCreateTF) or edited,
 * kept in session storage so a refresh keeps the draft. Codes: classTpCd, payDtTpCd and showYn as
 * in packages/domain/src/class/class.constants.ts.
 */
export type ClassState = {
  /** null while creating; the class's id while editing it. */
  editingClassId: string | null;
  classNm: string;
  compulsorySubject: string;
  classTpCd: string;
  /** Headcount; SPEC §5 caps it at CLASS_FIXED_MAX. */
  fixed: number | null;
  /** Weekdays, 0 (일) … 6 (토). */
  lecDay: number[];
  lecStartDt: string;
  /** '' when the class runs until it is closed. */
  lecEndDt: string;
  /** The teacher chosen from the academy's staff (the main one). */
  teacherId: string | null;
  /** The chosen or typed teacher's name, to show on the steps. */
  teacherNm: string;
  /** Editing: the class's other teachers, kept as they are. */
  otherTeacherIds: string[];
  tuitionId: string | null;
  tuitionNm: string;
  /** Billing rule code (default DEFAULT_PAY_DT_TP_CD). */
  payDtTpCd: string;
  /** Billing day (default DEFAULT_APPOINTED_DT). */
  appointedDt: string;
  lectureList: ClassSlotDraft[];
  /** The chosen tuition's rounds, when it is billed per round. */
  roundInfo: ClassRoundInfo;
  classIntroContent: string;
  /** One of CLASS_STOCK_IMAGES, or null for none. */
  stockImage: ClassStockImage | null;
  /** Stored names of the images in the CLASS_UPLOAD_SLOTS upload slots; null is an empty slot. */
  uploadImages: (string | null)[];
  /** '#'-joined Y/N display flags (default DEFAULT_SHOW_YN). */
  showYn: string;
  tags: string[];
  /** A teacher added on the spot (instead of teacherId). */
  newTeacher: ClassTeacherDraft | null;
  /** A tuition added on the spot (instead of tuitionId). */
  newTuition: ClassTuitionDraft | null;
};

export const initialClassState: ClassState = {
  editingClassId: null,
  classNm: '',
  compulsorySubject: '',
  classTpCd: '',
  fixed: null,
  lecDay: [],
  lecStartDt: '',
  lecEndDt: '',
  teacherId: null,
  teacherNm: '',
  otherTeacherIds: [],
  tuitionId: null,
  tuitionNm: '',
  payDtTpCd: DEFAULT_PAY_DT_TP_CD,
  appointedDt: DEFAULT_APPOINTED_DT,
  lectureList: [],
  roundInfo: { round: null, tuition: null },
  classIntroContent: '',
  stockImage: null,
  uploadImages: Array.from({ length: CLASS_UPLOAD_SLOTS }, () => null),
  showYn: DEFAULT_SHOW_YN,
  tags: [],
  newTeacher: null,
  newTuition: null,
};

export const classSlice = createSessionGroup('class', initialClassState);
export const { patch: patchClass, reset: resetClass } = classSlice.actions;
