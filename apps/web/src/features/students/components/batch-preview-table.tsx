import {
  BATCH_COLUMN_LABELS,
  BATCH_COLUMNS,
  type BatchColumnKey,
  type BatchPreviewRow,
} from '@academy/domain/students/students.batch';
import { useState } from 'react';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { STUDENTS_TEXTS } from '../students.texts';
import styles from './students.module.css';

const T = STUDENTS_TEXTS.batch;
const STEP = 100;

const isBad = (row: BatchPreviewRow) => Object.keys(row.errors).length > 0;

/**
 * The StudentBatch preview: one line per sheet row with its cells; rows with errors are highlighted,
 * the bad cells marked, and each message shown in Korean beside the row. Long files show 100 rows at
 * a time.
 */
export function BatchPreviewTable({ rows }: { rows: readonly BatchPreviewRow[] }) {
  const hasErrors = rows.some(isBad);
  const [onlyErrors, setOnlyErrors] = useState(hasErrors);
  const [limit, setLimit] = useState(STEP);
  const shown = onlyErrors ? rows.filter(isBad) : rows;
  return (
    <div className={styles.form}>
      {hasErrors && (
        <Checkbox
          label={T.onlyErrors}
          checked={onlyErrors}
          onCheckedChange={(checked) => {
            setOnlyErrors(checked === true);
            setLimit(STEP);
          }}
        />
      )}
      <ScrollRegion label={T.tableLabel} className={styles.tableWrap}>
        <table className={styles.table} aria-label={T.tableLabel}>
          <thead>
            <tr>
              <th scope="col">{T.row}</th>
              <th scope="col">{STUDENTS_TEXTS.status.current}</th>
              {BATCH_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">{T.errorsCol}</th>
            </tr>
          </thead>
          <tbody>
            {shown.slice(0, limit).map((row) => {
              const bad = isBad(row);
              return (
                <tr
                  key={row.rowNumber}
                  className={bad ? styles.badRow : undefined}
                  aria-label={bad ? T.invalidRow(row.rowNumber) : undefined}
                >
                  <th scope="row">{row.rowNumber}</th>
                  <td>{bad ? <Badge tone="warning">{T.errorsCol}</Badge> : <Badge tone="primary">{T.ok}</Badge>}</td>
                  {BATCH_COLUMNS.map((column) => (
                    <td key={column.key} className={row.errors[column.key] ? styles.badCell : undefined}>
                      {row.values[column.key] ?? ''}
                    </td>
                  ))}
                  <td>
                    {bad && (
                      <ul className={styles.errorList}>
                        {Object.entries(row.errors).map(([key, message]) => (
                          <li key={key}>{`${BATCH_COLUMN_LABELS[key as BatchColumnKey] ?? key}: ${message}`}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      {shown.length > limit && (
        <Button variant="outline" onClick={() => setLimit(limit + STEP)}>
          {T.more(shown.length - limit)}
        </Button>
      )}
    </div>
  );
}
