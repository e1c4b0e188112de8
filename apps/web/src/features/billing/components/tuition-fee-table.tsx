import type { LedgerClassView, LedgerLineView, LedgerMoneyView } from '@academy/domain/books/ledger.schema';
import { formatNumber } from '@academy/domain/format/format.money';
import { Link } from 'react-router';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { BOOKS_LEDGER_TEXTS } from '../books-ledger.texts';
import styles from './tuition-fee.module.css';

const T = BOOKS_LEDGER_TEXTS.list;
const M = BOOKS_LEDGER_TEXTS.money;

const MONEY_KEYS = ['billed', 'discounted', 'paid', 'refunded', 'outstanding'] as const;

/** The money cells of a row, in won without the unit (the header says 원); the outstanding in the warning colour. */
function MoneyCells({ money, waived }: { money: LedgerMoneyView; waived: boolean }) {
  return (
    <>
      {MONEY_KEYS.map((key) => (
        <td key={key} className={key === 'outstanding' && money.outstanding > 0 ? styles.warning : undefined}>
          {formatNumber(money[key])}
        </td>
      ))}
      {waived && <td>{formatNumber(money.waived)}</td>}
    </>
  );
}

function MoneyHeaders({ first, waived }: { first: string; waived: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {MONEY_KEYS.map((key) => (
          <th key={key} scope="col">
            {M[key]}
          </th>
        ))}
        {waived && <th scope="col">{M.waived}</th>}
      </tr>
    </thead>
  );
}

const classKey = (classId: string | null) => classId ?? 'none';

/**
 * A month's ledger as one table: the page's students grouped under their class, each class closed by
 * its subtotal (over the whole month), and the academy's total at the foot. A student's name opens
 * their year (/v3/tuition-fee/detail/:id). Amounts in won; on a narrow screen the table scrolls sideways.
 */
export function TuitionFeeTable({
  month,
  lines,
  classes,
  totals,
}: {
  month: string;
  lines: readonly LedgerLineView[];
  classes: readonly LedgerClassView[];
  totals: LedgerMoneyView;
}) {
  const waived = totals.waived > 0;
  const year = month.slice(0, 4);
  const groups: { classId: string | null; lines: LedgerLineView[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.classId === line.classId) last.lines.push(line);
    else groups.push({ classId: line.classId, lines: [line] });
  }
  const subtotalOf = new Map(classes.map((subtotal) => [classKey(subtotal.classId), subtotal]));
  const label = T.tableLabel(month);
  return (
    <ScrollRegion label={label}>
      <table className={styles.table} aria-label={label}>
        <MoneyHeaders first={`${T.student} (원)`} waived={waived} />
        {groups.map((group) => {
          const subtotal = subtotalOf.get(classKey(group.classId));
          const classNm = group.lines[0]?.classNm ?? BOOKS_LEDGER_TEXTS.common.noClass;
          return (
            <tbody key={classKey(group.classId)}>
              <tr className={styles.classRow}>
                <th scope="colgroup" colSpan={MONEY_KEYS.length + (waived ? 2 : 1)}>
                  {classNm}
                </th>
              </tr>
              {group.lines.map((line) => (
                <tr key={`${classKey(line.classId)}-${line.studentId}`}>
                  <th scope="row">
                    <Link to={`/v3/tuition-fee/detail/${encodeURIComponent(line.studentId)}?year=${year}`}>
                      {line.studentNm}
                    </Link>
                  </th>
                  <MoneyCells money={line} waived={waived} />
                </tr>
              ))}
              {subtotal && (
                <tr className={styles.subtotal}>
                  <th scope="row">{T.subtotal(classNm)}</th>
                  <MoneyCells money={subtotal} waived={waived} />
                </tr>
              )}
            </tbody>
          );
        })}
        <tfoot>
          <tr className={styles.totalRow}>
            <th scope="row">{T.total}</th>
            <MoneyCells money={totals} waived={waived} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
