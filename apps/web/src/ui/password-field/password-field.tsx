import { useId, useState } from 'react';
import { IconEye, IconEyeOff } from '../icon/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { UI_TEXTS } from '../ui.texts';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'suffix'>;

/** Password input with a show/hide toggle ('비밀번호 보기', a toggle button with aria-pressed). */
export function PasswordField({ id, autoComplete = 'current-password', disabled, ...rest }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? `password-${generated.replace(/:/g, '')}`;
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className={styles.toggle}
          aria-label={UI_TEXTS.passwordShow}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <IconEyeOff size={20} /> : <IconEye size={20} />}
        </button>
      }
    />
  );
}
