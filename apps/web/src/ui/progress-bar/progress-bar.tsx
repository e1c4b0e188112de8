import { UI_TEXTS } from '../ui.texts';
import styles from './progress-bar.module.css';

export type ProgressBarProps = {
  /** Current value; omit for an indeterminate bar. */
  value?: number;
  max?: number;
  /** Accessible name (and visible label unless hideLabel). */
  label?: string;
  hideLabel?: boolean;
  /** Show the percentage beside the label. */
  showValue?: boolean;
  tone?: 'primary' | 'secondary' | 'warning' | 'yellow';
  className?: string;
};

export function ProgressBar({
  value,
  max = 100,
  label = UI_TEXTS.progress,
  hideLabel = false,
  showValue = true,
  tone = 'primary',
  className,
}: ProgressBarProps) {
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : 0;
  const percent = max > 0 ? Math.round((clamped / max) * 100) : 0;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {!hideLabel && (
        <div className={styles.labelRow} aria-hidden="true">
          <span>{label}</span>
          {determinate && showValue && <span className={styles.value}>{UI_TEXTS.progressValue(percent)}</span>}
        </div>
      )}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? clamped : undefined}
        aria-valuetext={determinate ? UI_TEXTS.progressValue(percent) : undefined}
        className={styles.track}
      >
        <div
          className={[styles.bar, styles[tone], determinate ? '' : styles.indeterminate].filter(Boolean).join(' ')}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </div>
    </div>
  );
}
