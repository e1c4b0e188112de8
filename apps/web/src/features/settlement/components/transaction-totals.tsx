import type { TransactionListResponse } from '@academy/domain/books/transactions.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { Figures } from '../../../ui/figures/figures';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';

const T = TRANSACTIONS_TEXTS.list;
type Totals = TransactionListResponse['totals'];

const line = (totals: { in: number; out: number; net: number }) =>
  `${T.in} ${formatWon(totals.in)} · ${T.out} ${formatWon(totals.out)}`;

/** The period's 입금, 출금 and 차액, then the same per month and per day. */
export function TransactionTotals({ totals }: { totals: Totals }) {
  return (
    <>
      <Section title={T.totals}>
        <Figures
          kind="totals"
          label={T.totalsLabel}
          items={[
            { key: 'in', label: T.in, value: formatWon(totals.total.in) },
            { key: 'out', label: T.out, value: formatWon(totals.total.out) },
            { key: 'net', label: T.net, value: formatWon(totals.total.net), warning: totals.total.net < 0 },
          ]}
        />
      </Section>
      {totals.months.length > 1 && (
        <Section title={T.months}>
          <List
            label={T.months}
            items={totals.months}
            getKey={(month) => month.month}
            renderItem={(month) => (
              <ListItem title={month.month} description={line(month)} trailing={formatWon(month.net)} />
            )}
          />
        </Section>
      )}
      {totals.days.length > 0 && (
        <Section title={T.days}>
          <List
            label={T.days}
            items={totals.days}
            getKey={(day) => day.date}
            renderItem={(day) => <ListItem title={day.date} description={line(day)} trailing={formatWon(day.net)} />}
          />
        </Section>
      )}
    </>
  );
}
