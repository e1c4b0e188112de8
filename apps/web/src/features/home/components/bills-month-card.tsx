import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { formatWon } from '@academy/domain/format/format.money';
import { TextLink } from '../../../ui/text-link/text-link';
import { useHomeMonthBills } from '../api/get-home-bills';
import { HOME_TEXTS } from '../home.texts';
import styles from './bills-card.module.css';
import { HomeCard } from './home-card';
import cardStyles from './home-card.module.css';

const T = HOME_TEXTS.bills;

/**
 * The office's month of tuition (this month in Seoul): what was billed, what came in, what is still
 * owed, opening 청구서 관리. Shown to the director and managers holding 041 or 042.
 */
export function BillsMonthCard({ instId }: { instId: string }) {
  const month = businessMonthOf(new Date());
  const bills = useHomeMonthBills(instId, month);
  return (
    <HomeCard
      title={T.monthTitle}
      actions={
        <TextLink to={`/v3/InstBill?month=${month}`} variant="muted">
          {T.manage}
        </TextLink>
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
          <ul className={styles.figures} aria-label={T.monthLabel}>
            <li className={styles.figure}>
              <span className={styles.figureLabel}>{T.billed}</span>
              <span className={styles.figureValue}>{formatWon(bills.data.totals.billed)}</span>
            </li>
            <li className={styles.figure}>
              <span className={styles.figureLabel}>{T.paid}</span>
              <span className={styles.figureValue}>{formatWon(bills.data.totals.paid)}</span>
            </li>
            <li
              className={[styles.figure, bills.data.totals.unpaid > 0 ? styles.unpaid : ''].filter(Boolean).join(' ')}
            >
              <span className={styles.figureLabel}>{T.unpaid}</span>
              <span className={styles.figureValue}>{formatWon(bills.data.totals.unpaid)}</span>
            </li>
          </ul>
          <p className={cardStyles.muted}>{T.count(bills.data.totals.count)}</p>
        </>
      )}
    </HomeCard>
  );
}
