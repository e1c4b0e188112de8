import type { ReactNode } from 'react';
import styles from './scroll-region.module.css';

export type ScrollRegionProps = {
  /** Names the region for screen readers, e.g. the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A box that scrolls sideways (a wide table on a 320px phone) instead of widening the page. It is a
 * named region (a labelled section) the keyboard can reach with Tab and scroll with the arrow keys, with a focus ring.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus so keyboards can scroll it
    <section aria-label={label} tabIndex={0} className={[styles.region, className].filter(Boolean).join(' ')}>
      {children}
    </section>
  );
}
