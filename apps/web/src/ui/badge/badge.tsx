import type { ReactNode } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'primary' | 'secondary' | 'warning' | 'yellow' | 'neutral';

export type BadgeProps = {
  children: ReactNode;
  tone?: BadgeTone;
  /** Filled with the tone colour instead of a soft tint. */
  solid?: boolean;
  className?: string;
};

/** A small status label (e.g. 출석, 미납, 신규). */
export function Badge({ children, tone = 'neutral', solid = false, className }: BadgeProps) {
  return (
    <span className={[styles.badge, styles[tone], solid ? styles.solid : '', className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
