import { PRODUCT_SHORT_NAME } from '../../../lib/product';
import { DESIGN_SECTIONS } from '../../../lib/routing/design-sections';
import { BrandName } from '../../../ui/brand-name/brand-name';
import { Header } from '../../../ui/header/header';
import styles from '../components/design.module.css';
import { DesignSection } from '../components/design-section';
import { DESIGN_TEXTS } from '../design.texts';

/** `/v3/pub` and `/demo`: every design section (the UI kit owns this page). */
export function DesignIndexPage() {
  return (
    <>
      <Header title={DESIGN_TEXTS.page.title} />
      <div className={styles.page}>
        <div className={styles.intro}>
          <BrandName size="lg">{PRODUCT_SHORT_NAME}</BrandName>
          <p>{DESIGN_TEXTS.page.intro}</p>
          <nav aria-label={DESIGN_TEXTS.page.toc}>
            <ul className={styles.toc}>
              {DESIGN_SECTIONS.map((section) => (
                <li key={section.name}>
                  <a className={styles.tocLink} href={`#${section.name}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {DESIGN_SECTIONS.map((section) => (
          <DesignSection key={section.name} name={section.name} showLink />
        ))}
      </div>
    </>
  );
}
