import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconChevronLeft } from '../icon/icons';
import { UI_TEXTS } from '../ui.texts';
import styles from './header.module.css';

export type HeaderProps = {
  title: ReactNode;
  /** Called by the back button. Without it the button goes back in history. */
  onBack?: () => void;
  /** Hide the back button (e.g. on a tab's root page). */
  hideBack?: boolean;
  /** Right-hand actions (buttons, links). */
  actions?: ReactNode;
  /** Stick to the top while the page scrolls (default true). */
  sticky?: boolean;
  className?: string;
};

function BackButton({ onBack }: { onBack?: () => void }) {
  return (
    <button type="button" className={styles.back} aria-label={UI_TEXTS.back} onClick={onBack}>
      <IconChevronLeft size={24} />
    </button>
  );
}

function HistoryBackButton() {
  const navigate = useNavigate();
  return <BackButton onBack={() => navigate(-1)} />;
}

/** Page header: back button, the page title as h1, optional actions on the right. */
export function Header({ title, onBack, hideBack = false, actions, sticky = true, className }: HeaderProps) {
  return (
    <header className={[styles.header, sticky ? styles.sticky : '', className].filter(Boolean).join(' ')}>
      <div className={styles.start}>
        {hideBack ? null : onBack ? <BackButton onBack={onBack} /> : <HistoryBackButton />}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.end}>{actions}</div>
    </header>
  );
}
