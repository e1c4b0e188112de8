import { type NavItem, navSections } from '@academy/domain/navigation/navigation.menu';
import { Link } from 'react-router';
import { PRODUCT_SHORT_NAME } from '../../lib/product';
import type { NavigationViewer } from '../../lib/routing/use-navigation-viewer';
import { AcademyPicker, ChildPicker } from '../../lib/session/context-pickers';
import { BrandName } from '../../ui/brand-name/brand-name';
import { SideNav } from '../../ui/side-nav/side-nav';
import styles from './app-layout.module.css';
import { NAVIGATION_TEXTS } from './navigation.texts';

const T = NAVIGATION_TEXTS;

/**
 * The persistent navigation of tablets and desktops: the product name (home), the current academy
 * and, for a parent, the current child, then every destination the user may open, by area.
 */
export function AppSideNav({
  viewer,
  current,
  unreadCount = 0,
  chatUnreadCount = 0,
  className,
}: {
  viewer: NavigationViewer & { me: NonNullable<NavigationViewer['me']> };
  current: NavItem | null;
  /** My unread notifications, beside 알림. */
  unreadCount?: number;
  /** My unread chat messages, beside 채팅. */
  chatUnreadCount?: number;
  className?: string;
}) {
  const sections = navSections(viewer.memberships).map((section) => ({
    key: section.group,
    label: section.label,
    items: section.items.map((item) => ({
      key: item.key,
      label: item.label,
      to: item.to,
      ...(item.key === 'notifications' ? { badgeCount: unreadCount } : {}),
      ...(item.key === 'chat' ? { badgeCount: chatUnreadCount } : {}),
    })),
  }));
  const parent = viewer.memberships.some((membership) => membership.role === 'PARENT');
  return (
    <SideNav
      label={T.mainMenu}
      sections={sections}
      current={current?.to ?? null}
      className={className}
      header={
        <>
          <Link to="/mainTF" className={styles.brand} aria-label={`${PRODUCT_SHORT_NAME} ${T.home}`}>
            <BrandName size="lg">{PRODUCT_SHORT_NAME}</BrandName>
          </Link>
          <AcademyPicker me={viewer.me} instId={viewer.instId} label={T.academyPicker} />
          {parent && <ChildPicker me={viewer.me} label={T.childPicker} />}
        </>
      }
    />
  );
}
