import { CODE_LENGTH } from '@academy/domain/account/account.rules';
import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/text-field/text-field';
import { ACCOUNT_TEXTS } from '../account.texts';
import { formatCountdown } from '../lib/use-countdown';
import styles from './code-field.module.css';

export type CodeFieldProps = Omit<ComponentProps<'input'>, 'size'> & {
  /** Seconds left (from useCountdown); 0 shows that the code expired. */
  remaining: number;
  onResend: () => void;
  resending?: boolean;
  error?: string;
};

/** 인증번호: a 6-digit code field with the time left (3:00 counting down) and 재전송 inside the box. */
export function CodeField({ remaining, onResend, resending = false, error, ...inputProps }: CodeFieldProps) {
  const expired = remaining <= 0;
  return (
    <TextField
      {...inputProps}
      label={ACCOUNT_TEXTS.fields.code}
      placeholder={ACCOUNT_TEXTS.placeholders.code}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
      required
      error={error}
      hint={<span aria-live="polite">{expired ? ACCOUNT_TEXTS.code.expired : ACCOUNT_TEXTS.code.sent}</span>}
      suffix={
        <span className={styles.suffix}>
          <span
            className={styles.timer}
            role="timer"
            aria-label={ACCOUNT_TEXTS.sandbox.remaining(formatCountdown(remaining))}
          >
            {formatCountdown(remaining)}
          </span>
          <button
            type="button"
            className={styles.resend}
            onClick={onResend}
            disabled={resending}
            aria-busy={resending || undefined}
          >
            {ACCOUNT_TEXTS.sandbox.resend}
          </button>
        </span>
      }
    />
  );
}
