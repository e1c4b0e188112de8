import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { IconChevronLeft, IconChevronRight } from '../../../ui/icon/icons';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.list;

/** The billing month shown (`2026년 11월`) between an arrow to the month before and one to the month after. */
export function MonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and their value, not a form's fieldset
    <div className={styles.stepper} role="group" aria-label={T.month}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={T.previousMonth}
        onClick={() => onChange(shiftIsoMonth(value, -1))}
      >
        <IconChevronLeft size={20} />
      </button>
      <span className={styles.stepLabel} aria-live="polite">
        {T.monthLabel(value)}
      </span>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={T.nextMonth}
        onClick={() => onChange(shiftIsoMonth(value, 1))}
      >
        <IconChevronRight size={20} />
      </button>
    </div>
  );
}
