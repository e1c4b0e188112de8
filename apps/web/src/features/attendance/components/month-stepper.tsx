import { shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';
import { Stepper } from './stepper';

const T = ATTENDANCE_TEXTS.month;

/** `2026-11` → `2026.11`. */
export const monthLabel = (month: string) => month.replace('-', '.');

/** The month shown, with the months before and after. */
export function MonthStepper({ value, onChange }: { value: string; onChange: (month: string) => void }) {
  return (
    <Stepper previousLabel={T.previous} nextLabel={T.next} onStep={(delta) => onChange(shiftIsoMonth(value, delta))}>
      <span className={styles.stepLabel} aria-live="polite">
        {monthLabel(value)}
      </span>
    </Stepper>
  );
}
