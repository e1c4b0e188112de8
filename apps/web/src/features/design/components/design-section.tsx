import { DESIGN_SECTIONS, type DesignSectionName, designSectionPath } from '../../../lib/routing/design-sections';
import { TextLink } from '../../../ui/text-link/text-link';
import { DESIGN_TEXTS } from '../design.texts';
import styles from './design.module.css';
import { SECTION_DEMOS } from './section-demos';

/** One design section: an h2 and the demo of every state. */
export function DesignSection({ name, showLink = false }: { name: DesignSectionName; showLink?: boolean }) {
  const section = DESIGN_SECTIONS.find((s) => s.name === name);
  const Demo = SECTION_DEMOS[name];
  const headingId = `design-${name}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} id={name}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {section?.title ?? name}
        </h2>
        {showLink && (
          <TextLink to={designSectionPath(name)} variant="strong">
            {DESIGN_TEXTS.page.sectionOnly}
          </TextLink>
        )}
      </div>
      <Demo />
    </section>
  );
}
