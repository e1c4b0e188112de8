import type { ReactNode } from 'react';
import styles from './info-list.module.css';

export type InfoItem = { label: string; value: ReactNode };

/** Read-only facts as a definition list (verified identity, a social profile). */
export function InfoList({ items, label }: { items: readonly InfoItem[]; label?: string }) {
  return (
    <dl className={styles.list} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.pair}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
