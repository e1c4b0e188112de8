import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import { Figures } from '../../../ui/figures/figures';
import { TextLink } from '../../../ui/text-link/text-link';
import { useHomeMonthBills } from '../api/get-home-bills';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';
import cardStyles from './home-card.module.css';

const T = HOME_TEXTS.bills;

/**
 * The office's month of tuition (this month in Seoul): what was billed, what came in, what is still
 * owed, opening 청구서 관리 and the 월말 보고서. Shown to the director and managers holding 041 or 042.
 */
export function BillsMonthCard({ instId }: { instId: string }) {
  const month = businessMonthOf(new Date());
  const bills = useHomeMonthBills(instId, month);
  return (
    <HomeCard
      title={T.monthTitle}
      actions={
        <>
          <TextLink to={`/v3/tuition-fee/list?month=${month}&view=report`} variant="muted">
            {T.report}
          </TextLink>
          <TextLink to={`/v3/InstBill?month=${month}`} variant="muted">
            {T.manage}
          </TextLink>
        </>
      }
    >
      {bills.isPending ? (
        <p className={cardStyles.muted} role="status">
          {T.loading}
        </p>
      ) : bills.isError ? (
        <p className={cardStyles.muted}>{T.failed}</p>
      ) : (
        <>
          <Figures
            label={T.monthLabel}
            kind="money"
            items={[
              { key: 'billed', label: T.billed, value: formatWon(bills.data.totals.billed) },
              { key: 'paid', label: T.paid, value: formatWon(bills.data.totals.paid) },
              {
                key: 'unpaid',
                label: T.unpaid,
                value: formatWon(bills.data.totals.unpaid),
                warning: bills.data.totals.unpaid > 0,
              },
            ]}
          />
          <p className={cardStyles.muted}>{T.count(bills.data.totals.count)}</p>
        </>
      )}
    </HomeCard>
  );
}
