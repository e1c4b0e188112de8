import { ACADEMY_EXPORT_AUDIT_ACTIONS } from '@academy/domain/academy-export/academy-export.rules';
import { ATTENDANCE_STATUS_LABELS } from '@academy/domain/attendance/attendance.rules';
import { auditActionLabel } from '@academy/domain/employees/employees.rules';
import {
  NOTICE_HISTORY_ACTIONS,
  NOTICE_HISTORY_LABELS,
  type NoticeHistoryAction,
} from '@academy/domain/notice/notice.constants';
import type { UploadPurpose } from '@academy/domain/uploads/uploads.purposes';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * What happened day by day: attendance, the front desk's visits, breaks and devices, notifications,
 * the files the academy uploaded (their details; the bytes stay in the app: notices' pictures and
 * attachments and the feed's files among them) and the change history (notices' and the feed's too).
 * A device's token is never exported, only who unlocked it and when.
 */

const ATTENDANCE_SOURCE_LABELS = { teacher: '강사 입력', desk: '출결 데스크', auto: '자동 결석' } as const;
/** The feed's moderation, as its history names it. */
const FEED_AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  'feed.board.delete': '피드 게시글 삭제',
  'feed.board.hide': '피드 게시글 숨김',
  'feed.board.unhide': '피드 게시글 숨김 해제',
  'feed.comment.delete': '피드 댓글 삭제',
  'feed.comment.hide': '피드 댓글 숨김',
  'feed.comment.unhide': '피드 댓글 숨김 해제',
  'feed.report.dismiss': '피드 신고 그대로 두기',
};

/** `notice.update` as `공지 수정`: a notice's history is kept as `notice.<action>` rows. */
function noticeActionText(action: string): string | undefined {
  const step = action.startsWith('notice.') ? action.slice('notice.'.length) : '';
  return (NOTICE_HISTORY_ACTIONS as readonly string[]).includes(step)
    ? `공지 ${NOTICE_HISTORY_LABELS[step as NoticeHistoryAction]}`
    : undefined;
}

/** An audit action in Korean where the app names it; other actions as they are written. */
const auditActionText = (action: string) =>
  (ACADEMY_EXPORT_AUDIT_ACTIONS as Readonly<Record<string, string>>)[action] ??
  FEED_AUDIT_ACTIONS[action] ??
  noticeActionText(action) ??
  auditActionLabel(action);

const UPLOAD_PURPOSE_LABELS: Record<UploadPurpose, string> = {
  profile: '프로필 사진',
  'inst-logo': '학원 로고',
  'class-image': '반 이미지',
  'notice-image': '공지 사진',
  'notice-file': '공지 첨부 파일',
  'feed-file': '피드·알림장 파일',
  'cash-book-receipt': '입출금 영수증',
  'chat-file': '채팅 파일',
  'homework-file': '숙제 자료',
  'homework-submission': '숙제 제출 파일',
  'study-material': '학습 자료 파일',
};

export const attendanceArea = defineArea(
  'attendance',
  (db, { instId }) =>
    db
      .selectFrom('attendance as a')
      .innerJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 'a.inst_id').onRef('c.id', '=', 'a.class_id'))
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'a.inst_id').onRef('s.id', '=', 'a.student_id'),
      )
      .leftJoin('users as u', 'u.id', 'a.marked_by')
      .select([
        'a.id',
        'a.attend_date',
        'a.class_id',
        'c.class_nm',
        'a.student_id',
        's.student_nm',
        'a.status',
        'a.memo',
        'a.source',
        'a.makeup_for_id',
        'u.user_nm as marked_by_nm',
        'a.marked_at',
      ])
      .where(ofInst(instId, 'a'))
      .orderBy('a.attend_date')
      .orderBy('c.class_nm')
      .orderBy('s.student_nm')
      .orderBy('a.id'),
  (c) => [
    c.jsonOnly('attendanceId', '출결 ID', (row) => row.id),
    c.date('attendDate', '수업일', (row) => row.attend_date),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.text('classNm', '반', 20, (row) => row.class_nm),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.coded('status', '출결', 6, (row) => row.status, ATTENDANCE_STATUS_LABELS),
    c.text('memo', '메모', 30, (row) => row.memo),
    c.coded('source', '입력 방법', 10, (row) => row.source, ATTENDANCE_SOURCE_LABELS),
    c.jsonOnly('makeupForId', '보강하는 결석 ID', (row) => row.makeup_for_id),
    c.text('markedByNm', '입력한 사람', 12, (row) => row.marked_by_nm),
    c.instant('markedAt', '입력일시', (row) => row.marked_at),
  ],
);

export const deskVisitsArea = defineArea(
  'deskVisits',
  (db, { instId }) =>
    db
      .selectFrom('desk_visits as v')
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'v.inst_id').onRef('s.id', '=', 'v.student_id'),
      )
      .select(['v.id', 'v.business_date', 'v.student_id', 's.student_nm', 'v.check_in_at', 'v.check_out_at'])
      .where(ofInst(instId, 'v'))
      .orderBy('v.business_date')
      .orderBy('v.check_in_at')
      .orderBy('v.id'),
  (c) => [
    c.jsonOnly('visitId', '등원 ID', (row) => row.id),
    c.date('businessDate', '날짜', (row) => row.business_date),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.instant('checkInAt', '등원', (row) => row.check_in_at),
    c.instant('checkOutAt', '하원', (row) => row.check_out_at),
  ],
);

