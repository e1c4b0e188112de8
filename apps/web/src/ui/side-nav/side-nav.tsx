import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../ui.texts';
import styles from './side-nav.module.css';

export type SideNavLink = {
  key: string;
  label: string;
  to: string;
  /** Small count beside the label (e.g. unread notifications); announced with the label. */
  badgeCount?: number;
};
export type SideNavSection = { key: string; label: string; items: readonly SideNavLink[] };

export type SideNavProps = {
  /** Accessible name of the navigation landmark (e.g. 주 메뉴). */
  label: string;
  sections: readonly SideNavSection[];
  /** The `to` of the link to mark as the current destination (aria-current="page"). */
  current?: string | null;
  /** Above the links: the product name, pickers. */
  header?: ReactNode;
  /** Below the links: account actions. */
  footer?: ReactNode;
  className?: string;
};

function Section({ section, current }: { section: SideNavSection; current?: string | null }) {
  const labelId = useId();
  return (
    <div className={styles.section}>
      <p id={labelId} className={styles.sectionLabel}>
        {section.label}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {section.items.map((item) => {
          const active = item.to === current;
          const count = item.badgeCount ?? 0;
          return (
            <li key={item.key}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                aria-label={count > 0 ? `${item.label} ${UI_TEXTS.unreadCount(count)}` : undefined}
                className={[styles.link, active ? styles.active : ''].filter(Boolean).join(' ')}
              >
                {item.label}
                {count > 0 && (
                  <span className={styles.count} aria-hidden="true">
                    {count > 99 ? '99+' : count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The persistent navigation of tablets and desktops: links grouped by area under small labels, with
 * room for pickers above and account actions below. The current destination is marked.
 */
export function SideNav({ label, sections, current, header, footer, className }: SideNavProps) {
  return (
    <nav aria-label={label} className={[styles.nav, className].filter(Boolean).join(' ')}>
      {header && <div className={styles.header}>{header}</div>}
      <div className={styles.sections}>
        {sections.map((section) => (
          <Section key={section.key} section={section} current={current} />
        ))}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </nav>
  );
}
