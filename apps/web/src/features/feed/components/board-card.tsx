import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { BoardCard as BoardCardView } from '@academy/domain/feed/feed.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { Link } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { FEED_TEXTS } from '../feed.texts';
import { BoardFiles, BoardMedia } from './board-media';
import { EmotionBar } from './emotion-bar';
import styles from './feed.module.css';

const T = FEED_TEXTS.card;

export const boardPath = (boardId: string) => `/v3/BoardDetailPage/${encodeURIComponent(boardId)}`;

export type BoardCardProps = {
  instId: string;
  board: BoardCardView;
  /** In a list: the text clamped, at most 4 photos, a link to the post. */
  compact?: boolean;
};

/** A post: who wrote it and where, its text, photos and files, tags, emotions, comments and (staff) reads. */
export function BoardCard({ instId, board, compact = false }: BoardCardProps) {
  const titleId = `board-${board.boardId}`;
  return (
    <article
      className={[styles.card, board.hidden ? styles.cardHidden : ''].join(' ')}
      aria-labelledby={titleId}
      data-board-id={board.boardId}
    >
      <div className={styles.head}>
        <span id={titleId} className={styles.author}>
          {board.authorNm}
          {board.authorRole ? ` ${ROLE_LABELS[board.authorRole]}` : ''}
        </span>
        {board.kind === 'personal' ? (
          <Badge tone="yellow">{T.personal}</Badge>
        ) : (
          board.classNm && <Badge tone="primary">{board.classNm}</Badge>
        )}
        {board.hidden && <Badge tone="warning">{T.hidden}</Badge>}
        <span className={styles.meta}>
          <time dateTime={board.createdAt}>{formatDateTime(new Date(board.createdAt))}</time>
          {board.editedAt && ` · ${T.edited}`}
        </span>
      </div>
      {board.content && <p className={[styles.content, compact ? styles.clamped : ''].join(' ')}>{board.content}</p>}
      <BoardMedia boardId={board.boardId} media={board.feedImage} max={compact ? 4 : undefined} />
      <BoardFiles files={board.feedFile} />
      {board.tagList.length > 0 && (
        <ul className={styles.tags} aria-label={T.tagged}>
          {board.tagList.map((tag) => (
            <li key={tag.studentId} className={styles.tag}>
              #{tag.studentNm}
            </li>
          ))}
        </ul>
      )}
      <EmotionBar instId={instId} boardId={board.boardId} emotionList={board.emotionList} myEmotion={board.myEmotion} />
      <div className={styles.foot}>
        {compact ? (
          <Link
            to={boardPath(board.boardId)}
            aria-label={`${board.authorNm} ${T.open}, ${T.comments(board.commentCnt)}`}
          >
            {T.comments(board.commentCnt)}
          </Link>
        ) : (
          <span>{T.comments(board.commentCnt)}</span>
        )}
        {board.readCnt !== null && board.studentMaxCnt !== null && (
          <Link to={`/v3/BoardReadListPage?${new URLSearchParams({ boardId: board.boardId })}`}>
            {T.reads(board.readCnt, board.studentMaxCnt)}
          </Link>
        )}
      </div>
    </article>
  );
}
