import type { ReactNode } from 'react';
import styles from './page-container.module.css';

export type PageContainerProps = {
  children: ReactNode;
  /** 'grey' (default): grey outer background on wide screens; 'white': white everywhere. */
  variant?: 'grey' | 'white';
  /** Element of the inner wrapper (default div; use 'main' once per page). */
  as?: 'div' | 'main' | 'section';
  /** Remove the side padding (full-bleed content such as banners and tab bars). */
  flush?: boolean;
  /** Stretch to at least the viewport height so the white column reaches the bottom (default true). */
  fillViewport?: boolean;
  className?: string;
  /** The inner element's id (the layout's 본문 바로가기 link targets the main one). */
  id?: string;
};

/**
 * The content wrapper (SPEC §1): full width with 16px side padding on narrow screens; 1000px wide and centred
 * on tablet and above (≥1000px), where the outer background is grey unless variant="white".
 */
export function PageContainer({
  children,
  variant = 'grey',
  as: Tag = 'div',
  flush = false,
  fillViewport = true,
  className,
  id,
}: PageContainerProps) {
  return (
    <div
      className={[styles.outer, styles[variant], fillViewport ? styles.fill : ''].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      <Tag
        id={id}
        tabIndex={id ? -1 : undefined}
        className={[styles.inner, flush ? styles.flush : '', className].filter(Boolean).join(' ')}
      >
        {children}
      </Tag>
    </div>
  );
}
