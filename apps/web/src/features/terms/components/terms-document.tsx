import { TERMS_EFFECTIVE_DATE, TERMS_VERSION } from '@academy/domain/terms/terms.version';
import { useId } from 'react';
import { TERMS_UI_TEXTS, type TermsDocument as TermsDocumentData } from '../terms.texts';
import styles from './terms-document.module.css';

/** One terms document: version and effective date, a summary, a table of contents, the sections. */
export function TermsDocument({ document }: { document: TermsDocumentData }) {
  const base = useId().replace(/:/g, '');
  const sectionId = (index: number) => `${base}-section-${index + 1}`;
  return (
    <article className={styles.document}>
      <dl className={styles.meta}>
        <div>
          <dt>{TERMS_UI_TEXTS.version}</dt>
          <dd>{TERMS_VERSION}</dd>
        </div>
        <div>
          <dt>{TERMS_UI_TEXTS.effective}</dt>
          <dd>
            <time dateTime={TERMS_VERSION}>{TERMS_EFFECTIVE_DATE}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.summary}>{document.summary}</p>
      <nav className={styles.toc} aria-label={TERMS_UI_TEXTS.tableOfContents}>
        <h2 className={styles.tocTitle}>{TERMS_UI_TEXTS.tableOfContents}</h2>
        <ol className={styles.tocList}>
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.heading} id={sectionId(index)} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className={styles.contact}>{TERMS_UI_TEXTS.contact}</p>
    </article>
  );
}
