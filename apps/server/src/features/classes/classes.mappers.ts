import { CLASS_STOCK_IMAGES, type TuitionBillingUnit } from '@academy/domain/class/class.constants';
import { showYnFlagsOf, toHhMm } from '@academy/domain/class/class.rules';
import {
  type ClassDetailResponse,
  type ClassListItem,
  classImageUrl,
  type LectureView,
  type PendingTeacherView,
  type TuitionView,
} from '@academy/domain/class/class.schema';
import { maskPhoneNo } from '@academy/domain/phone/phone.rules';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import type { TeacherRow } from '../../platform/classes/class-teachers';
import { inviteState } from '../../platform/invites/invites';
import { abilitiesFor } from './classes.access';
import type { ClassRow, LectureRow, PendingTeacherRow, TuitionRow } from './classes.queries';

/** Rows → the API's views. What parents and students see follows the class's showYn flags. */

export const toLectureView = (row: LectureRow): LectureView => ({
  lectureId: row.id,
  day: row.weekday,
  start: toHhMm(row.start_time),
  end: toHhMm(row.end_time),
  room: row.room,
});

export const toTuitionView = (row: TuitionRow): TuitionView => ({
  tuitionId: row.id,
  tuitionNm: row.tuition_nm,
  billingUnit: row.billing_unit as TuitionBillingUnit,
  amount: row.amount,
  roundInfo: row.billing_unit === 'ROUND' && row.rounds !== null ? { round: row.rounds, tuition: row.amount } : null,
});

export function toPendingTeacherView(row: PendingTeacherRow, now: Date): PendingTeacherView {
  return {
    inviteId: row.invite_id,
    teacherNm: row.teacher_nm,
    maskedMobileNo: row.target_mobile_no ? maskPhoneNo(row.target_mobile_no) : null,
    state: inviteState(row, now),
  };
}

/** The images of a class as URLs, the cover first: its uploads, else its stock image (class001 by default). */
export function imageUrlsOf(instId: string, row: Pick<ClassRow, 'image_file_nm' | 'upload_images'>): string[] {
  if (row.upload_images.length > 0) return row.upload_images.map((fileNm) => classImageUrl(instId, fileNm));
  return [classImageUrl(instId, row.image_file_nm ?? CLASS_STOCK_IMAGES[0])];
}

const groupBy = <T extends { class_id: string }>(rows: readonly T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.class_id, [...(map.get(row.class_id) ?? []), row]);
  return map;
};

export type ClassRelated = {
  lectures: readonly LectureRow[];
  teachers: readonly TeacherRow[];
  pending: readonly PendingTeacherRow[];
  counts: Map<string, number>;
};

export function groupRelated(related: ClassRelated) {
  return {
    lectures: groupBy(related.lectures),
    teachers: groupBy(related.teachers),
    pending: groupBy(related.pending),
    counts: related.counts,
  };
}

const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toListItem(
  instId: string,
  caller: Caller,
  row: ClassRow,
  related: ReturnType<typeof groupRelated>,
): ClassListItem {
  const show = isStaffCaller(caller) ? null : showYnFlagsOf(row.show_yn);
  const teachers = related.teachers.get(row.id) ?? [];
  return {
    classId: row.id,
    classNm: row.class_nm,
    compulsorySubject: row.compulsory_subject,
    classTpCd: row.class_tp_cd,
    status: row.status,
    lecDay: [...row.lec_days].sort((a, b) => a - b),
    lecStartDt: row.lec_start_dt,
    lecEndDt: row.lec_end_dt,
    lectureList: (related.lectures.get(row.id) ?? []).map(toLectureView),
    teacherNms: !show || show.teachers ? teachers.map((teacher) => teacher.user_nm) : [],
    fixed: !show || show.fixed ? row.fixed : null,
    studentCount: !show || show.fixed ? (related.counts.get(row.id) ?? 0) : null,
    imageUrl: imageUrlsOf(instId, row)[0] as string,
    isMine: teachers.some((teacher) => teacher.user_id === caller.userId),
  };
}

export function toDetail(
  instId: string,
  caller: Caller,
  row: ClassRow,
  related: ReturnType<typeof groupRelated>,
  tuition: TuitionRow | null,
  now: Date,
): ClassDetailResponse {
  const show = isStaffCaller(caller) ? null : showYnFlagsOf(row.show_yn);
  const visible = (flag: 'intro' | 'teachers' | 'tuition' | 'fixed') => !show || show[flag];
  return {
    classId: row.id,
    classNm: row.class_nm,
    compulsorySubject: row.compulsory_subject,
    classTpCd: row.class_tp_cd,
    status: row.status,
    closedAt: isoOf(row.closed_at),
    fixed: visible('fixed') ? row.fixed : null,
    studentCount: visible('fixed') ? (related.counts.get(row.id) ?? 0) : null,
    lecDay: [...row.lec_days].sort((a, b) => a - b),
    lecStartDt: row.lec_start_dt,
    lecEndDt: row.lec_end_dt,
    lectureList: (related.lectures.get(row.id) ?? []).map(toLectureView),
    teachers: visible('teachers')
      ? (related.teachers.get(row.id) ?? []).map((teacher) => ({
          userId: teacher.user_id,
          userNm: teacher.user_nm,
          isMain: teacher.is_main,
        }))
      : [],
    pendingTeachers: isStaffCaller(caller)
      ? (related.pending.get(row.id) ?? []).map((p) => toPendingTeacherView(p, now))
      : [],
    tuition: visible('tuition') && tuition ? toTuitionView(tuition) : null,
    payDtTpCd: visible('tuition') ? row.pay_dt_tp_cd : null,
    appointedDt: visible('tuition') ? row.appointed_dt : null,
    imageFileNm: row.image_file_nm,
    uploadImages: visible('intro') ? row.upload_images : [],
    imageUrls: visible('intro') ? imageUrlsOf(instId, row) : imageUrlsOf(instId, { ...row, upload_images: [] }),
    showYn: row.show_yn,
    classIntroContent: visible('intro') ? row.class_intro_content : null,
    tags: row.tags,
    createdAt: new Date(row.created_at).toISOString(),
    abilities: abilitiesFor(caller, row.status),
  };
}
