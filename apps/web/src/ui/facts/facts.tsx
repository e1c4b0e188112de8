import type { ComponentProps } from 'react';
import styles from './facts.module.css';

export type FactsProps = ComponentProps<'dl'> & {
  /** On a very small screen (≤ 360px) each value goes under its label (default true). */
  stackOnNarrow?: boolean;
};

/** Label and value pairs (`dt` and `dd` children): the labels in a grey column, the values beside them. */
export function Facts({ stackOnNarrow = true, className, ...rest }: FactsProps) {
  return (
    <dl {...rest} className={[styles.facts, stackOnNarrow && styles.stack, className].filter(Boolean).join(' ')} />
  );
}
