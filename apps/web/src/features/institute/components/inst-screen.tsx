import type { ReactNode } from 'react';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { Header } from '../../../ui/header/header';
import styles from './screen.module.css';

export type InstScreenProps = {
  /** The h1; defaults to the route's Korean title. */
  title?: string;
  /** Used when the route has no title (tests). */
  fallbackTitle: string;
  /** The route id, for `data-screen` when the page is rendered outside the route map (tests). */
  screen: string;
  hideBack?: boolean;
  actions?: ReactNode;
  /** `wide` for homes and lists (up to the page width), `narrow` for forms (560px). */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of every institute screen: the header with the title, then a centred column. */
export function InstScreen({
  title,
  fallbackTitle,
  screen,
  hideBack,
  actions,
  width = 'narrow',
  children,
}: InstScreenProps) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={title ?? route?.title ?? fallbackTitle} hideBack={hideBack} actions={actions} />
      <div className={width === 'wide' ? styles.wideBody : styles.body}>{children}</div>
    </section>
  );
}
