import { NOTICE_AUDIENCE_LABELS } from '@academy/domain/notice/notice.constants';
import { sql } from 'kysely';
import { ofInst } from '../../platform/tenancy/of-inst';
import { defineArea } from './export-columns';

/**
 * The academy's notices (공지): what was written and how it was sent, whom the writer chose, the
 * children and people it went to, and who read it and pressed 확인했습니다. Deleted notices are kept
 * (with when and by whom); their history (작성, 수정, 발송, 다시 알림, 삭제) is in the change history.
 * Pictures and attachments are named here and listed with the academy's files; their bytes stay in the app.
 */

const TARGET_KIND_LABELS = { class: '반', student: '원생', staff: '직원' } as const;
const RECIPIENT_KIND_LABELS = { family: '원생·보호자', staff: '직원' } as const;

/** The names of a notice's uploads in their order (`column` is one of its upload id arrays). */
const uploadNames = (column: 'image_upload_ids' | 'file_upload_ids') =>
  sql<string[]>`array(
    select u.original_nm
      from unnest(${sql.ref(`n.${column}`)}) with ordinality as f(upload_id, position)
      join uploads u on u.id = f.upload_id and u.inst_id = n.inst_id
     order by f.position)`;

/** How many rows of a notice's table belong to the notice. */
const countOf = (table: 'notice_students' | 'notice_recipients' | 'notice_reads', where = sql`true`) =>
  sql<number>`(select count(*)::int from ${sql.table(table)} x
     where x.inst_id = n.inst_id and x.notice_id = n.id and ${where})`;

export const noticesArea = defineArea(
  'notices',
  (db, { instId }) =>
    db
      .selectFrom('notices as n')
      .innerJoin('users as w', 'w.id', 'n.writer_user_id')
      .leftJoin('users as d', 'd.id', 'n.deleted_by')
      .select([
        'n.id',
        'n.title',
        'n.content',
        'w.user_nm as writer_nm',
        'n.audience_kind',
        'n.pinned',
        'n.confirm_requested',
        'n.alim_talk',
        'n.advertising',
        'n.send_at',
        'n.publish_at',
        'n.sent_at',
        'n.image_upload_ids',
        'n.file_upload_ids',
        'n.created_at',
        'n.edited_at',
        'n.deleted_at',
        'd.user_nm as deleted_by_nm',
        uploadNames('image_upload_ids').as('image_names'),
        uploadNames('file_upload_ids').as('file_names'),
        countOf('notice_students').as('student_count'),
        countOf('notice_recipients').as('recipient_count'),
        countOf('notice_reads').as('read_count'),
        countOf('notice_reads', sql`x.confirmed_at is not null`).as('confirmed_count'),
      ])
      .where(ofInst(instId, 'n'))
      .orderBy('n.publish_at')
      .orderBy('n.id'),
  (c) => [
    c.jsonOnly('noticeId', '공지 ID', (row) => row.id),
    c.text('title', '제목', 24, (row) => row.title),
    c.text('content', '내용', 50, (row) => row.content),
    c.text('writerNm', '작성자', 12, (row) => row.writer_nm),
    c.coded('audienceKind', '받는 대상', 10, (row) => row.audience_kind, NOTICE_AUDIENCE_LABELS),
    c.flag('pinned', '상단 고정', (row) => row.pinned),
    c.flag('confirmRequested', '확인 요청', (row) => row.confirm_requested),
    c.flag('alimTalk', '알림톡 발송', (row) => row.alim_talk),
    c.flag('advertising', '광고', (row) => row.advertising),
    c.instant('sendAt', '예약 발송 일시', (row) => row.send_at),
    c.instant('publishAt', '게시 일시', (row) => row.publish_at),
    c.instant('sentAt', '발송 일시', (row) => row.sent_at),
    c.number('studentCount', '받는 원생 수', 10, (row) => row.student_count),
    c.number('recipientCount', '받는 사람 수', 10, (row) => row.recipient_count),
    c.number('readCount', '읽은 사람 수', 10, (row) => row.read_count),
    c.number('confirmedCount', '확인한 사람 수', 10, (row) => row.confirmed_count),
    c.jsonOnly('imageFileIds', '사진 파일 ID', (row) => row.image_upload_ids),
    c.list('imageNames', '사진', 24, (row) => row.image_names),
    c.jsonOnly('attachmentFileIds', '첨부 파일 ID', (row) => row.file_upload_ids),
    c.list('attachmentNames', '첨부 파일', 24, (row) => row.file_names),
    c.instant('createdAt', '작성일시', (row) => row.created_at),
    c.instant('editedAt', '수정일시', (row) => row.edited_at),
    c.instant('deletedAt', '삭제일시', (row) => row.deleted_at),
    c.text('deletedByNm', '삭제한 사람', 12, (row) => row.deleted_by_nm),
  ],
);

