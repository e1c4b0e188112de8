import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { BrandName } from '../../ui/brand-name/brand-name';
import { Button, buttonClassName } from '../../ui/button/button';
import { PageContainer } from '../../ui/page-container/page-container';
import { APP_TEXTS } from '../app-texts';
import { useRevealApp } from '../prerendered-shell';
import { useDocumentTitle } from '../use-document-title';
import styles from './fallback-page.module.css';

export type FallbackKind = 'notFound' | 'error';

/**
 * The fallback page (SPEC §2, §8): an unknown address, or a failure anywhere while rendering.
 * Works inside and outside the router: a plain link styled as a button (no router Link), so it also
 * recovers from a broken router by loading the app afresh.
 */
export function FallbackPage({ kind }: { kind: FallbackKind }) {
  const title = kind === 'notFound' ? APP_TEXTS.notFoundTitle : APP_TEXTS.errorTitle;
  useDocumentTitle(title);
  useRevealApp();
  return (
    <div data-fallback={kind}>
      <PageContainer as="main" variant="white" className={styles.page}>
        <div aria-hidden="true">
          <BrandName as="p" size="xl">
            {kind === 'notFound' ? '404' : '!'}
          </BrandName>
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.body}>{kind === 'notFound' ? APP_TEXTS.notFoundBody : GENERIC_FAILURE_MESSAGE}</p>
        <div className={styles.actions}>
          {kind === 'error' && (
            <Button variant="outline" onClick={() => window.location.reload()}>
              {APP_TEXTS.reload}
            </Button>
          )}
          <a className={buttonClassName({ variant: 'primary' })} href="/">
            {APP_TEXTS.goHome}
          </a>
        </div>
      </PageContainer>
    </div>
  );
}
