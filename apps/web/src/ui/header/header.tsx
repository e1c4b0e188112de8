import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconChevronLeft } from '../icon/icons';
import { UI_TEXTS } from '../ui.texts';
import styles from './header.module.css';
import { useHeaderBack } from './header-back';

export type HeaderProps = {
  title: ReactNode;
  /**
   * Called by the back button. Without it the button does what the layout provides (HeaderBackProvider),
   * or goes back in history.
   */
  onBack?: () => void;
  /** Hide the back button (e.g. on a tab's root page). */
  hideBack?: boolean;
  /** Right-hand actions (buttons, links). */
  actions?: ReactNode;
  /** Stick to the top while the page scrolls (default true). */
  sticky?: boolean;
  /** The title's heading level: 1 for a page (default); lower where a header is shown inside a page (demos). */
  titleLevel?: 1 | 2 | 3 | 4;
  className?: string;
};

function BackButton({ onBack }: { onBack?: () => void }) {
  return (
    <button type="button" className={styles.back} aria-label={UI_TEXTS.back} onClick={onBack}>
      <IconChevronLeft size={24} />
    </button>
  );
}

function DefaultBackButton() {
  const navigate = useNavigate();
  const provided = useHeaderBack();
  return <BackButton onBack={provided ?? (() => void navigate(-1))} />;
}

/** Page header: back button, the page title (h1 unless told), optional actions on the right. */
export function Header({
  title,
  onBack,
  hideBack = false,
  actions,
  sticky = true,
  titleLevel = 1,
  className,
}: HeaderProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <header className={[styles.header, sticky ? styles.sticky : '', className].filter(Boolean).join(' ')}>
      <div className={styles.start}>
        {hideBack ? null : onBack ? <BackButton onBack={onBack} /> : <DefaultBackButton />}
      </div>
      <Title className={styles.title}>{title}</Title>
      <div className={styles.end}>{actions}</div>
    </header>
  );
}
