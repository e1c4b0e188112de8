import { Outlet, useNavigation } from 'react-router';
import { type RouteFamily, useRouteEntry } from '../../lib/routing/route-entry';
import { PageContainer } from '../../ui/page-container/page-container';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { APP_TEXTS } from '../app-texts';
import { useDocumentTitle } from '../use-document-title';
import styles from './app-layout.module.css';
import { StickyBottomTabs } from './sticky-bottom-tabs';

export type AppLayoutProps = {
  family: RouteFamily;
  /** PageContainer's background: 'grey' outside the 1000px column on wide screens, or 'white'. */
  background: 'grey' | 'white';
};

/**
 * What both route families share: the PageContainer column (SPEC §1), the document title of the
 * current screen, a progress bar while the next screen (or its area's chunk) loads, and the sticky
 * bottom tabs on the SPEC §9 features.
 */
export function AppLayout({ family, background }: AppLayoutProps) {
  const current = useRouteEntry();
  const loading = useNavigation().state === 'loading';
  useDocumentTitle(current?.entry.title);
  return (
    <div className={styles.layout} data-family={family} data-background={background} aria-busy={loading || undefined}>
      {loading && (
        <div className={styles.progress}>
          <ProgressBar label={APP_TEXTS.loading} />
        </div>
      )}
      <PageContainer as="main" variant={background}>
        <Outlet />
      </PageContainer>
      <StickyBottomTabs />
    </div>
  );
}
