import { shiftDate } from '@academy/domain/attendance/attendance.rules';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { formatDate } from '@academy/domain/format/format.date';
import { useId } from 'react';
import { Button } from '../../../ui/button/button';
import { Stepper } from '../../../ui/stepper/stepper';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import { todayInSeoul } from '../lib/use-check-date';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.date;

export type DateStepperProps = {
  value: IsoDate;
  /** Asked before the day changes (an unsaved sheet may say no). */
  onChange: (date: IsoDate) => void;
};

/** The day shown: arrows for the day before and after, a date field, and 오늘. */
export function DateStepper({ value, onChange }: DateStepperProps) {
  const inputId = useId();
  const today = todayInSeoul();
  return (
    <Stepper
      previousLabel={T.previous}
      nextLabel={T.next}
      onStep={(delta) => onChange(shiftDate(value, delta))}
      after={
        value !== today && (
          <Button size="sm" variant="outline" onClick={() => onChange(today)}>
            {T.today}
          </Button>
        )
      }
    >
      <label htmlFor={inputId} className={styles.stepLabel}>
        <span className={styles.stepText} aria-hidden="true">
          {formatDate(value)}
        </span>
        <span className={styles.srOnly}>{T.label}</span>
        <input
          id={inputId}
          type="date"
          className={styles.dateInput}
          value={value}
          onChange={(event) => {
            if (isIsoDate(event.target.value)) onChange(event.target.value);
          }}
        />
      </label>
    </Stepper>
  );
}
