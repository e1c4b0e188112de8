import type { BoardCard } from '@academy/domain/feed/feed.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { type HomeFeedFilter, useHomeFeed } from '../api/get-home-feed';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.feed;

/** What a post's line says under its author: the first words of its text, or what it carries. */
function summaryOf(post: BoardCard): string {
  const text = post.content.trim().split('\n')[0] ?? '';
  const parts = [
    text.length > 60 ? `${text.slice(0, 60)}…` : text,
    post.feedImage.length > 0 ? T.photos(post.feedImage.length) : '',
    formatDateTime(new Date(post.createdAt)),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The newest posts of a feed on a home: the academy's (staff, students) or those about one child (a
 * parent). Each opens its post; the title's link opens the whole feed. `onOpen` runs before a link
 * is followed (a parent's card makes its academy the current one first).
 */
export function FeedCard({
  instId,
  filter,
  title,
  empty,
  allLink,
  level,
  onOpen,
}: {
  instId: string;
  filter: HomeFeedFilter;
  title: string;
  empty: string;
  allLink: string;
  level?: 2 | 3;
  onOpen?: () => void;
}) {
  const feed = useHomeFeed(instId, filter);
  return (
    <HomeCard
      title={title}
      level={level}
      actions={
        <TextLink to={allLink} variant="muted" onClick={onOpen}>
          {T.all}
        </TextLink>
      }
    >
      {feed.isPending ? (
        <p className={styles.muted} role="status">
          {T.loading}
        </p>
      ) : feed.isError ? (
        <p className={styles.muted}>{T.failed}</p>
      ) : feed.data.items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <List
          label={T.listLabel}
          items={feed.data.items}
          getKey={(post) => post.boardId}
          renderItem={(post) => (
            <ListItem
              title={post.kind === 'personal' ? T.personal(post.authorNm) : `${post.classNm ?? ''} · ${post.authorNm}`}
              description={summaryOf(post)}
              trailing={post.commentCnt > 0 ? <Badge tone="neutral">{T.comments(post.commentCnt)}</Badge> : undefined}
              to={`/v3/BoardDetailPage/${encodeURIComponent(post.boardId)}`}
              onClick={onOpen}
            />
          )}
        />
      )}
    </HomeCard>
  );
}
