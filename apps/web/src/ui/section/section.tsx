import { type ComponentProps, type HTMLAttributes, type ReactNode, useId } from 'react';
import styles from './section.module.css';

/** The look of a section, for a form, a fieldset or a box that is not a `<section>`. */
export function sectionClassName(className?: string) {
  return [styles.section, className].filter(Boolean).join(' ');
}

export type SectionTitleProps = HTMLAttributes<HTMLElement> & {
  /** `h2` by default; `h3` inside another section; `legend` for a fieldset drawn as a section. */
  as?: 'h2' | 'h3' | 'legend';
};

/** The title of a section. */
export function SectionTitle({ as: Tag = 'h2', className, ...rest }: SectionTitleProps) {
  return <Tag {...rest} className={[styles.title, className].filter(Boolean).join(' ')} />;
}

/** A row with the title on the left and what belongs beside it on the right; wraps on a narrow screen. */
export function SectionHeader({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={[styles.header, className].filter(Boolean).join(' ')} />;
}

export type SectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The h2 that names the section. */
  title?: ReactNode;
  /** Beside the title (a button, a link, a badge). */
  actions?: ReactNode;
  /** The title's id, when something inside is named by the title too. */
  titleId?: string;
  /** The title's heading level: `h2` by default, `h3` for a section inside another. */
  titleAs?: 'h2' | 'h3';
};

/**
 * One part of a screen in a white box: its title (which names the section for assistive
 * technology), then its content. Without `title` the content brings its own heading.
 */
export function Section({
  title,
  actions,
  titleId: givenId,
  titleAs = 'h2',
  className,
  children,
  ...rest
}: SectionProps) {
  const generatedId = useId();
  const titleId = givenId ?? generatedId;
  const hasTitle = title !== undefined && title !== null;
  const heading = hasTitle && (
    <SectionTitle as={titleAs} id={titleId}>
      {title}
    </SectionTitle>
  );
  return (
    <section aria-labelledby={hasTitle ? titleId : undefined} {...rest} className={sectionClassName(className)}>
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
