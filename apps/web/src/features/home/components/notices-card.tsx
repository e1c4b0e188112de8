import { formatDateTime } from '@academy/domain/format/format.date';
import type { NoticeListItem } from '@academy/domain/notice/notice.schema';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { useHomeNotices } from '../api/get-home-notices';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import styles from './home-card.module.css';

const T = HOME_TEXTS.notices;

/** What a notice's badge says: 고정, not read yet, or a 확인 still asked of the reader. */
function badgeOf(notice: NoticeListItem) {
  if (notice.confirmed === false) return <Badge tone="warning">{T.confirmAsked}</Badge>;
  if (!notice.read) return <Badge tone="warning">{T.unread}</Badge>;
  if (notice.pinned) return <Badge tone="primary">{T.pinned}</Badge>;
  return undefined;
}

/**
 * The newest notices the reader sees (pinned first), each opening its page; staff see how many
 * families read each. `onOpen` runs before a link is followed (a parent's card makes its academy
 * the current one first).
 */
export function NoticesCard({ instId, level, onOpen }: { instId: string; level?: 2 | 3; onOpen?: () => void }) {
  const notices = useHomeNotices(instId);
  return (
    <HomeCard
      title={T.title}
      level={level}
      actions={
        <TextLink to="/v3/notice/list" variant="muted" onClick={onOpen}>
          {T.all}
        </TextLink>
      }
    >
      {notices.isPending ? (
        <p className={styles.muted} role="status">
          {T.loading}
        </p>
      ) : notices.isError ? (
        <p className={styles.muted}>{T.failed}</p>
      ) : notices.data.items.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <List
          label={T.listLabel}
          items={notices.data.items}
          getKey={(notice) => notice.noticeId}
          renderItem={(notice) => (
            <ListItem
              title={notice.title}
              description={[
                notice.writerNm,
                formatDateTime(new Date(notice.sentAt ?? notice.publishAt)),
                notice.readCnt !== null && notice.studentMaxCnt !== null
                  ? T.readCount(notice.readCnt, notice.studentMaxCnt)
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              trailing={badgeOf(notice)}
              to={`/noticeView/${encodeURIComponent(notice.noticeId)}`}
              onClick={onOpen}
            />
          )}
        />
      )}
    </HomeCard>
  );
}
