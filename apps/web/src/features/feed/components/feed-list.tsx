import { READ_MARK_MAX } from '@academy/domain/feed/feed.rules';
import type { BoardCard as BoardCardView } from '@academy/domain/feed/feed.schema';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { markReads } from '../api/board-mutations';
import { type FeedFilter, useFeed } from '../api/get-feed';
import { FEED_TEXTS } from '../feed.texts';
import { BoardCard } from './board-card';
import styles from './feed.module.css';
import { Loading, QueryFailed } from './feed-screen';

const T = FEED_TEXTS.list;

/**
 * Marks the posts a reader scrolled past as read, a batch at a time: each card that was half on
 * screen once is sent with the next batch (the read list counts it for the reader's children).
 */
function useReadMarks(instId: string, items: readonly BoardCardView[]) {
  const sent = useRef(new Set<string>());
  const listRef = useRef<HTMLOListElement>(null);
  const shown = items.length;
  useEffect(() => {
    const list = listRef.current;
    if (!list || shown === 0 || typeof IntersectionObserver === 'undefined') return;
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const ids = pending.splice(0, READ_MARK_MAX);
      if (ids.length > 0) void markReads(instId, ids).catch(() => undefined);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.boardId;
          if (!entry.isIntersecting || !id || sent.current.has(id)) continue;
          sent.current.add(id);
          pending.push(id);
        }
        clearTimeout(timer);
        timer = setTimeout(flush, 800);
      },
      { threshold: 0.5 },
    );
    for (const card of list.querySelectorAll('[data-board-id]')) observer.observe(card);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      flush();
      pending = [];
    };
  }, [instId, shown]);
  return listRef;
}

export type FeedListProps = { instId: string; filter: FeedFilter; isStaff: boolean };

/** A feed, newest first, ten posts at a time ("더 보기" loads the next page by its cursor). */
export function FeedList({ instId, filter, isStaff }: FeedListProps) {
  const feed = useFeed(instId, filter);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const listRef = useReadMarks(instId, items);
  if (feed.isPending) return <Loading />;
  if (feed.isError) return <QueryFailed error={feed.error} onRetry={() => void feed.refetch()} />;
  if (items.length === 0)
    return <EmptyState title={T.empty} description={isStaff ? T.emptyStaffHint : T.emptyFamilyHint} />;
  return (
    <>
      <ol className={styles.list} ref={listRef}>
        {items.map((board) => (
          <li key={board.boardId}>
            <BoardCard instId={instId} board={board} compact />
          </li>
        ))}
      </ol>
      {feed.hasNextPage ? (
        <Button variant="outline" fullWidth loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          {T.more}
        </Button>
      ) : (
        <p className={styles.meta}>{T.end}</p>
      )}
    </>
  );
}
