import { useRouteEntry } from '../../lib/routing/route-entry';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { Header } from '../../ui/header/header';
import { TextLink } from '../../ui/text-link/text-link';
import { APP_TEXTS } from '../app-texts';
import styles from './coming-soon-page.module.css';

/** A screen whose behaviour arrives with a later issue: its Korean title and a '준비 중' notice, no fake data. */
export function ComingSoonPage() {
  const current = useRouteEntry();
  return (
    <section className={styles.screen} data-screen={current?.entry.id}>
      <Header title={current?.entry.title} />
      <EmptyState
        className={styles.notice}
        title={APP_TEXTS.comingSoon}
        description={APP_TEXTS.comingSoonHint}
        action={
          <TextLink to="/" variant="strong">
            {APP_TEXTS.goHome}
          </TextLink>
        }
      />
    </section>
  );
}
