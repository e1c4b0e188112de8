import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
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
  /**
   * The `to` of the tab to mark as current, when the caller knows it (e.g. every screen of a feature
   * marks that feature's tab). By default the tab whose path matches the location is current.
   */
  current?: string;
  className?: string;
};

function hasCount(item: BottomTabItem): boolean {
  return item.badgeCount !== undefined && item.badgeCount > 0;
}

function linkClassName(active: boolean): string {
  return [styles.link, active ? styles.active : ''].filter(Boolean).join(' ');
}

function TabContent({ item }: { item: BottomTabItem }) {
  return (
    <>
      {item.icon && (
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
          {hasCount(item) && (
            <span className={styles.count}>{(item.badgeCount ?? 0) > 99 ? '99+' : item.badgeCount}</span>
          )}
        </span>
      )}
      <span className={styles.label}>{item.label}</span>
    </>
  );
}

/** Sticky bottom navigation for phones. The current tab gets aria-current="page". */
export function BottomTabBar({
  items,
  label = UI_TEXTS.bottomMenu,
  position = 'sticky',
  current,
  className,
}: BottomTabBarProps) {
  return (
    <nav aria-label={label} className={[styles.bar, styles[position], className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = hasCount(item) ? `${item.label} ${UI_TEXTS.unreadCount(item.badgeCount ?? 0)}` : undefined;
          return (
            <li key={item.to} className={styles.item}>
              {current === undefined ? (
                <NavLink
                  to={item.to}
                  end={item.end}
                  aria-label={name}
                  className={({ isActive }) => linkClassName(isActive)}
                >
                  <TabContent item={item} />
                </NavLink>
              ) : (
                <Link
                  to={item.to}
                  aria-label={name}
                  aria-current={item.to === current ? 'page' : undefined}
                  className={linkClassName(item.to === current)}
                >
                  <TabContent item={item} />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
