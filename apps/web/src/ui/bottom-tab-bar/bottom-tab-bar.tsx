import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UI_TEXTS } from '../ui.texts';
import styles from './bottom-tab-bar.module.css';

export type BottomTabItem = {
  to: string;
  label: string;
  /** Decorative icon above the label. */
  icon?: ReactNode;
  /** Match the path exactly (NavLink `end`). */
  end?: boolean;
  /** Small count shown on the icon (e.g. unread chats); announced with the label. */
  badgeCount?: number;
};

export type BottomTabBarProps = {
  items: readonly BottomTabItem[];
  /** Accessible name of the navigation (default '하단 메뉴'). */
  label?: string;
  /** 'sticky' (default) sticks to the bottom of its scroll container; 'static' for previews. */
  position?: 'sticky' | 'static';
  className?: string;
};

function hasCount(item: BottomTabItem): boolean {
  return item.badgeCount !== undefined && item.badgeCount > 0;
}

/** Sticky bottom navigation for phones. The active tab (NavLink) gets aria-current="page". */
export function BottomTabBar({
  items,
  label = UI_TEXTS.bottomMenu,
  position = 'sticky',
  className,
}: BottomTabBarProps) {
  return (
    <nav aria-label={label} className={[styles.bar, styles[position], className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <NavLink
              to={item.to}
              end={item.end}
              aria-label={hasCount(item) ? `${item.label} ${UI_TEXTS.unreadCount(item.badgeCount ?? 0)}` : undefined}
              className={({ isActive }) => [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')}
            >
              {item.icon && (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                  {hasCount(item) && (
                    <span className={styles.count}>{(item.badgeCount ?? 0) > 99 ? '99+' : item.badgeCount}</span>
                  )}
                </span>
              )}
              <span className={styles.label}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
