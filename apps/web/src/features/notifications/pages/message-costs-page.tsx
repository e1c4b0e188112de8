import { businessMonthOf, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { formatNumber } from '@academy/domain/format/format.money';
import {
  NOTIFICATION_CATEGORY_LABELS,
  notificationCategoryOf,
} from '@academy/domain/notifications/notification.categories';
import type { MessageCostsResponse } from '@academy/domain/notifications/notifications.schema';
import { useState } from 'react';
import { AcademyScreen } from '../../../lib/screen/academy-screen';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Spinner } from '../../../ui/spinner/spinner';
import { useMessageCosts } from '../api/get-message-costs';
import { NOTIFICATIONS_TEXTS } from '../notifications.texts';
import styles from './message-costs.module.css';

const T = NOTIFICATIONS_TEXTS.costs;
const won = (value: number) => T.won(formatNumber(value));

/** What the month's messages were for, by notification category (attendance, notices …). */
function byCategory(costs: MessageCostsResponse) {
  const lines = new Map<string, { count: number; won: number }>();
  for (const line of costs.byPurpose) {
    const label = NOTIFICATION_CATEGORY_LABELS[notificationCategoryOf(line.purpose)];
    const known = lines.get(label) ?? { count: 0, won: 0 };
    lines.set(label, { count: known.count + line.count, won: known.won + line.won });
  }
  return [...lines.entries()].sort((a, b) => b[1].won - a[1].won);
}

function Costs({ instId }: { instId: string }) {
  const [month, setMonth] = useState(() => businessMonthOf(new Date()));
  const costs = useMessageCosts(instId, month);
  const current = businessMonthOf(new Date());
  return (
    <>
      <div className={styles.months}>
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftIsoMonth(month, -1))}>
          {T.previous}
        </Button>
        <span className={styles.month} aria-live="polite">
          {T.monthLabel(month)}
        </span>
        <Button
          variant="outline"
          size="sm"
          disabled={month >= current}
          onClick={() => setMonth(shiftIsoMonth(month, 1))}
        >
          {T.next}
        </Button>
      </div>
      {costs.isPending ? (
        <Spinner label={T.loading} />
      ) : costs.data ? (
        <>
          <Section title={T.total}>
            <p className={styles.total}>{won(costs.data.totalWon)}</p>
            <Facts>
              <dt>{T.alimTalk}</dt>
              <dd>{`${T.count(formatNumber(costs.data.alimTalk.count))} · ${won(costs.data.alimTalk.won)}`}</dd>
              <dt>{T.sms}</dt>
              <dd>{`${T.count(formatNumber(costs.data.sms.count))} · ${won(costs.data.sms.won)}`}</dd>
              <dt>{T.lms}</dt>
              <dd>{`${T.count(formatNumber(costs.data.lms.count))} · ${won(costs.data.lms.won)}`}</dd>
            </Facts>
          </Section>
          <Section title={T.byPurpose}>
            {costs.data.byPurpose.length === 0 ? (
              <p className={styles.muted}>{T.none}</p>
            ) : (
              <Facts>
                {byCategory(costs.data).map(([label, line]) => (
                  <div key={label} className={styles.line}>
                    <dt>{label}</dt>
                    <dd>{`${T.count(formatNumber(line.count))} · ${won(line.won)}`}</dd>
                  </div>
                ))}
              </Facts>
            )}
          </Section>
          <Notice>
            {T.priceLine(
              formatNumber(costs.data.prices.alimTalk),
              formatNumber(costs.data.prices.sms),
              formatNumber(costs.data.prices.lms),
            )}
            <br />
            {T.hint}
          </Notice>
        </>
      ) : (
        <p className={styles.muted}>{T.none}</p>
      )}
    </>
  );
}

/** /v3/inst/messageCosts: the director's month of AlimTalk and text costs, by kind and by what they told. */
export function MessageCostsPage() {
  return (
    <AcademyScreen screen="messageCosts" fallbackTitle="알림톡·문자 비용" texts={T}>
      {(inst) => <Costs instId={inst.instId} />}
    </AcademyScreen>
  );
}