export const deskBreaksArea = defineArea(
  'deskBreaks',
  (db, { instId }) =>
    db
      .selectFrom('desk_breaks as b')
      .innerJoin('desk_visits as v', (join) =>
        join.onRef('v.inst_id', '=', 'b.inst_id').onRef('v.id', '=', 'b.visit_id'),
      )
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'v.inst_id').onRef('s.id', '=', 'v.student_id'),
      )
      .select(['b.id', 'b.visit_id', 'v.business_date', 's.student_nm', 'b.out_at', 'b.back_at'])
      .where(ofInst(instId, 'b'))
      .orderBy('b.out_at')
      .orderBy('b.id'),
  (c) => [
    c.jsonOnly('breakId', '외출 ID', (row) => row.id),
    c.jsonOnly('visitId', '등원 ID', (row) => row.visit_id),
    c.date('businessDate', '날짜', (row) => row.business_date),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.instant('outAt', '외출', (row) => row.out_at),
    c.instant('backAt', '복귀', (row) => row.back_at),
  ],
);

export const deskDevicesArea = defineArea(
  'deskDevices',
  (db, { instId }) =>
    db
      .selectFrom('desk_devices as d')
      .leftJoin('users as u', 'u.id', 'd.unlocked_by')
      .select(['d.id', 'u.user_nm as unlocked_by_nm', 'd.created_at', 'd.expires_at', 'd.revoked_at'])
      .where(ofInst(instId, 'd'))
      .orderBy('d.created_at')
      .orderBy('d.id'),
  (c) => [
    c.jsonOnly('deviceId', '기기 ID', (row) => row.id),
    c.text('unlockedByNm', '잠금 해제한 사람', 14, (row) => row.unlocked_by_nm),
    c.instant('createdAt', '잠금 해제 일시', (row) => row.created_at),
    c.instant('expiresAt', '만료일시', (row) => row.expires_at),
    c.instant('revokedAt', '해제 취소 일시', (row) => row.revoked_at),
  ],
);

export const notificationsArea = defineArea(
  'notifications',
  (db, { instId }) =>
    db
      .selectFrom('notifications as n')
      .leftJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.id', 'n.user_id', 'u.user_nm', 'n.type', 'n.title', 'n.body', 'n.link', 'n.created_at', 'n.read_at'])
      .where(ofInst(instId, 'n'))
      .orderBy('n.created_at')
      .orderBy('n.id'),
  (c) => [
    c.jsonOnly('notificationId', '알림 ID', (row) => row.id),
    c.jsonOnly('userId', '받는 회원 ID', (row) => row.user_id),
    c.text('recipientNm', '받는 사람', 12, (row) => row.user_nm),
    c.jsonOnly('type', '종류', (row) => row.type),
    c.text('title', '제목', 24, (row) => row.title),
    c.text('body', '내용', 50, (row) => row.body),
    c.text('link', '연결 화면', 24, (row) => row.link),
    c.instant('createdAt', '보낸 일시', (row) => row.created_at),
    c.instant('readAt', '읽은 일시', (row) => row.read_at),
  ],
);

export const filesArea = defineArea(
  'files',
  (db, { instId }) =>
    db
      .selectFrom('uploads as f')
      .leftJoin('users as u', 'u.id', 'f.owner_user_id')
      .select([
        'f.id',
        'f.purpose',
        'f.original_nm',
        'f.content_type',
        'f.size_bytes',
        'u.user_nm as owner_nm',
        'f.created_at',
        'f.attached_at',
      ])
      .where(ofInst(instId, 'f'))
      .orderBy('f.created_at')
      .orderBy('f.id'),
  (c) => [
    c.jsonOnly('fileId', '파일 ID', (row) => row.id),
    c.coded('purpose', '용도', 10, (row) => row.purpose, UPLOAD_PURPOSE_LABELS),
    c.text('originalNm', '파일 이름', 24, (row) => row.original_nm),
    c.text('contentType', '형식', 12, (row) => row.content_type),
    c.number('sizeBytes', '크기(바이트)', 12, (row) => row.size_bytes),
    c.text('ownerNm', '올린 사람', 12, (row) => row.owner_nm),
    c.instant('createdAt', '올린 일시', (row) => row.created_at),
    c.instant('attachedAt', '사용 시작 일시', (row) => row.attached_at),
  ],
);

export const auditLogArea = defineArea(
  'auditLog',
  (db, { instId }) =>
    db
      .selectFrom('audit_log as a')
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.at',
        'a.actor_user_id',
        'u.user_nm as actor_nm',
        'a.action',
        'a.target',
        'a.before',
        'a.after',
      ])
      .where(ofInst(instId, 'a'))
      .orderBy('a.at')
      .orderBy('a.id'),
  (c) => [
    c.jsonOnly('auditId', '기록 ID', (row) => row.id),
    c.instant('at', '일시', (row) => row.at),
    c.jsonOnly('actorUserId', '처리한 회원 ID', (row) => row.actor_user_id),
    c.text('actorNm', '처리한 사람', 12, (row) => row.actor_nm),
    c.shown('action', '작업', 20, (row) => row.action, auditActionText),
    c.text('target', '대상', 46, (row) => row.target),
    c.object('before', '이전', (row) => row.before),
    c.object('after', '이후', (row) => row.after),
  ],
);
