import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './figures.module.css';

export type Figure = {
  key: string;
  label: string;
  value: ReactNode;
  /** A figure that asks for attention (what is still unpaid): its value in the warning colour. */
  warning?: boolean;
  /** Where the figure leads, with the link's full accessible name (`재원 12명 보기`). */
  link?: { to: string; label: string };
};

export type FiguresProps = {
  /** The list's name for screen readers. */
  label: string;
  items: readonly Figure[];
  /**
   * `count`: small numbers centred in narrow tiles (a home's head counts); `money`: amounts in won,
   * which need wider tiles; `totals`: the same, larger, heading a money screen.
   */
  kind?: 'count' | 'money' | 'totals';
};

/** A row of tiles, each a label over its figure, wrapping onto more rows on a narrow screen. */
export function Figures({ label, items, kind = 'count' }: FiguresProps) {
  return (
    <ul className={[styles.figures, styles[kind]].join(' ')} aria-label={label}>
      {items.map((figure) => {
        const className = [styles.figure, figure.warning ? styles.warning : ''].filter(Boolean).join(' ');
        const content = (
          <>
            <span className={styles.label}>{figure.label}</span>
            <span className={styles.value}>{figure.value}</span>
          </>
        );
        return figure.link ? (
          <li key={figure.key}>
            <Link to={figure.link.to} className={[className, styles.link].join(' ')} aria-label={figure.link.label}>
              {content}
            </Link>
          </li>
        ) : (
          <li key={figure.key} className={className}>
            {content}
          </li>
        );
      })}
    </ul>
  );
}
