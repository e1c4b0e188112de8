import { bottomTabs, visibleNavItems } from '@academy/domain/navigation/navigation.menu';
import type { MouseEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useUnreadCount } from '../../lib/notifications/unread-count';
import { useBackAction, useTrackInAppHistory } from '../../lib/routing/in-app-history';
import { KIOSK_PATH, useKioskLock } from '../../lib/routing/kiosk-lock';
import { type RouteFamily, showsNavigation, useRouteEntry } from '../../lib/routing/route-entry';
import { useNavigationViewer } from '../../lib/routing/use-navigation-viewer';
import { HOME_PATH } from '../../lib/session/sign-in-path';
import { HeaderBackProvider } from '../../ui/header/header-back';
import { PageContainer } from '../../ui/page-container/page-container';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { APP_TEXTS } from '../app-texts';
import { useDocumentTitle } from '../use-document-title';
import styles from './app-layout.module.css';
import { AppSideNav } from './app-side-nav';
import { useChatUnreadCount } from './chat-unread-count';
import { bottomTabsShowAt, currentTabOf, destinationOf } from './current-destination';
import { StickyBottomTabs } from './sticky-bottom-tabs';

const MAIN_ID = 'main-content';

/** 본문 바로가기: focus moves to the screen itself, past the side menu, without touching the address. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

export type AppLayoutProps = {
  family: RouteFamily;
  /** PageContainer's background: 'grey' outside the 1000px column on wide screens, or 'white'. */
  background: 'grey' | 'white';
};

/**
 * What both route families share: the PageContainer column (SPEC §1), the document title of the
 * current screen, a progress bar while the next screen (or its area's chunk) loads, and, for a
 * signed-in member, the app's navigation — a side menu from 768px, the bottom tabs below it on the
 * main screens — except on sign-up, log-in and wizards. An unlocked front desk (kiosk mode) shows
 * nothing but itself, and every other address leads back to it. The header's back arrow follows the
 * in-app history, or the screen's logical parent.
 */
export function AppLayout({ family, background }: AppLayoutProps) {
  const current = useRouteEntry();
  const { pathname } = useLocation();
  const loading = useNavigation().state === 'loading';
  const kiosk = useKioskLock();
  const viewer = useNavigationViewer();
  const back = useBackAction(HOME_PATH);
  useTrackInAppHistory();
  useDocumentTitle(current?.entry.title);
  // The navigation's 알림 badge, for a signed-in member (a kiosk shows no navigation).
  const unreadCount = useUnreadCount(!kiosk && viewer.me !== null);
  // The 채팅 badge: unread chat messages at the current academy.
  const chatUnreadCount = useChatUnreadCount(!kiosk && viewer.me !== null ? viewer.instId : null);

  if (kiosk && pathname !== KIOSK_PATH) return <Navigate to={KIOSK_PATH} replace />;

  const me = viewer.me;
  const navigation = !kiosk && me !== null && current !== null && showsNavigation(current.entry);
  const items = navigation ? visibleNavItems(viewer.memberships) : [];
  const destination = navigation ? destinationOf(pathname, current?.entry.parent, items) : null;
  const tabs = navigation && bottomTabsShowAt(pathname);
  return (
    <HeaderBackProvider value={back}>
      <div
        className={[styles.layout, navigation ? styles.withNavigation : ''].filter(Boolean).join(' ')}
        data-family={family}
        data-background={background}
        data-kiosk={kiosk ? 'on' : undefined}
        aria-busy={loading || undefined}
      >
        {loading && (
          <div className={styles.progress}>
            <ProgressBar label={APP_TEXTS.loading} />
          </div>
        )}
        {navigation && (
          <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={skipToMain}>
            {APP_TEXTS.skipToMain}
          </a>
        )}
        {navigation && me && (
          <div className={styles.side}>
            <AppSideNav
              viewer={{ ...viewer, me }}
              current={destination}
              unreadCount={unreadCount}
              chatUnreadCount={chatUnreadCount}
            />
          </div>
        )}
        <div className={styles.content}>
          <PageContainer as="main" id={MAIN_ID} variant={background}>
            <Outlet />
          </PageContainer>
          {tabs && (
            <StickyBottomTabs
              memberships={viewer.memberships}
              current={currentTabOf(bottomTabs(viewer.memberships), pathname, destination)}
              unreadCount={unreadCount}
              chatUnreadCount={chatUnreadCount}
              className={styles.bottomTabs}
            />
          )}
        </div>
      </div>
    </HeaderBackProvider>
  );
}
