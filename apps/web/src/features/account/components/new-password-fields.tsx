import { passwordsMatch } from '@academy/domain/signup/signup.password';
import { type ComponentProps, useId } from 'react';
import { PasswordField } from '../../../ui/password-field/password-field';
import { ACCOUNT_TEXTS } from '../account.texts';
import { PasswordRules } from './password-rules';
import styles from './rule-list.module.css';

type InputProps = Omit<ComponentProps<'input'>, 'size'>;

export type NewPasswordFieldsProps = {
  pwProps: InputProps;
  confirmProps: InputProps;
  /** What is typed, for the live hints. */
  pw: string;
  confirm: string;
  pwError?: string;
  confirmError?: string;
  labels?: { pw: string; confirm: string };
};

/** 비밀번호 + 비밀번호 확인 with the policy ticked as you type and whether the two match. */
export function NewPasswordFields({
  pwProps,
  confirmProps,
  pw,
  confirm,
  pwError,
  confirmError,
  labels = { pw: ACCOUNT_TEXTS.fields.pw, confirm: ACCOUNT_TEXTS.fields.pwConfirm },
}: NewPasswordFieldsProps) {
  const rulesId = useId();
  const matchId = useId();
  const matches = passwordsMatch(pw, confirm);
  return (
    <>
      <div>
        <PasswordField
          {...pwProps}
          label={labels.pw}
          autoComplete="new-password"
          required
          error={pwError}
          aria-describedby={rulesId}
        />
        <PasswordRules id={rulesId} password={pw} />
      </div>
      <div>
        <PasswordField
          {...confirmProps}
          label={labels.confirm}
          autoComplete="new-password"
          required
          error={confirmError}
          aria-describedby={matchId}
        />
        <p id={matchId} className={styles.list} aria-live="polite">
          {matches && !confirmError && (
            <span className={[styles.rule, styles.met].join(' ')}>{ACCOUNT_TEXTS.joinUserInfo.pwMatch}</span>
          )}
        </p>
      </div>
    </>
  );
}
