import { PAYMENT_METHOD_LABELS } from '@academy/domain/billing/billing.constants';
import { CASH_BOOK_CATEGORY_LABELS } from '@academy/domain/books/cash-book';
import { transactionKindLabel } from '@academy/domain/books/transactions';
import type { TransactionRow } from '@academy/domain/books/transactions.schema';
import { Button } from '../../../ui/button/button';
import { ChipList } from '../../../ui/chip/chip';
import { List, ListItem } from '../../../ui/list/list';
import { TRANSACTIONS_TEXTS } from '../transactions.texts';
import styles from './transactions.module.css';

const T = TRANSACTIONS_TEXTS.list;

/** A student a row names, with the id the student filter asks the list for. */
export type RowStudent = TransactionRow['students'][number];

/** 결제 수단 of a payment or refund, 분류 of an entry. */
export const meansOf = (row: Pick<TransactionRow, 'method' | 'category'>) =>
  row.method ? PAYMENT_METHOD_LABELS[row.method] : row.category ? CASH_BOOK_CATEGORY_LABELS[row.category] : '';

/**
 * One line per movement: what it is and for whom, the day, and the signed amount; each opens its
 * detail. Under a row that names students, one button per student narrows the list to them (beside
 * the row's link, not inside it: a button within a link is not reachable on its own).
 */
export function TransactionList({
  rows,
  studentId = null,
  onStudent,
}: {
  rows: readonly TransactionRow[];
  /** The student the list is narrowed to: their button is not offered again. */
  studentId?: string | null;
  onStudent?: (student: RowStudent) => void;
}) {
  return (
    <List
      label={T.label}
      items={rows}
      getKey={(row) => `${row.type}:${row.id}`}
      renderItem={(row) => {
        const who = [row.studentNm, row.classNm].filter(Boolean).join(' · ');
        const students = onStudent ? row.students.filter((student) => student.studentId !== studentId) : [];
        return (
          <>
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
            {students.length > 0 && (
              <ChipList aria-label={T.rowStudents} className={styles.rowStudents}>
                {students.map((student) => (
                  <li key={student.studentId}>
                    <Button size="sm" variant="text" onClick={() => onStudent?.(student)}>
                      {T.onlyStudent(student.studentNm)}
                    </Button>
                  </li>
                ))}
              </ChipList>
            )}
          </>
        );
      }}
    />
  );
}
