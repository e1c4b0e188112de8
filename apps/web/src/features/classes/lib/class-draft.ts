import type { ClassTpCd, PayDtTpCd } from '@academy/domain/class/class.constants';
import type { ClassDetailResponse, CreateClassInput, UpdateClassInput } from '@academy/domain/class/class.schema';
import { type ClassSlotDraft, type ClassState, initialClassState } from '../../../store/class-slice';

/**
 * The wizard's draft (SPEC §3 `class` group) ↔ the API's bodies. The draft keeps what the three
 * steps typed; the final step turns it into one `POST /classes` (or `PATCH` when editing).
 */

const tagsOf = (draft: ClassState) => draft.tags;
const uploadsOf = (draft: ClassState) => draft.uploadImages.filter((name): name is string => Boolean(name));

function commonBody(draft: ClassState) {
  const uploads = uploadsOf(draft);
  return {
    classNm: draft.classNm,
    compulsorySubject: draft.compulsorySubject,
    // Checked by the schema before sending (and by the server): a draft may still hold ''.
    classTpCd: draft.classTpCd as ClassTpCd,
    fixed: draft.fixed ?? 0,
    lecDay: draft.lecDay,
    lecStartDt: draft.lecStartDt,
    lecEndDt: draft.lecEndDt === '' ? null : draft.lecEndDt,
    lectureList: draft.lectureList,
    tuitionId: draft.tuitionId,
    newTuition: draft.newTuition,
    payDtTpCd: draft.payDtTpCd as PayDtTpCd,
    appointedDt: draft.appointedDt,
    imageFileNm: uploads.length > 0 ? null : draft.stockImage,
    uploadImages: uploads,
    showYn: draft.showYn,
    classIntroContent: draft.classIntroContent,
    tags: tagsOf(draft),
  };
}

export function toCreateBody(draft: ClassState): CreateClassInput {
  return { ...commonBody(draft), teacherId: draft.teacherId, newTeacher: draft.newTeacher };
}

export function toUpdateBody(draft: ClassState): UpdateClassInput {
  const teacherIds = [draft.teacherId, ...draft.otherTeacherIds].filter((id): id is string => Boolean(id));
  return { ...commonBody(draft), teacherIds };
}

/** A class loaded into the draft to edit it with the same three steps. */
export function draftFromClass(detail: ClassDetailResponse): ClassState {
  const [main, ...others] = detail.teachers;
  const uploads = [...detail.uploadImages];
  return {
    ...initialClassState,
    editingClassId: detail.classId,
    classNm: detail.classNm,
    compulsorySubject: detail.compulsorySubject ?? '',
    classTpCd: detail.classTpCd,
    fixed: detail.fixed,
    lecDay: detail.lecDay,
    lecStartDt: detail.lecStartDt,
    lecEndDt: detail.lecEndDt ?? '',
    teacherId: main?.userId ?? null,
    teacherNm: main?.userNm ?? '',
    otherTeacherIds: others.map((teacher) => teacher.userId),
    tuitionId: detail.tuition?.tuitionId ?? null,
    tuitionNm: detail.tuition?.tuitionNm ?? '',
    roundInfo: detail.tuition?.roundInfo ?? { round: null, tuition: null },
    payDtTpCd: detail.payDtTpCd ?? initialClassState.payDtTpCd,
    appointedDt: detail.appointedDt ?? initialClassState.appointedDt,
    lectureList: detail.lectureList.map(
      (slot): ClassSlotDraft => ({ day: slot.day, start: slot.start, end: slot.end, room: slot.room ?? '' }),
    ),
    classIntroContent: detail.classIntroContent ?? '',
    stockImage: uploads.length > 0 ? null : ((detail.imageFileNm as ClassState['stockImage']) ?? null),
    uploadImages: initialClassState.uploadImages.map((_, index) => uploads[index] ?? null),
    showYn: detail.showYn,
    tags: detail.tags,
  };
}

/** Slots for the chosen days: the ones already typed for those days, and one 16:00–17:00 for a new day. */
export function slotsForDays(days: readonly number[], current: readonly ClassSlotDraft[]): ClassSlotDraft[] {
  const kept = current.filter((slot) => days.includes(slot.day));
  const added = days
    .filter((day) => !kept.some((slot) => slot.day === day))
    .map((day): ClassSlotDraft => ({ day, start: '16:00', end: '17:00', room: kept[0]?.room ?? '' }));
  const order = (day: number) => (day === 0 ? 7 : day);
  return [...kept, ...added].sort((a, b) => order(a.day) - order(b.day) || a.start.localeCompare(b.start));
}

/** `중등, 내신 , ,심화` → `['중등', '내신', '심화']`. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
