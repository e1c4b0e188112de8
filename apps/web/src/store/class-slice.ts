import {
  CLASS_UPLOAD_SLOTS,
  type ClassStockImage,
  DEFAULT_APPOINTED_DT,
  DEFAULT_PAY_DT_TP_CD,
  DEFAULT_SHOW_YN,
} from '@academy/domain/class/class.constants';
import { createSessionGroup } from './session-group';

export type ClassTeacherDraft = { name: string; number: string };
export type ClassTuitionDraft = { name: string; amount: number };
export type ClassRoundInfo = { round: number | null; tuition: number | null };

/** SPEC §3 class: the class being created or edited. */
export type ClassState = {
  classNm: string;
  compulsorySubject: string;
  classTpCd: string;
  /** Headcount; SPEC §5 caps it at CLASS_FIXED_MAX. */
  fixed: number | null;
  lecDay: string[];
  lecStartDt: string;
  lecEndDt: string;
  teacherId: string | null;
  tuitionId: string | null;
  /** Billing rule code (default DEFAULT_PAY_DT_TP_CD). */
  payDtTpCd: string;
  /** Billing day (default DEFAULT_APPOINTED_DT). */
  appointedDt: string;
  lectureList: unknown[];
  roundInfo: ClassRoundInfo;
  classIntroContent: string;
  /** One of CLASS_STOCK_IMAGES, or null for none. */
  stockImage: ClassStockImage | null;
  /** File names in the CLASS_UPLOAD_SLOTS upload slots; null is an empty slot. */
  uploadImages: (string | null)[];
  /** '#'-joined Y/N display flags (default DEFAULT_SHOW_YN). */
  showYn: string;
  /** Teachers added on the spot while creating the class. */
  newTeachers: ClassTeacherDraft[];
  /** Tuitions added on the spot while creating the class. */
  newTuitions: ClassTuitionDraft[];
};

export const initialClassState: ClassState = {
  classNm: '',
  compulsorySubject: '',
  classTpCd: '',
  fixed: null,
  lecDay: [],
  lecStartDt: '',
  lecEndDt: '',
  teacherId: null,
  tuitionId: null,
  payDtTpCd: DEFAULT_PAY_DT_TP_CD,
  appointedDt: DEFAULT_APPOINTED_DT,
  lectureList: [],
  roundInfo: { round: null, tuition: null },
  classIntroContent: '',
  stockImage: null,
  uploadImages: Array.from({ length: CLASS_UPLOAD_SLOTS }, () => null),
  showYn: DEFAULT_SHOW_YN,
  newTeachers: [],
  newTuitions: [],
};

export const classSlice = createSessionGroup('class', initialClassState);
export const { patch: patchClass, reset: resetClass } = classSlice.actions;
