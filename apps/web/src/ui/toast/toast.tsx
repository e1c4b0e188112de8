import {
  TOAST_BOTTOM_OFFSET_PX,
  TOAST_MAX_WIDTH_PX,
  type ToastType,
  toastDurationMs,
} from '@academy/domain/toast/toast.constants';
import { type CSSProperties, useEffect, useRef } from 'react';
import styles from './toast.module.css';

/** The toast's size (SPEC §9), from packages/domain, handed to the CSS Module as custom properties. */
const TOAST_SIZE = {
  '--toast-max-width': `${TOAST_MAX_WIDTH_PX}px`,
  '--toast-bottom': `${TOAST_BOTTOM_OFFSET_PX}px`,
} as CSSProperties;

/**
 * Contract shared by the UI kit and the app shell (the toast helper renders this).
 * The UI kit owns the implementation; durations and sizes come from packages/domain (toast.constants).
 */
export type ToastProps = {
  open: boolean;
  msg: string;
  toastType: ToastType;
  /** Called when the toast's timer ends (or it is dismissed). */
  onHide: () => void;
};

/**
 * A short message at the bottom of the screen (max width TOAST_MAX_WIDTH_PX, TOAST_BOTTOM_OFFSET_PX from the
 * bottom) that hides itself: after TOAST_SHORT_DURATION_MS for SHORT, otherwise TOAST_LONG_DURATION_MS. The live region stays mounted so screen readers announce each
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
    <div className={styles.region} style={TOAST_SIZE} role="status" aria-live="polite" aria-atomic="true">
      {visible && (
        <div key={msg} className={styles.toast} data-type={toastType}>
          {msg}
        </div>
      )}
    </div>
  );
}
