import type { ComponentProps } from 'react';
import styles from './chip.module.css';

/** A wrapping row of chips; each child is an `li`. Name it with `aria-label` when it stands alone. */
export function ChipList({ className, ...rest }: ComponentProps<'ul'>) {
  return <ul {...rest} className={[styles.list, className].filter(Boolean).join(' ')} />;
}

export type ToggleChipProps = Omit<ComponentProps<'button'>, 'aria-pressed'> & {
  /** On (green) or off; announced as a pressed toggle button. */
  pressed: boolean;
  /** `sm` 32px high; `md` the 44px touch target. */
  size?: 'sm' | 'md';
};

/** A rounded toggle button: a filter, a suggestion, one of several things to pick. */
export function ToggleChip({ pressed, size = 'sm', type = 'button', className, ...rest }: ToggleChipProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={pressed}
      className={[styles.chip, size === 'md' && styles.md, className].filter(Boolean).join(' ')}
    />
  );
}
