import type { TransactionListResponse } from '@academy/domain/books/transactions.schema';
import { businessMonthOf, businessMonthRange } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { Figures } from '../../../ui/figures/figures';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import cardStyles from './home-card.module.css';

const T = HOME_TEXTS.cashBook;

/**
 * GET /api/insts/:instId/transactions?from&to&limit=1: only the month's totals are shown, which the
 * server sums over the whole filter, so one row is asked for. What the totals hold follows the
 * reader's codes (payments with 041/042, the academy's own 입출금 with 061/062).
 */
const useMonthTransactions = (instId: string, month: string) =>
  useQuery({
    queryKey: ['home', 'transactions', instId, month] as const,
    // Money on a home is read again each time the home opens.
    refetchOnMount: 'always',
    queryFn: ({ signal }) => {
      const { first, last } = businessMonthRange(month);
      return api.get<TransactionListResponse>(`/api/insts/${encodeURIComponent(instId)}/transactions`, {
        query: { from: first, to: last, limit: 1 },
        signal,
        silent: true,
      });
    },
  });

/**
 * The month's money in and out (this month in Seoul), opening 거래 내역: for the director and managers
 * holding 061 or 062 (입출금), beside the bills card.
 */
export function CashBookMonthCard({ instId }: { instId: string }) {
  const month = businessMonthOf(new Date());
  const transactions = useMonthTransactions(instId, month);
  return (
    <HomeCard
      title={T.title}
      actions={
        <TextLink to="/v3/transaction/list" variant="muted">
          {T.open}
        </TextLink>
      }
    >
      {transactions.isPending ? (
        <p className={cardStyles.muted} role="status">
          {T.loading}
        </p>
      ) : transactions.isError ? (
        <p className={cardStyles.muted}>{T.failed}</p>
      ) : (
        <>
          <Figures
            label={T.label}
            kind="money"
            items={[
              { key: 'in', label: T.in, value: formatWon(transactions.data.totals.total.in) },
              { key: 'out', label: T.out, value: formatWon(transactions.data.totals.total.out) },
              {
                key: 'net',
                label: T.net,
                value: formatWon(transactions.data.totals.total.net),
                warning: transactions.data.totals.total.net < 0,
              },
            ]}
          />
          <p className={cardStyles.muted}>{transactions.data.sees.payments ? T.hint : T.hintCashBookOnly}</p>
        </>
      )}
    </HomeCard>
  );
}
