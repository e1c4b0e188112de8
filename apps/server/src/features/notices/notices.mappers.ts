import { audienceLabel, noticePreview } from '@academy/domain/notice/notice.rules';
import {
  type NoticeAttachment,
  type NoticeDetailResponse,
  type NoticeListItem,
  noticeFileUrl,
} from '@academy/domain/notice/notice.schema';
import type { NoticeDetailRow, NoticeListRow } from './notices.queries';

/** Rows of the notice queries as the API answers them. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The counts per child are the managers' (null for everyone else). */
function counts(row: Pick<NoticeListRow, 'manageable' | 'read_cnt' | 'student_max_cnt' | 'confirm_cnt'>) {
  return row.manageable
    ? { readCnt: row.read_cnt ?? 0, studentMaxCnt: row.student_max_cnt ?? 0, confirmCnt: row.confirm_cnt ?? 0 }
    : { readCnt: null, studentMaxCnt: null, confirmCnt: null };
}

/** The reader's own confirmation: theirs to give when 확인 요청 is on and it went to them for a child. */
const confirmable = (row: Pick<NoticeListRow, 'confirm_requested' | 'family_recipient'>) =>
  row.confirm_requested && row.family_recipient;

export function toListItem(row: NoticeListRow): NoticeListItem {
  return {
    noticeId: row.id,
    title: row.title,
    preview: noticePreview(row.content),
    writerNm: row.writer_nm,
    pinned: row.pinned,
    confirmRequested: row.confirm_requested,
    audienceLabel: audienceLabel(row.audience_kind, row.class_nms, row.manageable ? row.people_cnt : null),
    publishAt: iso(row.publish_at) as string,
    sentAt: iso(row.sent_at),
    imageCnt: row.image_cnt,
    fileCnt: row.file_cnt,
    read: !row.recipient || row.read_at !== null,
    confirmed: confirmable(row) ? row.confirmed_at !== null : null,
    ...counts(row),
  };
}

/** The last segment of a storage key: the name a stored file is read by. */
const storedNameOf = (storageKey: string) => storageKey.slice(storageKey.lastIndexOf('/') + 1);

function attachmentsOf(row: NoticeDetailRow, instId: string, ids: readonly string[]): NoticeAttachment[] {
  const byId = new Map(row.attachments.map((attachment) => [attachment.id, attachment]));
  return ids.flatMap((id) => {
    const attachment = byId.get(id);
    if (!attachment) return [];
    const fileNm = storedNameOf(attachment.storage_key);
    return [
      {
        id,
        fileNm,
        name: attachment.name,
        size: Number(attachment.size),
        contentType: attachment.content_type,
        url: noticeFileUrl(instId, row.id, fileNm),
      },
    ];
  });
}

export function toDetail(
  row: NoticeDetailRow,
  input: { instId: string; userId: string; canEdit: boolean },
): NoticeDetailResponse {
  const targets = row.manageable ? row.targets : [];
  const of = (kind: 'class' | 'student' | 'staff') => targets.filter((target) => target.kind === kind);
  return {
    noticeId: row.id,
    title: row.title,
    content: row.content,
    writer: { userId: row.writer_user_id, userNm: row.writer_nm },
    pinned: row.pinned,
    confirmRequested: row.confirm_requested,
    alimTalk: row.alim_talk,
    advertising: row.advertising,
    audience: {
      kind: row.audience_kind,
      label: audienceLabel(
        row.audience_kind,
        row.targets.filter((target) => target.kind === 'class').map((target) => target.name),
        row.manageable ? row.targets.filter((target) => target.kind !== 'class').length : null,
      ),
      classes: of('class').map((target) => ({ classId: target.id, classNm: target.name })),
      students: of('student').map((target) => ({ studentId: target.id, studentNm: target.name })),
      staff: of('staff').map((target) => ({ userId: target.id, userNm: target.name })),
    },
    sendAt: iso(row.send_at),
    sentAt: iso(row.sent_at),
    createdAt: iso(row.created_at) as string,
    editedAt: iso(row.edited_at),
    images: attachmentsOf(row, input.instId, row.image_upload_ids),
    files: attachmentsOf(row, input.instId, row.file_upload_ids),
    ...counts(row),
    me: {
      recipient: row.recipient,
      canConfirm: confirmable(row) && row.sent_at !== null,
      confirmedAt: confirmable(row) ? iso(row.confirmed_at) : null,
    },
    abilities: { canEdit: input.canEdit, canDelete: input.canEdit, canManage: row.manageable },
  };
}
