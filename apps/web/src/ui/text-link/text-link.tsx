import { Link, type LinkProps } from 'react-router';
import styles from './text-link.module.css';

export type TextLinkProps = LinkProps & {
  /** 'default' is blue and underlined; 'muted' is grey for secondary navigation; 'strong' is bold green-dark. */
  variant?: 'default' | 'muted' | 'strong';
  /** Opens in a new tab with rel="noopener noreferrer"; the label should say so. */
  external?: boolean;
};

/** A React Router link styled as text. */
export function TextLink({ variant = 'default', external = false, className, ...rest }: TextLinkProps) {
  return (
    <Link
      {...rest}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={[styles.link, styles[variant], className].filter(Boolean).join(' ')}
    />
  );
}
