import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '../icon/icons';
import styles from './stepper.module.css';

export type StepperProps = {
  /** The group's name for screen readers (`청구 월`), when the value alone does not say what it is. */
  label?: string;
  previousLabel: string;
  nextLabel: string;
  /** -1 for the arrow before, 1 for the arrow after. */
  onStep: (delta: -1 | 1) => void;
  /** What is shown between the arrows: a StepperValue, or a control of its own (a date field). */
  children: ReactNode;
  /** Shown after the arrows (e.g. a way back to today). */
  after?: ReactNode;
};

/** A value between an arrow back and an arrow forward: a day, a month, a year. */
export function Stepper({ label, previousLabel, nextLabel, onStep, children, after }: StepperProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and their value, not a form's fieldset
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.stepButton} aria-label={previousLabel} onClick={() => onStep(-1)}>
        <IconChevronLeft size={20} />
      </button>
      {children}
      <button type="button" className={styles.stepButton} aria-label={nextLabel} onClick={() => onStep(1)}>
        <IconChevronRight size={20} />
      </button>
      {after}
    </div>
  );
}

/** The value as text, announced when it changes. */
export function StepperValue({ children }: { children: ReactNode }) {
  return (
    <span className={styles.value} aria-live="polite">
      {children}
    </span>
  );
}
