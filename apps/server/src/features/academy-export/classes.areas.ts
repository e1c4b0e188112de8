import {
  CLASS_TP_LABELS,
  type ClassTpCd,
  PAY_DT_TP_LABELS,
  type PayDtTpCd,
  SHOW_YN_FLAGS,
  SHOW_YN_LABELS,
  TUITION_BILLING_UNIT_LABELS,
} from '@academy/domain/class/class.constants';
import { showYnFlagsOf } from '@academy/domain/class/class.rules';
import { WEEKDAY_LABELS } from '@academy/domain/format/format.date';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/** Tuitions, classes and everything hanging off them: timetables, teachers, enrolments, moves, sessions. */

const CLASS_STATUS_LABELS = { open: '운영 중', closed: '폐강' } as const;
const SESSION_KIND_LABELS = { cancel: '휴강', reschedule: '일정 변경', makeup: '보강' } as const;

const weekday = (day: number) => WEEKDAY_LABELS[day] ?? String(day);

/** `Y#Y#N#N` as the flags that are on: '수업 소개 공개, 강사 공개'. */
function shownFlags(showYn: string): string {
  const flags = showYnFlagsOf(showYn);
  const on = SHOW_YN_FLAGS.filter((flag) => flags[flag]).map((flag) => SHOW_YN_LABELS[flag]);
  return on.length > 0 ? on.join(', ') : '모두 비공개';
}

export const tuitionsArea = defineArea(
  'tuitions',
  (db, { instId }) =>
    db
      .selectFrom('tuitions as t')
      .select(['t.id', 't.tuition_nm', 't.amount', 't.billing_unit', 't.rounds', 't.created_at'])
      .where(ofInst(instId, 't'))
      .orderBy('t.created_at')
      .orderBy('t.id'),
  (c) => [
    c.jsonOnly('tuitionId', '수강료 ID', (row) => row.id),
    c.text('tuitionNm', '수강료 이름', 16, (row) => row.tuition_nm),
    c.number('amount', '금액(원)', 12, (row) => row.amount),
    c.coded('billingUnit', '청구 단위', 10, (row) => row.billing_unit, TUITION_BILLING_UNIT_LABELS),
    c.number('rounds', '회차', 6, (row) => row.rounds),
    c.instant('createdAt', '만든 일시', (row) => row.created_at),
  ],
);

export const classesArea = defineArea(
  'classes',
  (db, { instId }) =>
    db
      .selectFrom('classes as c')
      .leftJoin('tuitions as t', (join) => join.onRef('t.inst_id', '=', 'c.inst_id').onRef('t.id', '=', 'c.tuition_id'))
      .select([
        'c.id',
        'c.class_nm',
        'c.compulsory_subject',
        'c.class_tp_cd',
        'c.fixed',
        'c.lec_days',
        'c.lec_start_dt',
        'c.lec_end_dt',
        'c.tuition_id',
        't.tuition_nm',
        'c.pay_dt_tp_cd',
        'c.appointed_dt',
        'c.show_yn',
        'c.class_intro_content',
        'c.tags',
        'c.status',
        'c.closed_at',
        'c.created_at',
      ])
      .where(ofInst(instId, 'c'))
      .orderBy('c.class_nm')
      .orderBy('c.id'),
  (c) => [
    c.jsonOnly('classId', '반 ID', (row) => row.id),
    c.text('classNm', '반 이름', 20, (row) => row.class_nm),
    c.text('subject', '과목', 10, (row) => row.compulsory_subject),
    c.coded('classTpCd', '수업 형태', 10, (row) => row.class_tp_cd as ClassTpCd, CLASS_TP_LABELS),
    c.number('fixed', '정원', 6, (row) => row.fixed),
    c.shown(
      'lecDays',
      '수업 요일',
      12,
      (row) => row.lec_days,
      (days) => days.map(weekday).join(', '),
    ),
    c.date('lecStartDt', '개강일', (row) => row.lec_start_dt),
    c.date('lecEndDt', '종강일', (row) => row.lec_end_dt),
    c.jsonOnly('tuitionId', '수강료 ID', (row) => row.tuition_id),
    c.text('tuitionNm', '수강료', 16, (row) => row.tuition_nm),
    c.coded('payDtTpCd', '청구 기준', 18, (row) => row.pay_dt_tp_cd as PayDtTpCd, PAY_DT_TP_LABELS),
    c.text('appointedDt', '청구일', 6, (row) => row.appointed_dt),
    c.shown('showYn', '공개 설정', 30, (row) => row.show_yn, shownFlags),
    c.text('intro', '수업 소개', 40, (row) => row.class_intro_content),
    c.list('tags', '태그', 20, (row) => row.tags),
    c.coded('status', '상태', 8, (row) => row.status, CLASS_STATUS_LABELS),
    c.instant('closedAt', '폐강일시', (row) => row.closed_at),
    c.instant('createdAt', '만든 일시', (row) => row.created_at),
  ],
);

