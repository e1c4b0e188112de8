import type { ReactNode } from 'react';
import { IconChevronLeft, IconChevronRight } from '../../../ui/icon/icons';
import styles from './attendance.module.css';

export type StepperProps = {
  previousLabel: string;
  nextLabel: string;
  /** -1 for the arrow before, 1 for the arrow after. */
  onStep: (delta: -1 | 1) => void;
  /** What is shown between the arrows. */
  children: ReactNode;
  /** Shown after the arrows (e.g. a way back to today). */
  after?: ReactNode;
};

/** A value shown between an arrow back and an arrow forward. */
export function Stepper({ previousLabel, nextLabel, onStep, children, after }: StepperProps) {
  return (
    <div className={styles.stepper}>
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
