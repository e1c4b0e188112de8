import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import { COMMENT_CONTENT_MAX, COMMENT_FILES_MAX } from '@academy/domain/feed/feed.rules';
import type { CommentsResponse, CommentView, FeedFileView, RereplyView } from '@academy/domain/feed/feed.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { confirmModal } from '../../../lib/modal';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { type CommentWrite, useCommentWrite } from '../api/comment-mutations';
import { getComments } from '../api/get-comments';
import { FEED_TEXTS } from '../feed.texts';
import { BoardFiles, BoardMedia } from './board-media';
import styles from './feed.module.css';
import { FilePicker } from './file-picker';
import { ReportDialog } from './report-dialog';

const T = FEED_TEXTS.comments;

type Thread = { instId: string; boardId: string; isStaff: boolean; userId: string | null };

/** The form of a comment, a re-reply or an edit: text, secret or not, and (new ones) files. */
function CommentForm({
  thread,
  label,
  secretLabel,
  initial,
  withFiles,
  onSubmit,
  onCancel,
}: {
  thread: Thread;
  label: string;
  secretLabel: string;
  initial?: { content: string; secret: boolean };
  withFiles: boolean;
  onSubmit: (input: { content: string; secret: boolean; files: string[] }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [content, setContent] = useState(initial?.content ?? '');
  const [secret, setSecret] = useState(initial?.secret ?? false);
  const [files, setFiles] = useState<FeedFileView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await onSubmit({ content, secret, files: files.map((file) => file.fileNm) });
      setContent('');
      setSecret(false);
      setFiles([]);
    } catch (failure) {
      setError(isApiError(failure) ? (Object.values(failure.fields ?? {})[0] ?? failure.message) : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.commentForm} onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label={label}
        value={content}
        rows={2}
        maxLength={COMMENT_CONTENT_MAX}
        placeholder={T.placeholder}
        onChange={(event) => setContent(event.target.value)}
      />
      {withFiles && (
        <FilePicker
          instId={thread.instId}
          label={T.attach}
          addLabel={T.attach}
          kinds={['image', 'media', 'document']}
          max={COMMENT_FILES_MAX}
          files={files}
          onChange={setFiles}
          onBusyChange={setUploading}
        />
      )}
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={styles.commentFormRow}>
        <Checkbox
          label={secretLabel}
          hint={T.secretHint}
          checked={secret}
          onCheckedChange={(value) => setSecret(value === true)}
        />
        <div className={styles.commentActions}>
          {onCancel && (
            <Button variant="outline" size="sm" onClick={onCancel}>
              {FEED_TEXTS.common.cancel}
            </Button>
          )}
          <Button type="submit" size="sm" loading={busy} disabled={uploading}>
            {T.send}
          </Button>
        </div>
      </div>
    </form>
  );
}

type AnyComment = (CommentView | RereplyView) & { secret: boolean; files: readonly FeedFileView[] };

function asAny(comment: CommentView | RereplyView): AnyComment {
  return 'secretYn' in comment
    ? { ...comment, secret: comment.secretYn === 'Y', files: comment.replyFiles }
    : { ...comment, secret: comment.rereplySecretYn === 'Y', files: comment.rereplyFiles };
}

/** One comment or re-reply: who, when, secret or hidden, the text and files, and what the reader may do with it. */
function CommentItem({
  thread,
  comment,
  write,
  onReply,
}: {
  thread: Thread;
  comment: AnyComment;
  write: (input: CommentWrite) => Promise<unknown>;
  onReply?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const mine = comment.userId === thread.userId;
  if (editing)
    return (
      <CommentForm
        thread={thread}
        label={T.edit}
        secretLabel={T.secret}
        initial={{ content: comment.content, secret: comment.secret }}
        withFiles={false}
        onCancel={() => setEditing(false)}
        onSubmit={async (input) => {
          await write({
            kind: 'edit',
            commentId: comment.commentId,
            body: { content: input.content, secretYn: input.secret ? 'Y' : 'N' },
          });
          setEditing(false);
        }}
      />
    );
  return (
    <div className={styles.comment}>
      <div className={styles.head}>
        <span className={styles.author}>
          {comment.userNm}
          {comment.role && comment.role !== 'PARENT' && comment.role !== 'STUDENT'
            ? ` ${ROLE_LABELS[comment.role]}`
            : ''}
        </span>
        {comment.secret && <Badge tone="secondary">{T.secretBadge}</Badge>}
        {comment.hidden && <Badge tone="warning">{T.hiddenBadge}</Badge>}
        <span className={styles.meta}>
          <time dateTime={comment.createdAt}>{formatDateTime(new Date(comment.createdAt))}</time>
          {comment.editedAt && ` ${T.edited}`}
        </span>
      </div>
      {comment.content && <p className={styles.content}>{comment.content}</p>}
      <BoardMedia boardId={comment.boardId} media={comment.files.filter((file) => file.kind !== 'document')} />
      <BoardFiles files={comment.files.filter((file) => file.kind === 'document')} />
      <div className={styles.commentActions}>
        {onReply && (
          <Button variant="text" size="sm" onClick={onReply} aria-label={T.replyTo(comment.userNm)}>
            {T.reply}
          </Button>
        )}
        {comment.mayEdit && (
          <Button variant="text" size="sm" onClick={() => setEditing(true)}>
            {T.edit}
          </Button>
        )}
        {comment.mayRemove && (
          <Button
            variant="text"
            size="sm"
            onClick={async () => {
              if ((await confirmModal({ contents: T.deleteConfirm })) === 'yes')
                await write({ kind: 'delete', commentId: comment.commentId });
            }}
          >
            {T.delete}
          </Button>
        )}
        {thread.isStaff && (
          <Button
            variant="text"
            size="sm"
            onClick={() => void write({ kind: 'hide', commentId: comment.commentId, hidden: !comment.hidden })}
          >
            {comment.hidden ? T.unhide : T.hide}
          </Button>
        )}
        {!thread.isStaff && !mine && (
          <Button variant="text" size="sm" onClick={() => setReporting(true)}>
            {T.report}
          </Button>
        )}
      </div>
      {reporting && (
        <ReportDialog
          instId={thread.instId}
          boardId={thread.boardId}
          commentId={comment.commentId}
          open={reporting}
          onOpenChange={setReporting}
        />
      )}
    </div>
  );
}

export type CommentThreadProps = Thread & { first: CommentsResponse };

/**
 * A post's comments, oldest first, each with its re-replies: secret ones only for whom they are for
 * (the server leaves the rest out), a form for a comment at the end and one for a re-reply under the
 * comment answered; more comments load by their cursor.
 */
export function CommentThread({ first, ...thread }: CommentThreadProps) {
  const comments = useCommentWrite(thread.instId, thread.boardId);
  const [more, setMore] = useState<CommentsResponse[]>([]);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const pages = [first, ...more];
  const items = pages.flatMap((page) => page.items);
  const nextAfter = pages[pages.length - 1]?.nextAfter ?? null;
  const write = async (input: CommentWrite) => {
    await comments.mutateAsync(input);
    setMore([]);
  };

  return (
    <Section title={T.title}>
      {items.length === 0 && <p className={styles.meta}>{T.empty}</p>}
      <ul className={styles.comments}>
        {items.map((comment) => (
          <li key={comment.commentId}>
            <CommentItem
              thread={thread}
              comment={asAny(comment)}
              write={write}
              onReply={() => setReplyingTo((current) => (current === comment.commentId ? null : comment.commentId))}
            />
            {(comment.rereplyList.length > 0 || replyingTo === comment.commentId) && (
              <ul className={styles.rereplies}>
                {comment.rereplyList.map((rereply) => (
                  <li key={rereply.commentId}>
                    <CommentItem thread={thread} comment={asAny(rereply)} write={write} />
                  </li>
                ))}
                {replyingTo === comment.commentId && (
                  <li>
                    <CommentForm
                      thread={thread}
                      label={T.replyTo(comment.userNm)}
                      secretLabel={T.secretRereply}
                      withFiles
                      onCancel={() => setReplyingTo(null)}
                      onSubmit={async (input) => {
                        await write({
                          kind: 'rereply',
                          commentId: comment.commentId,
                          body: {
                            content: input.content,
                            rereplySecretYn: input.secret ? 'Y' : 'N',
                            rereplyFiles: input.files,
                          },
                        });
                        setReplyingTo(null);
                      }}
                    />
                  </li>
                )}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {nextAfter && (
        <Button
          variant="outline"
          fullWidth
          loading={loadingMore}
          onClick={async () => {
            setLoadingMore(true);
            try {
              const page = await getComments(thread.instId, thread.boardId, nextAfter);
              setMore((pagesSoFar) => [...pagesSoFar, page]);
            } finally {
              setLoadingMore(false);
            }
          }}
        >
          {T.more}
        </Button>
      )}
      <CommentForm
        thread={thread}
        label={T.write}
        secretLabel={T.secret}
        withFiles
        onSubmit={(input) =>
          write({
            kind: 'comment',
            body: { content: input.content, secretYn: input.secret ? 'Y' : 'N', replyFiles: input.files },
          })
        }
      />
    </Section>
  );
}
