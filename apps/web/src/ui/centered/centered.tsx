import type { ComponentProps } from 'react';
import styles from './centered.module.css';

export type CenteredProps = ComponentProps<'div'> & {
  /** 32px above and below instead of 40px. */
  compact?: boolean;
};

/** Content centred in the column with room above and below: a spinner, a done or goodbye message. */
export function Centered({ compact = false, className, ...rest }: CenteredProps) {
  return (
    <div {...rest} className={[styles.centered, compact && styles.compact, className].filter(Boolean).join(' ')} />
  );
}
