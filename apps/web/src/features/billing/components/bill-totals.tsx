import type { BillTotalsView } from '@academy/domain/billing/billing.schema';
import { formatWon } from '@academy/domain/format/format.money';
import { Figures } from '../../../ui/figures/figures';
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
  ].map((figure) => ({
    ...figure,
    value: formatWon(figure.value),
    warning: figure.key === 'unpaid' && figure.value > 0,
  }));
  return (
    <div className={styles.stack}>
      <Figures label={T.totalsLabel} kind="totals" items={figures} />
      <p className={styles.muted}>{T.count(totals.count)}</p>
    </div>
  );
}
