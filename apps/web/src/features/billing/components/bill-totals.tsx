import type { BillTotalsView } from '@academy/domain/billing/billing.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.list;

/** 청구 · 수납 · 미수 · 환불 of every bill the filter matches (not only the page shown). */
export function BillTotals({ totals }: { totals: BillTotalsView }) {
  const figures = [
    { key: 'billed', label: T.billed, value: totals.billed },
    { key: 'paid', label: T.paid, value: totals.paid },
    { key: 'unpaid', label: T.unpaid, value: totals.unpaid },
    { key: 'refunded', label: T.refunded, value: totals.refunded },
  ];
  return (
    <div className={styles.stack}>
      <ul className={styles.figures} aria-label={T.totalsLabel}>
        {figures.map((figure) => (
          <li
            key={figure.key}
            className={[styles.figure, figure.key === 'unpaid' && figure.value > 0 ? styles.figureUnpaid : '']
              .filter(Boolean)
              .join(' ')}
          >
            <span className={styles.figureLabel}>{figure.label}</span>
            <span className={styles.figureValue}>{formatWon(figure.value)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{T.count(totals.count)}</p>
    </div>
  );
}
