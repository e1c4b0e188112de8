import { Button } from '../../../ui/button/button';
import { STUDENTS_TEXTS } from '../students.texts';
import styles from './students.module.css';

const T = STUDENTS_TEXTS.common;

/** 이전 · n / m 페이지 · 다음. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={T.pageLabel}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {T.previous}
      </Button>
      <span aria-live="polite">{T.pageOf(page, pages)}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {T.next}
      </Button>
    </nav>
  );
}
