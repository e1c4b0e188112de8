import { DESK_PIN_MAX } from '@academy/domain/attendance/attendance.rules';
import { useEffect, useRef } from 'react';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './desk.module.css';

const T = ATTENDANCE_TEXTS.desk;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const NOT_TEXT_INPUTS = new Set(['radio', 'checkbox', 'button', 'submit', 'reset']);

/** A field where typing belongs to the field, not to the pad. */
function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  return element instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(element.type);
}

export type NumberPadProps = {
  value: string;
  onChange: (value: string) => void;
  /** 확인 (or Enter). */
  onEnter: () => void;
  disabled?: boolean;
  maxLength?: number;
  /** Listen to the whole page's keyboard (digits, Backspace, Enter, Escape), as a kiosk does. */
  captureKeyboard?: boolean;
};

/**
 * The kiosk's number pad: big touch keys, and the same by keyboard (digits, Backspace, Enter; Escape
 * clears). The typed number shows as dots, so the next student in line does not read it.
 */
export function NumberPad({
  value,
  onChange,
  onEnter,
  disabled = false,
  maxLength = DESK_PIN_MAX,
  captureKeyboard = true,
}: NumberPadProps) {
  const latest = useRef({ value, onChange, onEnter, disabled, maxLength });
  latest.current = { value, onChange, onEnter, disabled, maxLength };

  useEffect(() => {
    if (!captureKeyboard) return;
    const onKey = (event: KeyboardEvent) => {
      const { value: current, onChange: change, onEnter: enter, disabled: off, maxLength: max } = latest.current;
      if (off || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && isTextEntry(target)) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        if (current.length < max) change(current + event.key);
      } else if (event.key === 'Backspace') {
        event.preventDefault();
        change(current.slice(0, -1));
      } else if (event.key === 'Escape') {
        change('');
      } else if (event.key === 'Enter') {
        // A focused pad key already answers Enter with its own click.
        if (target?.tagName === 'BUTTON') return;
        event.preventDefault();
        enter();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [captureKeyboard]);

  const press = (digit: string) => {
    if (!disabled && value.length < maxLength) onChange(value + digit);
  };

  return (
    <div className={styles.pad}>
      <output className={styles.display} aria-label={T.display(value.length)} aria-live="polite">
        {value.length === 0 ? (
          <span className={styles.placeholder} aria-hidden="true">
            ····
          </span>
        ) : (
          <span aria-hidden="true">{'●'.repeat(value.length)}</span>
        )}
      </output>
      <fieldset className={styles.keys}>
        <legend className={styles.srOnly}>{T.padLabel}</legend>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className={styles.key} disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={styles.keyMuted} disabled={disabled} onClick={() => onChange('')}>
          {T.clear}
        </button>
        <button type="button" className={styles.key} disabled={disabled} onClick={() => press('0')}>
          0
        </button>
        <button
          type="button"
          className={styles.keyMuted}
          disabled={disabled}
          aria-label={T.backspace}
          onClick={() => onChange(value.slice(0, -1))}
        >
          ⌫
        </button>
      </fieldset>
      <button type="button" className={styles.enter} disabled={disabled || value.length === 0} onClick={onEnter}>
        {T.enter}
      </button>
    </div>
  );
}
