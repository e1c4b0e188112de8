import { PERM } from '@academy/domain/access/access.permissions';
import { RELATION_CD } from '@academy/domain/access/access.roles';
import { type IsoDate, isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { lecDaysOf, minutesOfDay, roomConflictMessage, roomKey } from '@academy/domain/class/class.rules';
import {
  type ClassDetailResponse,
  type ClassListQuery,
  type ClassListResponse,
  type CloseClassBody,
  type CreateClassBody,
  type CreateClassResponse,
  type NewTeacherInput,
  type NewTuition,
  ROUND_BILLING_NEEDS_ROUND_TUITION_MESSAGE,
  type UpdateClassBody,
} from '@academy/domain/class/class.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { maskPhoneNo } from '@academy/domain/phone/phone.rules';
import type { Executor } from '../../db/database';
import { type Caller, callerHolds, isStaffCaller } from '../../platform/access/access';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { teachersOf } from '../../platform/classes/class-teachers';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { createInvite } from '../../platform/invites/invites';
import { notify } from '../../platform/notifications/notify';
import { ofInst } from '../../platform/tenancy/of-inst';
import { groupRelated, toDetail, toListItem } from './classes.mappers';
import {
  activeCounts,
  activeStaffIds,
  type ClassRow,
  findClass,
  findTuition,
  insertTuition,
  lecturesOf,
  listClasses,
  liveStaffInviteByMobile,
  pendingTeachersOf,
  roomSlots,
  staffByMobile,
  type TuitionRow,
} from './classes.queries';
import { attachClassImages } from './images.service';

/**
 * Classes (반): the list (/v3/class/MainPage, ClassMainSearchList, ClassSelectPage), the detail
 * (/classDetail, /classInfo), creating one from the wizard in one transaction (class, weekly slots,
 * teachers or a teacher's invitation, tuition), editing and closing (폐강).
 */

const today = (ctx: AppContext) => businessDateOf(ctx.clock.now());

// ── reading ──────────────────────────────────────────────────────────────────

async function relatedOf(db: Executor, instId: string, classIds: string[], day: IsoDate) {
  const [lectures, teachers, pending, counts] = await Promise.all([
    lecturesOf(db, instId, classIds),
    teachersOf(db, instId, classIds),
    pendingTeachersOf(db, instId, classIds),
    activeCounts(db, instId, classIds, day),
  ]);
  return groupRelated({ lectures, teachers, pending, counts });
}

export async function classDetail(
  ctx: AppContext,
  db: Executor,
  caller: Caller,
  row: ClassRow,
): Promise<ClassDetailResponse> {
  const [related, tuition] = await Promise.all([
    relatedOf(db, caller.instId, [row.id], today(ctx)),
    row.tuition_id ? findTuition(db, caller.instId, row.tuition_id) : Promise.resolve(undefined),
  ]);
  return toDetail(caller.instId, caller, row, related, tuition ?? null, ctx.clock.now());
}

export async function listClassesOf(
  ctx: AppContext,
  caller: Caller,
  query: ClassListQuery,
): Promise<ClassListResponse> {
  const { instId } = caller;
  const db = ctx.db;
  const rows = await listClasses(db, caller, {
    status: query.status,
    q: query.q,
    teacherUserId: query.mine === 'true' ? caller.userId : null,
  });
  const related = await relatedOf(
    db,
    instId,
    rows.map((row) => row.id),
    today(ctx),
  );
  return {
    items: rows.map((row) => toListItem(instId, caller, row, related)),
    canCreate: isStaffCaller(caller) && callerHolds(caller, PERM.classes),
  };
}

export async function getClass(
  ctx: AppContext,
  caller: Caller,
  input: { classId: string },
): Promise<ClassDetailResponse> {
  const db = ctx.db;
  const row = await findClass(db, caller.instId, input.classId, { visibleTo: caller });
  if (!row) throw new AppError('NOT_FOUND');
  return classDetail(ctx, db, caller, row);
}

// ── checks shared by create and edit ─────────────────────────────────────────

type ClassFields = Pick<
  CreateClassBody,
  'lecStartDt' | 'lecEndDt' | 'lectureList' | 'payDtTpCd' | 'tuitionId' | 'newTuition' | 'uploadImages'
>;

/** The tuition the class will have: an existing one of the academy, a new one (inserted here), or none. */
async function resolveTuition(
  ctx: AppContext,
  db: Executor,
  caller: Caller,
  body: Pick<ClassFields, 'tuitionId' | 'newTuition'>,
): Promise<TuitionRow | null> {
  if (body.tuitionId) {
    const row = await findTuition(db, caller.instId, body.tuitionId);
    if (!row) throw new AppError('TUITION_NOT_FOUND', undefined, { tuitionId: '선택한 수강료를 찾을 수 없습니다.' });
    return row;
  }
  if (body.newTuition) return createTuitionRow(ctx, db, caller, body.newTuition);
  return null;
}

/** Inserts a tuition with its audit row (money). */
export async function createTuitionRow(
  ctx: AppContext,
  db: Executor,
  caller: Caller,
  tuition: NewTuition,
): Promise<TuitionRow> {
  const now = ctx.clock.now();
  const id = newId();
  const rounds = tuition.billingUnit === 'ROUND' ? tuition.round : null;
  await insertTuition(db, caller.instId, { id, ...tuition, rounds }, now);
  await writeAudit(db, {
    instId: caller.instId,
    actorUserId: caller.userId,
    action: 'tuition.create',
    target: auditTarget('tuition', id),
    before: null,
    after: { tuitionNm: tuition.name, amount: tuition.amount, billingUnit: tuition.billingUnit, rounds },
    at: now,
  });
  return { id, tuition_nm: tuition.name, amount: tuition.amount, billing_unit: tuition.billingUnit, rounds };
}

function assertBillingRule(payDtTpCd: string, tuition: TuitionRow | null) {
  if (payDtTpCd === '030' && tuition?.billing_unit !== 'ROUND') {
    throw new AppError('VALIDATION_FAILED', undefined, { payDtTpCd: ROUND_BILLING_NEEDS_ROUND_TUITION_MESSAGE });
  }
}

const periodsOverlap = (aStart: IsoDate, aEnd: IsoDate | null, bStart: IsoDate, bEnd: IsoDate | null) =>
  (aEnd === null || bStart <= aEnd) && (bEnd === null || aStart <= bEnd);

/** Another open class in the same room at an overlapping time and period → 409, naming it. */
async function assertRoomsFree(db: Executor, instId: string, classId: string | null, body: ClassFields) {
  const wanted = body.lectureList.map((slot, index) => ({ ...slot, index, key: roomKey(slot.room) }));
  if (!wanted.some((slot) => slot.key)) return;
  const taken = await roomSlots(db, instId, classId);
  const fields: Record<string, string> = {};
  let first: string | undefined;
  for (const slot of wanted) {
    if (!slot.key) continue;
    const clash = taken.find(
      (other) =>
        roomKey(other.room) === slot.key &&
        other.weekday === slot.day &&
        minutesOfDay(other.start_time) < minutesOfDay(slot.end) &&
        minutesOfDay(slot.start) < minutesOfDay(other.end_time) &&
        periodsOverlap(other.lec_start_dt, other.lec_end_dt, body.lecStartDt, body.lecEndDt),
    );
    if (!clash) continue;
    const message = roomConflictMessage(clash.class_nm, slot.room);
    fields[`lectureList.${slot.index}.room`] = message;
    first ??= message;
  }
  if (first) throw new AppError('CLASS_ROOM_CONFLICT', first, fields);
}

async function assertStaff(db: Executor, instId: string, userIds: readonly string[], field: string) {
  const staff = await activeStaffIds(db, instId, userIds);
  if (userIds.some((id) => !staff.has(id))) {
    throw new AppError('CLASS_TEACHER_NOT_FOUND', undefined, { [field]: '선택한 강사를 찾을 수 없습니다.' });
  }
}

async function writeSlots(db: Executor, instId: string, classId: string, body: ClassFields) {
  await db.deleteFrom('class_lectures').where(ofInst(instId)).where('class_id', '=', classId).execute();
  await db
    .insertInto('class_lectures')
    .values(
      body.lectureList.map((slot) => ({
        inst_id: instId,
        id: newId(),
        class_id: classId,
        weekday: slot.day,
        start_time: slot.start,
        end_time: slot.end,
        room: slot.room.trim() === '' ? null : slot.room.trim(),
      })),
    )
    .execute();
}

/** The teachers of a class; the first one is the main teacher when `firstIsMain`. */
async function insertTeachers(
  db: Executor,
  instId: string,
  classId: string,
  teacherIds: readonly string[],
  options: { firstIsMain: boolean },
) {
  if (teacherIds.length === 0) return;
  await db
    .insertInto('class_teachers')
    .values(
      teacherIds.map((userId, index) => ({
        inst_id: instId,
        class_id: classId,
        user_id: userId,
        is_main: index === 0 && options.firstIsMain,
      })),
    )
    .execute();
}

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

function classValues(body: CreateClassBody | UpdateClassBody, tuition: TuitionRow | null) {
  return {
    class_nm: body.classNm,
    compulsory_subject: body.compulsorySubject,
    class_tp_cd: body.classTpCd,
    fixed: body.fixed,
    lec_days: lecDaysOf(body.lectureList),
    lec_start_dt: body.lecStartDt,
    lec_end_dt: body.lecEndDt,
    tuition_id: tuition?.id ?? null,
    pay_dt_tp_cd: body.payDtTpCd,
    appointed_dt: body.appointedDt,
    image_file_nm: body.uploadImages.length > 0 ? null : body.imageFileNm,
    upload_images: body.uploadImages,
    show_yn: body.showYn,
    class_intro_content: emptyToNull(body.classIntroContent),
    tags: body.tags,
  };
}

/** What the audit keeps of a class: its fields without the long introduction. */
function auditView(values: ReturnType<typeof classValues>, teacherIds: readonly string[]) {
  const { class_intro_content: _intro, ...rest } = values;
  return { ...rest, teacherIds };
}

// ── create ───────────────────────────────────────────────────────────────────

type TeacherChoice =
  | { kind: 'staff'; userId: string }
  | {
      kind: 'invite';
      inviteId: string;
      code: string;
      teacherNm: string;
      expiresAt: Date;
      created: boolean;
    };

/**
 * The teacher of a new class: a staff member chosen from the list, or someone typed in. A typed
 * number that belongs to a staff member picks them; one with a live teacher invitation reuses it;
 * otherwise a new staff invitation (강사, 050) is created, and the class keeps the teacher as pending.
 * Inviting (or answering a live invitation's code) is hiring staff, so it needs 직원 등록·수정 (032).
 */
async function resolveTeacher(
  ctx: AppContext,
  db: Executor,
  caller: Caller,
  body: { teacherId: string | null; newTeacher: NewTeacherInput | null },
): Promise<TeacherChoice> {
  if (body.teacherId) {
    await assertStaff(db, caller.instId, [body.teacherId], 'teacherId');
    return { kind: 'staff', userId: body.teacherId };
  }
  const teacher = body.newTeacher as NewTeacherInput;
  const staff = await staffByMobile(db, caller.instId, teacher.number);
  if (staff) return { kind: 'staff', userId: staff.user_id };
  if (!callerHolds(caller, PERM.staffWrite)) throw new AppError('CLASS_TEACHER_INVITE_FORBIDDEN');
  const now = ctx.clock.now();
  const live = await liveStaffInviteByMobile(db, caller.instId, teacher.number, now);
  if (live) {
    return {
      kind: 'invite',
      inviteId: live.id,
      code: live.code,
      teacherNm: teacher.name,
      expiresAt: new Date(live.expires_at),
      created: false,
    };
  }
  const invite = await createInvite(db, {
    instId: caller.instId,
    purpose: 'staff',
    relationCd: RELATION_CD.teacher,
    targetNm: teacher.name,
    targetMobileNo: teacher.number,
    createdBy: caller.userId,
    now,
  });
  await writeAudit(db, {
    instId: caller.instId,
    actorUserId: caller.userId,
    action: 'employee.invite',
    target: auditTarget('invite', invite.id),
    before: null,
    after: {
      relationCd: RELATION_CD.teacher,
      targetNm: teacher.name,
      maskedMobileNo: maskPhoneNo(teacher.number),
      via: 'class',
    },
    at: now,
  });
  return {
    kind: 'invite',
    inviteId: invite.id,
    code: invite.code,
    teacherNm: teacher.name,
    expiresAt: invite.expiresAt,
    created: true,
  };
}

async function notifyTeachers(
  db: Executor,
  caller: Caller,
  classId: string,
  classNm: string,
  userIds: readonly string[],
  now: Date,
) {
  await notify(
    db,
    userIds
      .filter((userId) => userId !== caller.userId)
      .map((userId) => ({
        userId,
        instId: caller.instId,
        type: 'class-teacher-assigned',
        title: '담당 반이 생겼습니다',
        body: `'${classNm}' 반의 강사로 지정되었습니다.`,
        link: `/classDetail?classId=${classId}`,
        now,
      })),
  );
}

/**
 * POST /classes: the class, its weekly slots, its teacher (or the pending invitation of a new one)
 * and its tuition (an existing one or a new one), in one transaction with their audit rows. A
 * teacher who creates a class (holding 020) teaches it too, so they keep seeing it.
 */
export async function createClass(
  ctx: AppContext,
  creator: Caller,
  body: CreateClassBody,
): Promise<CreateClassResponse> {
  const { instId } = creator;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (db) => {
    await attachClassImages(db, { instId, fileNms: body.uploadImages, now });
    await assertRoomsFree(db, instId, null, body);
    const teacher = await resolveTeacher(ctx, db, creator, body);
    const tuition = await resolveTuition(ctx, db, creator, body);
    assertBillingRule(body.payDtTpCd, tuition);

    const classId = newId();
    const values = classValues(body, tuition);
    await db
      .insertInto('classes')
      .values({ inst_id: instId, id: classId, ...values, created_by: creator.userId, created_at: now, updated_at: now })
      .execute();
    await writeSlots(db, instId, classId, body);

    const teacherIds = teacher.kind === 'staff' ? [teacher.userId] : [];
    if (creator.role === 'TEACHER' && !teacherIds.includes(creator.userId)) teacherIds.push(creator.userId);
    await insertTeachers(db, instId, classId, teacherIds, { firstIsMain: teacher.kind === 'staff' });
    if (teacher.kind === 'invite') {
      await db
        .insertInto('class_pending_teachers')
        .values({
          inst_id: instId,
          class_id: classId,
          invite_id: teacher.inviteId,
          teacher_nm: teacher.teacherNm,
          is_main: true,
          created_at: now,
        })
        .execute();
    }
    await writeAudit(db, {
      instId,
      actorUserId: creator.userId,
      action: 'class.create',
      target: auditTarget('class', classId),
      before: null,
      after: {
        ...auditView(values, teacherIds),
        ...(teacher.kind === 'invite' ? { pendingInviteId: teacher.inviteId } : {}),
      },
      at: now,
    });
    await notifyTeachers(db, creator, classId, body.classNm, teacherIds, now);

    const row = await findClass(db, instId, classId);
    if (!row) throw new Error('the new class is missing');
    return {
      class: await classDetail(ctx, db, creator, row),
      teacherInvite:
        teacher.kind === 'invite'
          ? {
              inviteId: teacher.inviteId,
              code: teacher.code,
              teacherNm: teacher.teacherNm,
              expiresAt: teacher.expiresAt.toISOString(),
            }
          : null,
    };
  });
}

