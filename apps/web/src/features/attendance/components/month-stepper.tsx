import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { IconChevronLeft, IconChevronRight } from '../../../ui/icon/icons';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.month;

/** `2026-11` → `2026.11`. */
export const monthLabel = (month: string) => month.replace('-', '.');

/** The month shown, with the months before and after. */
export function MonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <div className={styles.stepper}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={T.previous}
        onClick={() => onChange(shiftIsoMonth(value, -1))}
      >
        <IconChevronLeft size={20} />
      </button>
      <span className={styles.stepLabel} aria-live="polite">
        {monthLabel(value)}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={T.next}
        onClick={() => onChange(shiftIsoMonth(value, 1))}
      >
        <IconChevronRight size={20} />
      </button>
    </div>
  );
}
