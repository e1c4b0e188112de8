import { WEEKDAYS_MONDAY_FIRST } from '@academy/domain/class/class.constants';
import { useId } from 'react';
import { CLASSES_TEXTS } from '../classes.texts';
import styles from './weekday-picker.module.css';

export type WeekdayPickerProps = {
  label: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  hint?: string;
  error?: string;
  required?: boolean;
};

/** The weekdays a class meets on, 월 … 일, as toggle chips (native checkboxes in a fieldset). */
export function WeekdayPicker({ label, value, onChange, hint, error, required }: WeekdayPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...new Set([...value, day])].sort((a, b) => a - b) : value.filter((other) => other !== day));
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={[error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.days}>
        {WEEKDAYS_MONDAY_FIRST.map((day) => {
          const name = CLASSES_TEXTS.weekdays[day];
          return (
            <label
              key={day}
              className={[styles.day, day === 0 ? styles.sunday : '', day === 6 ? styles.saturday : ''].join(' ')}
            >
              <input
                type="checkbox"
                className={styles.input}
                checked={value.includes(day)}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              <span className={styles.chip}>{name}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
