import type { Key, ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../empty-state/empty-state';
import { IconChevronRight } from '../icon/icons';
import { Spinner } from '../spinner/spinner';
import { UI_TEXTS } from '../ui.texts';
import styles from './list.module.css';

export type ListProps<T> = {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** Accessible name of the list. */
  label?: string;
  /** Shown instead of the list when there are no items (default '목록이 없습니다'). */
  emptyText?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  loading?: boolean;
  loadingText?: string;
  /** Lines between items (default true). */
  divided?: boolean;
  className?: string;
};

/** A list of items with loading and empty states. Each item renders inside an li. */
export function List<T>({
  items,
  renderItem,
  getKey,
  label,
  emptyText = UI_TEXTS.listEmpty,
  emptyDescription,
  emptyAction,
  loading = false,
  loadingText = UI_TEXTS.loading,
  divided = true,
  className,
}: ListProps<T>) {
  if (loading) {
    return (
      <div className={styles.loading}>
        <Spinner label={loadingText} />
        <span aria-hidden="true">{loadingText}</span>
      </div>
    );
  }
  if (items.length === 0) {
    return <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />;
  }
  return (
    <ul
      aria-label={label}
      className={[styles.list, divided ? styles.divided : '', className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => (
        <li key={getKey(item, index)} className={styles.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}

export type ListItemProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Leading visual (avatar, icon). */
  leading?: ReactNode;
  /** Trailing content (badge, amount). */
  trailing?: ReactNode;
  /** Makes the row a link. */
  to?: string;
  /** Makes the row a button; with `to`, runs before the link is followed. */
  onClick?: () => void;
  disabled?: boolean;
};

/** The standard row of a List: title, optional description, leading and trailing parts; a link or a button. */
export function ListItem({ title, description, leading, trailing, to, onClick, disabled }: ListItemProps) {
  const body = (
    <>
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {trailing && <span className={styles.trailing}>{trailing}</span>}
      {(to || onClick) && <IconChevronRight size={18} className={styles.chevron} />}
    </>
  );
  if (to && !disabled) {
    return (
      <Link to={to} onClick={onClick} className={[styles.row, styles.interactive].join(' ')}>
        {body}
      </Link>
    );
  }
  if (onClick || (to && disabled)) {
    return (
      <button
        type="button"
        className={[styles.row, styles.interactive].join(' ')}
        onClick={onClick}
        disabled={disabled}
      >
        {body}
      </button>
    );
  }
  return <div className={styles.row}>{body}</div>;
}