export const classLecturesArea = defineArea(
  'classLectures',
  (db, { instId }) =>
    db
      .selectFrom('class_lectures as l')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'l.inst_id').onRef('c.id', '=', 'l.class_id'))
      .select(['l.id', 'l.class_id', 'c.class_nm', 'l.weekday', 'l.start_time', 'l.end_time', 'l.room'])
      .where(ofInst(instId, 'l'))
      .orderBy('c.class_nm')
      .orderBy('l.weekday')
      .orderBy('l.start_time')
      .orderBy('l.id'),
  (c) => [
    c.jsonOnly('lectureId', '수업 시간 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.shown('weekday', '요일', 6, (row) => row.weekday, weekday),
    c.time('startTime', '시작', (row) => row.start_time),
    c.time('endTime', '끝', (row) => row.end_time),
    c.text('room', '강의실', 10, (row) => row.room),
  ],
);

export const classTeachersArea = defineArea(
  'classTeachers',
  (db, { instId }) =>
    db
      .selectFrom('class_teachers as t')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 't.inst_id').onRef('c.id', '=', 't.class_id'))
      .innerJoin('users as u', 'u.id', 't.user_id')
      .select(['t.class_id', 'c.class_nm', 't.user_id', 'u.user_nm', 't.is_main'])
      .where(ofInst(instId, 't'))
      .orderBy('c.class_nm')
      .orderBy('t.class_id')
      .orderBy('t.is_main', 'desc')
      .orderBy('t.user_id'),
  (c) => [
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('userId', '회원 ID', (row) => row.user_id),
    c.text('teacherNm', '강사', 12, (row) => row.user_nm),
    c.flag('isMain', '담임', (row) => row.is_main),
  ],
);

export const classPendingTeachersArea = defineArea(
  'classPendingTeachers',
  (db, { instId }) =>
    db
      .selectFrom('class_pending_teachers as p')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'p.inst_id').onRef('c.id', '=', 'p.class_id'))
      .select(['p.class_id', 'c.class_nm', 'p.invite_id', 'p.teacher_nm', 'p.is_main', 'p.created_at'])
      .where(ofInst(instId, 'p'))
      .orderBy('c.class_nm')
      .orderBy('p.created_at')
      .orderBy('p.invite_id'),
  (c) => [
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('inviteId', '초대 ID', (row) => row.invite_id),
    c.text('teacherNm', '강사', 12, (row) => row.teacher_nm),
    c.flag('isMain', '담임', (row) => row.is_main),
    c.instant('createdAt', '초대일시', (row) => row.created_at),
  ],
);

export const enrolmentsArea = defineArea(
  'enrolments',
  (db, { instId }) =>
    db
      .selectFrom('class_students as e')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'e.inst_id').onRef('c.id', '=', 'e.class_id'))
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'e.inst_id').onRef('s.id', '=', 'e.student_id'),
      )
      .select([
        'e.id',
        'e.class_id',
        'c.class_nm',
        'e.student_id',
        's.student_nm',
        'e.start_date',
        'e.end_date',
        'e.created_at',
      ])
      .where(ofInst(instId, 'e'))
      .orderBy('c.class_nm')
      .orderBy('s.student_nm')
      .orderBy('e.start_date')
      .orderBy('e.id'),
  (c) => [
    c.jsonOnly('enrolmentId', '수강 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.date('startDate', '수강 시작일', (row) => row.start_date),
    c.date('endDate', '수강 종료일', (row) => row.end_date),
    c.instant('createdAt', '등록일시', (row) => row.created_at),
  ],
);

