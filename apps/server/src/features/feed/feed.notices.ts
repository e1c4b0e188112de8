import { boardDetailPath, FEED_NOTIFICATION_TYPES } from '@academy/domain/feed/feed.rules';
import type { Executor } from '../../db/database';
import { type NewNotification, notify } from '../../platform/notifications/notify';
import { instNameOf } from '../../platform/tenancy/inst-name';
import { audienceUserIds } from './feed.queries';

/**
 * The feed's notifications, through the one pipeline (`notify`): a new class post to the families
 * who may see it — only the tagged students' when it tags any — a 알림장 to its student's family
 * (also by AlimTalk), a comment to the post's author and a re-reply to the author of the comment it
 * answers. Recipients come from the same audience the visibility rule reads, so a family that may
 * not see a post never hears of it.
 */

const EXCERPT_CHARS = 60;
const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS)}…` : flat;
};

function postBody(input: { authorNm: string; content: string; media: number }): string {
  const text = excerptOf(input.content);
  const media = input.media > 0 ? `사진·동영상 ${input.media}개` : '';
  return [`${input.authorNm}님이 새 소식을 올렸습니다.`, media, text].filter(Boolean).join(' ');
}

type NewPost = {
  instId: string;
  boardId: string;
  authorUserId: string;
  authorNm: string;
  content: string;
  media: number;
  now: Date;
};

/** One notification per member of a new post's audience, of the kind `kindOf` says, in the app's words. */
async function notifyAudience(
  trx: Executor,
  input: NewPost,
  kindOf: (instNm: string) => Pick<NewNotification, 'type' | 'title' | 'message'>,
): Promise<string[]> {
  const [recipients, instNm] = await Promise.all([
    audienceUserIds(trx, input.instId, input.boardId, input.authorUserId),
    instNameOf(trx, input.instId),
  ]);
  const kind = kindOf(instNm);
  const notifications: NewNotification[] = recipients.map((recipient) => ({
    userId: recipient.user_id,
    instId: input.instId,
    ...kind,
    body: postBody(input),
    link: boardDetailPath(input.boardId),
    now: input.now,
    subject: { kind: 'board', id: input.boardId },
  }));
  return notify(trx, notifications);
}

/** A new class post: every family member of its audience (the tagged students' only, when it tags any). */
export function notifyNewPost(trx: Executor, input: NewPost & { classNm: string }): Promise<string[]> {
  return notifyAudience(trx, input, (instNm) => ({
    type: FEED_NOTIFICATION_TYPES.post,
    title: `[${instNm}] ${input.classNm} 새 소식`,
  }));
}

/** A new 알림장: its student and their connected guardians, in the app and by AlimTalk. */
export function notifyPersonalPost(trx: Executor, input: NewPost & { studentNm: string }): Promise<string[]> {
  return notifyAudience(trx, input, (instNm) => ({
    type: FEED_NOTIFICATION_TYPES.personal,
    title: `[${instNm}] ${input.studentNm} 알림장`,
    message: { template: 'feed-personal', variables: { 학원명: instNm, 원생명: input.studentNm } },
  }));
}

/**
 * A new comment or re-reply, to the recipients the service found may see it (the post's author and,
 * for a re-reply, the author of the comment it answers), never the writer themselves.
 */
export async function notifyComment(
  trx: Executor,
  input: {
    instId: string;
    boardId: string;
    commentId: string;
    writerNm: string;
    content: string;
    secret: boolean;
    recipients: readonly { userId: string; answered: boolean }[];
    now: Date;
  },
): Promise<string[]> {
  const body = input.secret
    ? `${input.writerNm}님이 비밀 댓글을 남겼습니다.`
    : `${input.writerNm}: ${excerptOf(input.content)}`;
  return notify(
    trx,
    input.recipients.map((recipient) => ({
      userId: recipient.userId,
      instId: input.instId,
      type: FEED_NOTIFICATION_TYPES.comment,
      title: recipient.answered ? '내 댓글에 답글이 달렸습니다' : '내 글에 댓글이 달렸습니다',
      body,
      link: boardDetailPath(input.boardId),
      now: input.now,
      subject: { kind: 'comment', id: input.commentId },
    })),
  );
}
