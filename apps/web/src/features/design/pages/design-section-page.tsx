import { DESIGN_INDEX_PATH, DESIGN_SECTIONS, type DesignSectionName } from '../../../lib/routing/design-sections';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import styles from '../components/design.module.css';
import { DesignSection } from '../components/design-section';
import { DESIGN_TEXTS } from '../design.texts';

/** `/v3/pub{Name}`: one design section in all its states (the UI kit owns this page). */
export function DesignSectionPage({ section }: { section: DesignSectionName }) {
  const title = DESIGN_SECTIONS.find((s) => s.name === section)?.title ?? section;
  return (
    <>
      <Header title={`${DESIGN_TEXTS.page.title} · ${title}`} />
      <div className={styles.page}>
        <p className={styles.intro}>
          <TextLink to={DESIGN_INDEX_PATH}>{DESIGN_TEXTS.page.backToIndex}</TextLink>
        </p>
        <DesignSection name={section} />
      </div>
    </>
  );
}
