import { addDays } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { NOTICE_MESSAGES, sendAtRefusal } from '@academy/domain/notice/notice.rules';
import {
  type NoticeAudience,
  type NoticeDetailResponse,
  type UpdateNoticeBody,
  type WriteNoticeBody,
  writeNoticeBody,
} from '@academy/domain/notice/notice.schema';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * The write and edit screens' form: its values (the audience as three lists, the send time as the
 * Seoul wall-clock time a `datetime-local` input holds, the uploaded pictures and files), the body
 * they make, and their validation — the domain's `writeNoticeBody` (the same schema the server
 * checks) and the send time's rule, each message on the field it belongs to.
 */

/** An uploaded picture or file the notice will carry. */
export type NoticeAttachmentValue = { id: string; name: string; size: number };

export type NoticeFormValues = {
  title: string;
  content: string;
  audienceKind: NoticeAudience['kind'];
  classIds: string[];
  studentIds: string[];
  staffUserIds: string[];
  pinned: boolean;
  confirmRequested: boolean;
  alimTalk: boolean;
  advertising: boolean;
  scheduled: boolean;
  /** `YYYY-MM-DDTHH:mm`, Seoul time. */
  sendAtLocal: string;
  images: NoticeAttachmentValue[];
  files: NoticeAttachmentValue[];
};

/** A Seoul wall-clock time of a `datetime-local` input as an instant with its offset. */
export const seoulInstantOf = (local: string) => `${local}:00+09:00`;

/** The `datetime-local` value (Seoul) of an instant. */
export function seoulLocalOf(instant: Date): string {
  const seoul = new Date(instant.getTime() + 9 * 60 * 60 * 1000);
  return seoul.toISOString().slice(0, 16);
}

/** The send time offered first: tomorrow at 09:00 in Seoul. */
export const defaultSendAtLocal = (now: Date) => `${addDays(businessDateOf(now), 1)}T09:00`;

export function emptyNoticeForm(now: Date, canAddressAcademy: boolean): NoticeFormValues {
  return {
    title: '',
    content: '',
    audienceKind: canAddressAcademy ? 'academy' : 'classes',
    classIds: [],
    studentIds: [],
    staffUserIds: [],
    pinned: false,
    confirmRequested: false,
    alimTalk: false,
    advertising: false,
    scheduled: false,
    sendAtLocal: defaultSendAtLocal(now),
    images: [],
    files: [],
  };
}

/** The form of an edit, from the notice as its manager reads it. */
export function noticeFormOf(notice: NoticeDetailResponse, now: Date): NoticeFormValues {
  const { audience } = notice;
  const attachment = (file: { id: string; name: string; size: number }) => ({
    id: file.id,
    name: file.name,
    size: file.size,
  });
  return {
    title: notice.title,
    content: notice.content,
    audienceKind: audience.kind,
    classIds: audience.classes.map((cls) => cls.classId),
    studentIds: audience.students.map((student) => student.studentId),
    staffUserIds: audience.staff.map((member) => member.userId),
    pinned: notice.pinned,
    confirmRequested: notice.confirmRequested,
    alimTalk: notice.alimTalk,
    advertising: notice.advertising,
    scheduled: notice.sentAt === null && notice.sendAt !== null,
    sendAtLocal: notice.sendAt ? seoulLocalOf(new Date(notice.sendAt)) : defaultSendAtLocal(now),
    images: notice.images.map(attachment),
    files: notice.files.map(attachment),
  };
}

/** The audience the form names. */
export function audienceOf(values: NoticeFormValues): NoticeAudience {
  if (values.audienceKind === 'academy') return { kind: 'academy' };
  if (values.audienceKind === 'classes') return { kind: 'classes', classIds: values.classIds };
  return { kind: 'people', studentIds: values.studentIds, staffUserIds: values.staffUserIds };
}

/** The body of a new notice. */
export function writeBodyOf(values: NoticeFormValues): WriteNoticeBody {
  return {
    title: values.title,
    content: values.content,
    audience: audienceOf(values),
    pinned: values.pinned,
    confirmRequested: values.confirmRequested,
    alimTalk: values.alimTalk && !values.advertising,
    advertising: values.advertising,
    sendAt: values.scheduled ? seoulInstantOf(values.sendAtLocal) : null,
    imageIds: values.images.map((image) => image.id),
    fileIds: values.files.map((file) => file.id),
  };
}

/** The body of an edit: without the audience and sending once the notice has gone out. */
export function updateBodyOf(values: NoticeFormValues, sent: boolean): UpdateNoticeBody {
  const { audience, alimTalk, advertising, sendAt, ...content } = writeBodyOf(values);
  return sent ? content : { ...content, audience, alimTalk, advertising, sendAt };
}

/** Where a message of the body's schema goes in the form. */
function fieldOfPath(path: readonly PropertyKey[]): keyof NoticeFormValues {
  const [first, second] = path.map(String);
  if (first === 'audience') {
    if (second === 'classIds') return 'classIds';
    if (second === 'studentIds' || second === 'staffUserIds') return 'studentIds';
    return 'audienceKind';
  }
  if (first === 'imageIds') return 'images';
  if (first === 'fileIds') return 'files';
  if (first === 'sendAt') return 'sendAtLocal';
  return first as keyof NoticeFormValues;
}

/**
 * The form's validation: the body checked by the domain's schema, and a send time after `now()` and
 * within the days it may be set ahead. Answers the values as they are (the body is made on submit).
 */
export function noticeFormResolver(now: () => Date, options: { sent: boolean } = { sent: false }) {
  const resolver: Resolver<NoticeFormValues> = async (values) => {
    const errors: FieldErrors<NoticeFormValues> = {};
    const add = (field: keyof NoticeFormValues, message: string) => {
      if (!errors[field]) errors[field] = { type: 'validate', message };
    };
    const result = writeNoticeBody.safeParse(writeBodyOf(values));
    for (const issue of result.error?.issues ?? []) {
      const field = fieldOfPath(issue.path);
      // Once sent, the audience and the sending are not part of an edit.
      if (options.sent && ['audienceKind', 'classIds', 'studentIds', 'sendAtLocal'].includes(field)) continue;
      add(field, issue.message);
    }
    if (!options.sent && values.scheduled && !errors.sendAtLocal) {
      const at = new Date(seoulInstantOf(values.sendAtLocal));
      const refusal = Number.isNaN(at.getTime()) ? 'sendAtPast' : sendAtRefusal(at, now());
      if (refusal) add('sendAtLocal', NOTICE_MESSAGES[refusal]);
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  return resolver;
}
