import type { ReactNode, Ref } from 'react';
import styles from './avatar-picker.module.css';

export type AvatarChoice = { value: string; avatar: ReactNode };

export type AvatarPickerProps = {
  legend: string;
  hint?: string;
  /** The radio group's name (a form field's name). */
  name: string;
  choices: readonly AvatarChoice[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given to the first radio, so a form can focus the group on an error. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** How large each picture may grow in its tile. */
  size?: 'sm' | 'md';
};

/**
 * A member's picture chosen from tiles (the stock pictures, and the uploaded photo when there is
 * one): a real radio group under a legend, so keyboards and screen readers use it as one; the
 * chosen tile is outlined in the primary colour.
 */
export function AvatarPicker({
  legend,
  hint,
  name,
  choices,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  size = 'md',
}: AvatarPickerProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && <p className={styles.hint}>{hint}</p>}
      <div className={[styles.tiles, styles[size]].join(' ')}>
        {choices.map((choice, index) => (
          <label key={choice.value} className={styles.tile}>
            <input
              ref={index === 0 ? inputRef : undefined}
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              onBlur={onBlur}
              className={styles.radio}
            />
            {choice.avatar}
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
