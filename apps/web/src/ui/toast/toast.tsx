import { toastDurationMs } from '@academy/domain/toast/toast.constants';
import { useEffect, useRef } from 'react';
import styles from './toast.module.css';

/**
 * Contract shared by the UI kit and the app shell (the toast helper renders this).
 * The UI kit owns the implementation. SHORT shows 2 s, otherwise 5 s (durations from packages/domain).
 */
export type ToastType = 'SHORT' | 'LONG';

export type ToastProps = {
  open: boolean;
  msg: string;
  toastType: ToastType;
  /** Called when the toast's timer ends (or it is dismissed). */
  onHide: () => void;
};

/**
 * A short message at the bottom of the screen (max width 968px, 16px from the bottom) that hides itself:
 * after 2000 ms for SHORT, otherwise 5000 ms. The live region stays mounted so screen readers announce each
 * message politely. A new message restarts the timer.
 */
export function Toast({ open, msg, toastType, onHide }: ToastProps) {
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => onHideRef.current(), toastDurationMs(toastType));
    return () => clearTimeout(timer);
  }, [open, msg, toastType]);

  const visible = open && msg !== '';
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {visible && (
        <div key={msg} className={styles.toast} data-type={toastType}>
          {msg}
        </div>
      )}
    </div>
  );
}
