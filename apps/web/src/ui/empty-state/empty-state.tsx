import type { ReactNode } from 'react';
import { IconInbox } from '../icon/icons';
import { UI_TEXTS } from '../ui.texts';
import styles from './empty-state.module.css';

export type EmptyStateProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative icon; defaults to an empty tray. `null` hides it. */
  icon?: ReactNode;
  /** A call to action (e.g. a Button). */
  action?: ReactNode;
  className?: string;
};

/** Shown where a list or area has nothing yet. */
export function EmptyState({ title = UI_TEXTS.listEmpty, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <IconInbox size={40} strokeWidth={1.5} />}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
