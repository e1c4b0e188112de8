import type { ReactNode } from 'react';
import { Centered } from '../centered/centered';
import { Header } from '../header/header';
import { Spinner } from '../spinner/spinner';
import styles from './screen.module.css';

/** How wide the content column may grow: 560px, 600px, 720px, or the whole page column. */
export type ScreenWidth = 'sm' | 'md' | 'lg' | 'full';

/**
 * Space under the header and between the content's blocks: `compact` 16px / 16px, `regular`
 * 16px / 20px, `roomy` 20px / 20px.
 */
export type ScreenSpacing = 'compact' | 'regular' | 'roomy';

export type ScreenProps = {
  /** `data-screen` of the section: the route id, which end-to-end tests select by. */
  screenId: string;
  /** The h1. */
  title: ReactNode;
  /** Called by the header's back button; without it the button goes back in history. */
  onBack?: () => void;
  hideBack?: boolean;
  /** Right-hand header actions. */
  actions?: ReactNode;
  width?: ScreenWidth;
  spacing?: ScreenSpacing;
  /** Extra room at the bottom so the last content clears the sticky bottom tabs. */
  clearBottomBar?: boolean;
  children: ReactNode;
};

/** A screen: the header with the title as h1, then a centred column of content. */
export function Screen({
  screenId,
  title,
  onBack,
  hideBack,
  actions,
  width = 'lg',
  spacing = 'regular',
  clearBottomBar = false,
  children,
}: ScreenProps) {
  const frame = [styles.screen, spacing === 'roomy' && styles.roomy, clearBottomBar && styles.clearBottomBar];
  const body = [styles.body, spacing === 'compact' && styles.compact, width !== 'full' && styles[width]];
  return (
    <section className={frame.filter(Boolean).join(' ')} data-screen={screenId}>
      <Header title={title} onBack={onBack} hideBack={hideBack} actions={actions} />
      <div className={body.filter(Boolean).join(' ')}>{children}</div>
    </section>
  );
}

/** A screen's content while it loads: a spinner in the middle of the column (`compact`: less room around it). */
export function ScreenLoading({ label, compact }: { label?: string; compact?: boolean }) {
  return (
    <Centered compact={compact}>
      <Spinner label={label} />
    </Centered>
  );
}
