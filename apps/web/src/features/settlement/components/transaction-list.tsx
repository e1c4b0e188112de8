import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import { CASH_BOOK_CATEGORY_LABELS } from '@academy/domain/books/cash-book';
import { transactionKindLabel } from '@academy/domain/books/transactions';
import type { TransactionRow } from '@academy/domain/books/transactions.schema';
import { List, ListItem } from '../../../ui/list/list';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';
import styles from './transactions.module.css';

const T = TRANSACTIONS_TEXTS.list;

/** 결제 수단 of a payment or refund, 분류 of an entry. */
export const meansOf = (row: Pick<TransactionRow, 'method' | 'category'>) =>
  row.method ? PAYMENT_METHOD_LABELS[row.method] : row.category ? CASH_BOOK_CATEGORY_LABELS[row.category] : '';

/** One line per movement: what it is and for whom, the day, and the signed amount; each opens its detail. */
export function TransactionList({ rows }: { rows: readonly TransactionRow[] }) {
  return (
    <List
      label={T.label}
      items={rows}
      getKey={(row) => `${row.type}:${row.id}`}
      renderItem={(row) => {
        const who = [row.studentNm, row.classNm].filter(Boolean).join(' · ');
        return (
          <ListItem
            to={`/v3/transaction/detail/${row.type}/${row.id}`}
            title={`${transactionKindLabel(row.type, row.direction)} · ${meansOf(row)}${who ? ` · ${who}` : ''}`}
            description={`${row.date}${row.title ? ` · ${row.title}` : ''}${row.hasFile ? ` · ${T.receiptAttached}` : ''}`}
            trailing={
              <span className={row.direction === 'in' ? styles.in : styles.out}>
                {T.amountOf(row.direction, row.amount)}
              </span>
            }
          />
        );
      }}
    />
  );
}
