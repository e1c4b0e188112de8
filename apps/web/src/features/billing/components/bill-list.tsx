import type { BillRow } from '@academy/domain/billing/billing.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { formatWon } from '@academy/domain/format/format.money';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Link, useSearchParams } from 'react-router';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { BILLING_TEXTS } from '../billing.texts';
import { BillStatusBadge } from './bill-status-badge';
import styles from './billing.module.css';

const T = BILLING_TEXTS.list;

export type BillListProps = {
  bills: readonly BillRow[];
  /** Drafts can be chosen for 발송 (the office with 042). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle: (billId: string, on: boolean) => void;
};

/** The query of the same list with one bill opened (`?billId=`), so the back button returns to the list. */
function useOpenBillSearch() {
  const [params] = useSearchParams();
  return (billId: string) => {
    const next = new URLSearchParams(params);
    next.set('billId', billId);
    return `?${next.toString()}`;
  };
}

/**
 * The month's bills: student and class, title, amount, what is still owed, due date and status, each
 * opening the bill. Drafts carry a checkbox when they may be sent.
 */
export function BillList({ bills, selectable, selected, onToggle }: BillListProps) {
  const openSearch = useOpenBillSearch();
  return (
    <ul className={styles.list} aria-label={T.label}>
      {bills.map((bill) => {
        const draft = bill.status === 'draft';
        return (
          <li key={bill.billId} className={styles.row}>
            {selectable &&
              (draft ? (
                <Checkbox
                  className={styles.check}
                  label={<VisuallyHidden>{T.select(bill.studentNm, bill.title)}</VisuallyHidden>}
                  checked={selected.has(bill.billId)}
                  onCheckedChange={(on) => onToggle(bill.billId, on === true)}
                />
              ) : (
                <span className={styles.checkPlaceholder} aria-hidden="true" />
              ))}
            <Link to={{ search: openSearch(bill.billId) }} className={styles.rowLink}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>
                  {bill.studentNm} · {bill.classNm ?? T.noClass}
                </span>
                <span>{bill.title}</span>
                <span className={styles.rowMeta}>{T.due(formatShortDate(bill.dueDate))}</span>
              </span>
              <span className={styles.rowSide}>
                <span className={styles.amount}>{formatWon(bill.total)}</span>
                {bill.unclaimed > 0 && <span className={styles.unclaimed}>{T.unclaimed(bill.unclaimed)}</span>}
                <BillStatusBadge status={bill.status} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
