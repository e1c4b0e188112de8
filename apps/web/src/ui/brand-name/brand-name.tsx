import type { ReactNode } from 'react';
import styles from './brand-name.module.css';

export type BrandNameProps = {
  /** The product name (e.g. PRODUCT_SHORT_NAME from lib/product). */
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Render as a heading or plain text. */
  as?: 'span' | 'strong' | 'h1' | 'h2' | 'p';
  className?: string;
};

/** The product name in the brand gradient (SPEC §1). Falls back to solid brand green where gradient text is unsupported. */
export function BrandName({ children, size = 'md', as: Tag = 'span', className }: BrandNameProps) {
  return <Tag className={[styles.brand, styles[size], className].filter(Boolean).join(' ')}>{children}</Tag>;
}
