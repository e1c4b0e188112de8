import type { ReactNode } from 'react';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import styles from './screen.module.css';

export type MyScreenProps = {
  /** The h1; defaults to the route's Korean title. */
  title?: string;
  /** Used when the route has no title (e.g. in tests). */
  fallbackTitle: string;
  /** Route id used when the page is not rendered by the route map (tests); otherwise the route's id. */
  screen: string;
  onBack?: () => void;
  children: ReactNode;
};

/** The frame of every 마이페이지 screen: the header with the title, then a centred column. */
export function MyScreen({ title, fallbackTitle, screen, onBack, children }: MyScreenProps) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={title ?? route?.title ?? fallbackTitle} onBack={onBack} />
      <div className={styles.body}>{children}</div>
    </section>
  );
}
