import type { ReactNode } from 'react';
import styles from './design.module.css';

/** One state or variant of a component on the design pages: a small heading and a preview area. */
export function DemoBlock({
  title,
  description,
  layout = 'row',
  children,
}: {
  title: string;
  description?: ReactNode;
  layout?: 'row' | 'column' | 'stack';
  children: ReactNode;
}) {
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {description && <p className={styles.blockDescription}>{description}</p>}
      <div className={[styles.preview, styles[layout]].join(' ')}>{children}</div>
    </div>
  );
}