export const classMovesArea = defineArea(
  'classMoves',
  (db, { instId }) =>
    db
      .selectFrom('class_moves as m')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'm.inst_id').onRef('s.id', '=', 'm.student_id'),
      )
      .innerJoin('classes as f', (join) =>
        join.onRef('f.inst_id', '=', 'm.inst_id').onRef('f.id', '=', 'm.from_class_id'),
      )
      .innerJoin('classes as t', (join) =>
        join.onRef('t.inst_id', '=', 'm.inst_id').onRef('t.id', '=', 'm.to_class_id'),
      )
      .leftJoin('users as u', 'u.id', 'm.moved_by')
      .select([
        'm.id',
        'm.student_id',
        's.student_nm',
        'm.from_class_id',
        'f.class_nm as from_class_nm',
        'm.to_class_id',
        't.class_nm as to_class_nm',
        'm.move_date',
        'u.user_nm as moved_by_nm',
        'm.created_at',
      ])
      .where(ofInst(instId, 'm'))
      .orderBy('m.move_date')
      .orderBy('m.created_at')
      .orderBy('m.id'),
  (c) => [
    c.jsonOnly('moveId', '반 이동 ID', (row) => row.id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.jsonOnly('fromClassId', '이전 반 ID', (row) => row.from_class_id),
    c.text('fromClassNm', '이전 반', 20, (row) => row.from_class_nm),
    c.jsonOnly('toClassId', '옮긴 반 ID', (row) => row.to_class_id),
    c.text('toClassNm', '옮긴 반', 20, (row) => row.to_class_nm),
    c.date('moveDate', '이동일', (row) => row.move_date),
    c.text('movedByNm', '처리한 사람', 12, (row) => row.moved_by_nm),
    c.instant('createdAt', '처리일시', (row) => row.created_at),
  ],
);

export const classSessionsArea = defineArea(
  'classSessions',
  (db, { instId }) =>
    db
      .selectFrom('class_sessions as x')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'x.inst_id').onRef('c.id', '=', 'x.class_id'))
      .leftJoin('users as u', 'u.id', 'x.created_by')
      .select([
        'x.id',
        'x.class_id',
        'c.class_nm',
        'x.kind',
        'x.original_date',
        'x.session_date',
        'x.start_time',
        'x.end_time',
        'x.room',
        'x.reason',
        'u.user_nm as created_by_nm',
        'x.created_at',
      ])
      .where(ofInst(instId, 'x'))
      .orderBy('x.created_at')
      .orderBy('x.id'),
  (c) => [
    c.jsonOnly('sessionId', '일정 ID', (row) => row.id),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.coded('kind', '구분', 9, (row) => row.kind, SESSION_KIND_LABELS),
    c.date('originalDate', '원래 수업일', (row) => row.original_date),
    c.date('sessionDate', '바뀐 수업일', (row) => row.session_date),
    c.time('startTime', '시작', (row) => row.start_time),
    c.time('endTime', '끝', (row) => row.end_time),
    c.text('room', '강의실', 10, (row) => row.room),
    c.text('reason', '사유', 30, (row) => row.reason),
    c.text('createdByNm', '등록한 사람', 12, (row) => row.created_by_nm),
    c.instant('createdAt', '등록일시', (row) => row.created_at),
  ],
);

export const makeupStudentsArea = defineArea(
  'makeupStudents',
  (db, { instId }) =>
    db
      .selectFrom('class_session_students as m')
      .innerJoin('class_sessions as x', (join) =>
        join.onRef('x.inst_id', '=', 'm.inst_id').onRef('x.id', '=', 'm.session_id'),
      )
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'x.inst_id').onRef('c.id', '=', 'x.class_id'))
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'm.inst_id').onRef('s.id', '=', 'm.student_id'),
      )
      .select([
        'm.session_id',
        'c.class_nm',
        'x.session_date',
        'm.student_id',
        's.student_nm',
        'm.absence_id',
        'm.created_at',
      ])
      .where(ofInst(instId, 'm'))
      .orderBy('x.session_date')
      .orderBy('m.session_id')
      .orderBy('s.student_nm')
      .orderBy('m.student_id'),
  (c) => [
    c.jsonOnly('sessionId', '일정 ID', (row) => row.session_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.date('sessionDate', '보강일', (row) => row.session_date),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.jsonOnly('absenceId', '보강하는 결석 ID', (row) => row.absence_id),
    c.instant('createdAt', '등록일시', (row) => row.created_at),
  ],
);
