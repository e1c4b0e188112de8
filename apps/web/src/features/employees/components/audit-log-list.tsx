import { describeAuditState } from '@academy/domain/employees/employees.rules';
import { formatDateTime } from '@academy/domain/format/format.date';
import { useState } from 'react';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useAuditLog } from '../api/get-audit-log';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { Loading, QueryFailed } from './employees-screen';

const T = EMPLOYEES_TEXTS.permissions;

/** 변경 이력: who changed what, when, before and after (all of the academy's, or one target's), a page at a time. */
export function AuditLogList({
  instId,
  target,
  title = T.history,
}: {
  instId: string;
  target?: string;
  title?: string;
}) {
  const [page, setPage] = useState(1);
  const log = useAuditLog(instId, { target, page });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <Section title={title}>
      {log.isPending ? (
        <Loading />
      ) : log.isError ? (
        <QueryFailed error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyState title={T.historyEmpty} />
      ) : (
        <>
          <ol className={rows.list} aria-label={title}>
            {log.data.items.map((item) => (
              <li key={item.id} className={rows.row}>
                <div className={rows.text}>
                  <span className={rows.title}>
                    {item.targetNm ? `${item.targetNm} · ` : ''}
                    {item.actionLabel}
                  </span>
                  <span className={rows.description}>
                    {T.before}: {describeAuditState(item.before)} → {T.after}: {describeAuditState(item.after)}
                  </span>
                  <span className={rows.description}>
                    <time dateTime={item.at}>{formatDateTime(new Date(item.at))}</time> ·{' '}
                    {T.historyBy(item.actorNm ?? T.historySystem)}
                  </span>
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <ActionRow itemMinWidth={160}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {T.historyPrev}
              </Button>
              <span className={screenStyles.lead} aria-live="polite">
                {T.historyPage(page, pages)}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {T.historyNext}
              </Button>
            </ActionRow>
          )}
        </>
      )}
    </Section>
  );
}
