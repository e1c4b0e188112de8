import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { UI_TEXTS } from '../ui.texts';
import styles from './spinner.module.css';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers. Ignored when decorative. */
  label?: string;
  /** Hidden from assistive technology (e.g. inside a button that already sets aria-busy). */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label = UI_TEXTS.loading, decorative = false, className }: SpinnerProps) {
  const circle = <span className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')} />;
  if (decorative) {
    return (
      <span className={styles.wrap} aria-hidden="true">
        {circle}
      </span>
    );
  }
  return (
    <span className={styles.wrap} role="status">
      {circle}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
