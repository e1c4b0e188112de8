import { PRODUCT_SHORT_NAME } from '../../lib/product';
import { BrandName } from '../../ui/brand-name/brand-name';
import { Button } from '../../ui/button/button';
import { PageContainer } from '../../ui/page-container/page-container';
import { APP_TEXTS } from '../app-texts';
import { useRevealApp } from '../prerendered-shell';
import { useDocumentTitle } from '../use-document-title';
import { formatInspectionWindow } from './format-window';
import styles from './maintenance-page.module.css';

export type MaintenancePageProps = {
  /** ISO instants of the window; either may be unknown. */
  start: string | null;
  end: string | null;
  onRetry?: () => void;
  retrying?: boolean;
};

/** SPEC §2, §4: the only page a non-internal visitor sees during a maintenance window (outside the router). */
export function MaintenancePage({ start, end, onRetry, retrying = false }: MaintenancePageProps) {
  useDocumentTitle(APP_TEXTS.maintenanceTitle);
  useRevealApp();
  const window = start && end ? formatInspectionWindow(new Date(start), new Date(end)) : null;
  return (
    <PageContainer as="main" className={styles.page}>
      <div className={styles.box}>
        <BrandName as="p" size="sm">
          {PRODUCT_SHORT_NAME}
        </BrandName>
        <h1 className={styles.title}>{APP_TEXTS.maintenanceTitle}</h1>
        <p className={styles.body}>{APP_TEXTS.maintenanceBody}</p>
        {window && (
          <dl className={styles.window}>
            <dt>{APP_TEXTS.maintenanceWindow}</dt>
            <dd>{window}</dd>
          </dl>
        )}
        {onRetry && (
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            {APP_TEXTS.maintenanceRetry}
          </Button>
        )}
      </div>
    </PageContainer>
  );
}
