import { useSearchParams } from 'react-router';
import { DeliveryBadges } from '../../../lib/notifications/delivery-badges';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { Badge } from '../../../ui/badge/badge';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Section } from '../../../ui/section/section';
import { useReadList } from '../api/get-read-list';
import styles from '../components/feed.module.css';
import { FeedScreen, Loading, NotFoundState, QueryFailed } from '../components/feed-screen';
import { FEED_TEXTS } from '../feed.texts';

const T = FEED_TEXTS.readList;

function ReadList({ inst }: { inst: ChosenAcademy }) {
  const boardId = useSearchParams()[0].get('boardId') ?? '';
  const list = useReadList(inst.instId, boardId);
  if (!boardId) return <NotFoundState />;
  if (list.isPending) return <Loading />;
  if (list.isError) return <QueryFailed error={list.error} onRetry={() => void list.refetch()} />;
  const { readCnt, studentMaxCnt, students } = list.data;
  if (students.length === 0) return <EmptyState title={T.empty} />;
  const unread = students.filter((student) => !student.read);
  const read = students.filter((student) => student.read);
  return (
    <>
      <p role="status">
        <strong>{T.summary(readCnt, studentMaxCnt)}</strong>
      </p>
      {[
        { title: `${T.unread} ${unread.length}`, rows: unread },
        { title: `${T.read} ${read.length}`, rows: read },
      ].map((group) =>
        group.rows.length === 0 ? null : (
          <Section key={group.title} title={group.title}>
            <ul className={styles.comments}>
              {group.rows.map((student) => (
                <li key={student.studentId} className={styles.readRow}>
                  <span>{student.studentNm}</span>
                  {student.read ? (
                    <span className={styles.meta}>
                      <Badge tone="primary">{T.read}</Badge>{' '}
                      {T.readers(student.readers.map((reader) => `${reader.userNm}(${reader.relation})`).join(', '))}
                    </span>
                  ) : (
                    <Badge tone="neutral">{T.unread}</Badge>
                  )}
                  {student.family.map((member) => (
                    <div key={member.userId} className={styles.readFamily}>
                      {`${member.userNm}(${member.relation})`}
                      <DeliveryBadges deliveries={member.deliveries} />
                    </div>
                  ))}
                </li>
              ))}
            </ul>
          </Section>
        ),
      )}
    </>
  );
}

/** BoardReadListPage?boardId= (staff): who of the post's students has read it — a parent's read counts for the child. */
export const BoardReadListPage = () => (
  <FeedScreen screen="BoardReadListPage" fallbackTitle="읽음 확인">
    {(inst) => <ReadList inst={inst} />}
  </FeedScreen>
);
