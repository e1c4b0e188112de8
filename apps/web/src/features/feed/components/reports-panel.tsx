import { formatDateTime } from '@academy/domain/format/format.date';
import { Link } from 'react-router';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { useDismissReport, useReports } from '../api/reports';
import { FEED_TEXTS } from '../feed.texts';
import { boardPath } from './board-card';
import styles from './feed.module.css';

const T = FEED_TEXTS.report;

/** Staff: the open reports on posts they see — open the post to hide or remove it, or dismiss the report. */
export function ReportsPanel({ instId }: { instId: string }) {
  const reports = useReports(instId, true);
  const dismiss = useDismissReport(instId);
  const items = reports.data?.items ?? [];
  return (
    <Section title={T.listTitle}>
      {items.length === 0 ? (
        <p className={styles.meta}>{T.empty}</p>
      ) : (
        <ul className={styles.comments}>
          {items.map((report) => (
            <li key={report.reportId} className={styles.card}>
              <div className={styles.head}>
                <strong>{FEED_TEXTS.reasons[report.reason]}</strong>
                <span className={styles.meta}>
                  {report.commentId ? T.comment : T.post} · {formatDateTime(new Date(report.createdAt))}
                </span>
              </div>
              <p className={styles.content}>{report.excerpt}</p>
              {report.text && <p className={styles.meta}>{report.text}</p>}
              <p className={styles.meta}>{T.by(report.reporterNm)}</p>
              <div className={styles.commentActions}>
                <Link to={boardPath(report.boardId)}>{T.open}</Link>
                <Button
                  size="sm"
                  variant="outline"
                  loading={dismiss.isPending && dismiss.variables === report.reportId}
                  onClick={() => dismiss.mutate(report.reportId, { onSuccess: () => showToast(T.dismiss) })}
                >
                  {T.dismiss}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** How many reports wait (for the staff's link to the panel). */
export function useOpenReportCount(instId: string, isStaff: boolean): number {
  return useReports(instId, isStaff).data?.items.length ?? 0;
}