// ── edit and close ───────────────────────────────────────────────────────────

/** A class the caller can see, locked for a write; a closed class is refused. */
export async function classForWrite(db: Executor, caller: Caller, classId: string): Promise<ClassRow> {
  const row = await findClass(db, caller.instId, classId, { visibleTo: caller, lock: true });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status === 'closed') throw new AppError('CLASS_CLOSED');
  return row;
}

/**
 * PATCH /classes/:classId: every field as edited. The weekly slots and the teachers are replaced
 * (invited teachers still pending stay); a teacher editing their own class stays on it.
 */
export async function updateClass(
  ctx: AppContext,
  editor: Caller,
  input: { classId: string; change: UpdateClassBody },
): Promise<ClassDetailResponse> {
  const { instId } = editor;
  const { classId, change: body } = input;
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (db) => {
    const before = await classForWrite(db, editor, classId);
    await attachClassImages(db, {
      instId,
      fileNms: body.uploadImages,
      now,
      replacing: { classId, fileNms: before.upload_images },
    });
    const teacherIds = [...body.teacherIds];
    if (editor.role === 'TEACHER' && !teacherIds.includes(editor.userId)) teacherIds.push(editor.userId);
    await assertStaff(db, instId, body.teacherIds, 'teacherIds');
    await assertRoomsFree(db, instId, classId, body);
    const tuition = await resolveTuition(ctx, db, editor, body);
    assertBillingRule(body.payDtTpCd, tuition);

    const previousTeachers = await teachersOf(db, instId, [classId]);
    const values = classValues(body, tuition);
    await db
      .updateTable('classes')
      .set({ ...values, updated_at: now })
      .where(ofInst(instId))
      .where('id', '=', classId)
      .execute();
    await writeSlots(db, instId, classId, body);
    await db.deleteFrom('class_teachers').where(ofInst(instId)).where('class_id', '=', classId).execute();
    await insertTeachers(db, instId, classId, teacherIds, { firstIsMain: true });
    const { class_intro_content: _intro, created_at: _created, closed_at: _closed, ...was } = before;
    await writeAudit(db, {
      instId,
      actorUserId: editor.userId,
      action: 'class.update',
      target: auditTarget('class', classId),
      before: { ...was, teacherIds: previousTeachers.map((teacher) => teacher.user_id) },
      after: auditView(values, teacherIds),
      at: now,
    });
    const added = teacherIds.filter((id) => !previousTeachers.some((teacher) => teacher.user_id === id));
    await notifyTeachers(db, editor, classId, body.classNm, added, now);
    const row = await findClass(db, instId, classId);
    if (!row) throw new Error('the class vanished');
    return classDetail(ctx, db, editor, row);
  });
}

