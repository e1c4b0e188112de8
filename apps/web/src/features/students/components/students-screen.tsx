import type { ReactNode } from 'react';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import styles from './students.module.css';

export type StudentsScreenProps = {
  /** Route id when the page is rendered outside the route map (tests). */
  screen: string;
  /** Used when the route gives no title (tests). */
  fallbackTitle: string;
  actions?: ReactNode;
  /** Forms and single-record pages read better in a narrower column. */
  narrow?: boolean;
  children: ReactNode;
};

/** The frame of every students screen: the header with the route's Korean title, then the content. */
export function StudentsScreen({ screen, fallbackTitle, actions, narrow = false, children }: StudentsScreenProps) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={route?.title ?? fallbackTitle} actions={actions} />
      <div className={narrow ? styles.narrow : styles.body}>{children}</div>
    </section>
  );
}