export const noticeTargetsArea = defineArea(
  'noticeTargets',
  (db, { instId }) =>
    db
      .selectFrom('notice_targets as t')
      .innerJoin('notices as n', (join) => join.onRef('n.inst_id', '=', 't.inst_id').onRef('n.id', '=', 't.notice_id'))
      .leftJoin('classes as c', (join) => join.onRef('c.inst_id', '=', 't.inst_id').onRef('c.id', '=', 't.class_id'))
      .leftJoin('students as s', (join) => join.onRef('s.inst_id', '=', 't.inst_id').onRef('s.id', '=', 't.student_id'))
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.notice_id',
        'n.title',
        't.class_id',
        'c.class_nm',
        't.student_id',
        's.student_nm',
        't.user_id',
        'u.user_nm',
      ])
      .where(ofInst(instId, 't'))
      .orderBy('n.publish_at')
      .orderBy('n.id')
      .orderBy('t.id'),
  (c) => [
    c.jsonOnly('targetId', '대상 ID', (row) => row.id),
    c.jsonOnly('noticeId', '공지 ID', (row) => row.notice_id),
    c.text('noticeTitle', '공지', 24, (row) => row.title),
    c.coded(
      'kind',
      '대상 종류',
      8,
      (row) => (row.class_id ? 'class' : row.student_id ? 'student' : 'staff'),
      TARGET_KIND_LABELS,
    ),
    c.jsonOnly('classId', '반 ID', (row) => row.class_id),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.jsonOnly('userId', '직원 회원 ID', (row) => row.user_id),
    c.text('targetNm', '대상', 20, (row) => row.class_nm ?? row.student_nm ?? row.user_nm),
  ],
);

export const noticeStudentsArea = defineArea(
  'noticeStudents',
  (db, { instId }) =>
    db
      .selectFrom('notice_students as ns')
      .innerJoin('notices as n', (join) =>
        join.onRef('n.inst_id', '=', 'ns.inst_id').onRef('n.id', '=', 'ns.notice_id'),
      )
      .innerJoin('students as s', (join) =>
        join.onRef('s.inst_id', '=', 'ns.inst_id').onRef('s.id', '=', 'ns.student_id'),
      )
      .select(['ns.notice_id', 'n.title', 'ns.student_id', 's.student_nm'])
      .where(ofInst(instId, 'ns'))
      .orderBy('n.publish_at')
      .orderBy('n.id')
      .orderBy('s.student_nm')
      .orderBy('ns.student_id'),
  (c) => [
    c.jsonOnly('noticeId', '공지 ID', (row) => row.notice_id),
    c.text('noticeTitle', '공지', 24, (row) => row.title),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
  ],
);

export const noticeRecipientsArea = defineArea(
  'noticeRecipients',
  (db, { instId }) =>
    db
      .selectFrom('notice_recipients as r')
      .innerJoin('notices as n', (join) => join.onRef('n.inst_id', '=', 'r.inst_id').onRef('n.id', '=', 'r.notice_id'))
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('students as s', (join) => join.onRef('s.inst_id', '=', 'r.inst_id').onRef('s.id', '=', 'r.student_id'))
      .select(['r.notice_id', 'n.title', 'r.user_id', 'u.user_nm', 'r.student_id', 's.student_nm', 'r.relation'])
      .where(ofInst(instId, 'r'))
      .orderBy('n.publish_at')
      .orderBy('n.id')
      .orderBy('s.student_nm')
      .orderBy('u.user_nm')
      .orderBy('r.user_id'),
  (c) => [
    c.jsonOnly('noticeId', '공지 ID', (row) => row.notice_id),
    c.text('noticeTitle', '공지', 24, (row) => row.title),
    c.jsonOnly('userId', '받는 회원 ID', (row) => row.user_id),
    c.text('recipientNm', '받는 사람', 12, (row) => row.user_nm),
    c.coded('kind', '구분', 10, (row) => (row.student_id ? 'family' : 'staff'), RECIPIENT_KIND_LABELS),
    c.jsonOnly('studentId', '원생 ID', (row) => row.student_id),
    c.text('studentNm', '원생', 12, (row) => row.student_nm),
    c.text('relation', '관계', 8, (row) => row.relation),
  ],
);

export const noticeReadsArea = defineArea(
  'noticeReads',
  (db, { instId }) =>
    db
      .selectFrom('notice_reads as r')
      .innerJoin('notices as n', (join) => join.onRef('n.inst_id', '=', 'r.inst_id').onRef('n.id', '=', 'r.notice_id'))
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.notice_id', 'n.title', 'r.user_id', 'u.user_nm', 'r.read_at', 'r.confirmed_at'])
      .where(ofInst(instId, 'r'))
      .orderBy('n.publish_at')
      .orderBy('n.id')
      .orderBy('r.read_at')
      .orderBy('r.user_id'),
  (c) => [
    c.jsonOnly('noticeId', '공지 ID', (row) => row.notice_id),
    c.text('noticeTitle', '공지', 24, (row) => row.title),
    c.jsonOnly('userId', '읽은 회원 ID', (row) => row.user_id),
    c.text('readerNm', '읽은 사람', 12, (row) => row.user_nm),
    c.instant('readAt', '읽은 일시', (row) => row.read_at),
    c.flag('confirmed', '확인함', (row) => row.confirmed_at !== null),
    c.instant('confirmedAt', '확인한 일시', (row) => row.confirmed_at),
  ],
);
