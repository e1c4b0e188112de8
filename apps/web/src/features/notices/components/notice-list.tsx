import { formatDateTime } from '@academy/domain/format/format.date';
import type { NoticeListItem } from '@academy/domain/notice/notice.schema';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { type NoticeListKind, useNotices } from '../api/get-notices';
import { NOTICES_TEXTS } from '../notices.texts';
import styles from './notices.module.css';
import { Loading, QueryFailed } from './notices-screen';

const T = NOTICES_TEXTS.list;

function NoticeRow({ item }: { item: NoticeListItem }) {
  const unread = !item.read;
  return (
    <ListItem
      to={`/noticeView/${encodeURIComponent(item.noticeId)}`}
      title={
        <span className={styles.titleRow}>
          {item.pinned && <Badge tone="secondary">{T.pinned}</Badge>}
          {item.sentAt === null && <Badge tone="yellow">{T.scheduled}</Badge>}
          <span className={unread ? styles.titleUnread : undefined}>{item.title}</span>
          {unread && <Badge tone="primary">{T.unread}</Badge>}
          {item.confirmed === false && <Badge tone="warning">{T.confirmNeeded}</Badge>}
          {item.confirmed === true && <Badge>{T.confirmed}</Badge>}
        </span>
      }
      description={
        <>
          <span className={styles.preview}>{item.preview}</span>
          <span className={styles.meta}>
            <span>{item.writerNm}</span>
            <span>
              {item.sentAt === null
                ? T.scheduledAt(formatDateTime(new Date(item.publishAt)))
                : formatDateTime(new Date(item.publishAt))}
            </span>
            <span>{item.audienceLabel}</span>
            {item.imageCnt > 0 && <span>{T.images(item.imageCnt)}</span>}
            {item.fileCnt > 0 && <span>{T.files(item.fileCnt)}</span>}
            {item.readCnt !== null && item.studentMaxCnt !== null && item.sentAt !== null && (
              <span>{T.reads(item.readCnt, item.studentMaxCnt)}</span>
            )}
            {item.confirmRequested &&
              item.confirmCnt !== null &&
              item.studentMaxCnt !== null &&
              item.sentAt !== null && <span>{T.confirms(item.confirmCnt, item.studentMaxCnt)}</span>}
          </span>
        </>
      }
    />
  );
}

/** A list of notices, pinned first, a page at a time (더 보기). */
export function NoticeList({
  instId,
  list,
  emptyText,
  emptyDescription,
}: {
  instId: string;
  list: NoticeListKind;
  emptyText: string;
  emptyDescription?: string;
}) {
  const notices = useNotices(instId, list);
  if (notices.isPending) return <Loading />;
  if (notices.isError) return <QueryFailed error={notices.error} onRetry={() => void notices.refetch()} />;
  const items = notices.data.pages.flatMap((page) => page.items);
  return (
    <>
      <List
        label={T.label}
        items={items}
        getKey={(item) => item.noticeId}
        emptyText={emptyText}
        emptyDescription={emptyDescription}
        renderItem={(item) => <NoticeRow item={item} />}
      />
      {notices.hasNextPage && (
        <Button
          variant="outline"
          fullWidth
          loading={notices.isFetchingNextPage}
          onClick={() => void notices.fetchNextPage()}
        >
          {T.more}
        </Button>
      )}
    </>
  );
}