export const CLOSE_DATE_FUTURE_MESSAGE =
  '폐강일은 오늘이나 그 전이어야 합니다. 앞으로 끝낼 반은 수업 종료일을 바꿔 주세요.';

/**
 * POST /classes/:classId/close (폐강): the class ends on the close day (default today, never
 * later): it becomes read-only, its period ends that day, enrolments still running end that day, and
 * enrolments that would only have started later are removed. History (attendance) stays.
 */
export async function closeClass(
  ctx: AppContext,
  closer: Caller,
  input: { classId: string } & CloseClassBody,
): Promise<ClassDetailResponse> {
  const { instId } = closer;
  const { classId } = input;
  const now = ctx.clock.now();
  const closeDate = input.closeDate ?? today(ctx);
  if (!isIsoDate(closeDate) || closeDate > today(ctx)) {
    throw new AppError('VALIDATION_FAILED', undefined, { closeDate: CLOSE_DATE_FUTURE_MESSAGE });
  }
  return ctx.db.transaction().execute(async (db) => {
    const before = await classForWrite(db, closer, classId);
    const lecEndDt = before.lec_end_dt !== null && before.lec_end_dt < closeDate ? before.lec_end_dt : closeDate;
    await db
      .updateTable('classes')
      .set({ status: 'closed', closed_at: now, lec_end_dt: lecEndDt, updated_at: now })
      .where(ofInst(instId))
      .where('id', '=', classId)
      .execute();
    const removed = await db
      .deleteFrom('class_students')
      .where(ofInst(instId))
      .where('class_id', '=', classId)
      .where('start_date', '>', closeDate)
      .executeTakeFirst();
    const ended = await db
      .updateTable('class_students')
      .set({ end_date: closeDate })
      .where(ofInst(instId))
      .where('class_id', '=', classId)
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>', closeDate)]))
      .executeTakeFirst();
    await writeAudit(db, {
      instId,
      actorUserId: closer.userId,
      action: 'class.close',
      target: auditTarget('class', classId),
      before: { status: before.status, lecEndDt: before.lec_end_dt },
      after: {
        status: 'closed',
        lecEndDt,
        closeDate,
        enrolmentsEnded: Number(ended.numUpdatedRows),
        enrolmentsRemoved: Number(removed.numDeletedRows),
      },
      at: now,
    });
    const row = await findClass(db, instId, classId);
    if (!row) throw new Error('the class vanished');
    return classDetail(ctx, db, closer, row);
  });
}
