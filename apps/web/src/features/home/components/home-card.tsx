import { type ReactNode, useId } from 'react';
import { SectionHeader, SectionTitle, sectionClassName } from '../../../ui/section/section';
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
  const titleId = useId();
  const heading = (
    <SectionTitle as={level === 3 ? 'h3' : 'h2'} id={titleId}>
      {title}
    </SectionTitle>
  );
  return (
    <section aria-labelledby={titleId} className={sectionClassName(wide ? styles.wide : undefined)}>
      {actions ? (
        <SectionHeader>
          {heading}
          {actions}
        </SectionHeader>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The home's cards: one column on a phone, two from a tablet on. */
export function HomeGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
