import type { ReactNode } from 'react';
import { Section } from '../../../ui/section/section';
import styles from './home-card.module.css';

export type HomeCardProps = {
  title: ReactNode;
  /** `h2` on the page; `h3` inside an academy's group on a parent's home. */
  level?: 2 | 3;
  /** Beside the title: a count, a link. */
  actions?: ReactNode;
  /** Wide cards take the whole row of the home's grid on a wide screen. */
  wide?: boolean;
  children: ReactNode;
};

/** One card of a home: a section named by its heading. */
export function HomeCard({ title, level = 2, actions, wide = false, children }: HomeCardProps) {
  return (
    <Section
      title={title}
      titleAs={level === 3 ? 'h3' : 'h2'}
      actions={actions}
      className={wide ? styles.wide : undefined}
    >
      {children}
    </Section>
  );
}

/** The home's cards: one column on a phone, two from a tablet on. */
export function HomeGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
