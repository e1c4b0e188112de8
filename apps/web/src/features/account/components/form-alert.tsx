import type { ReactNode } from 'react';
import styles from './form-alert.module.css';

export type FormAlertProps = {
  children: ReactNode;
  /** 'error' (default) is announced at once (role="alert"); 'info' politely (role="status"). */
  tone?: 'error' | 'info';
  /** Links or buttons offering a way on (e.g. 아이디 찾기). */
  actions?: ReactNode;
};

/** A message above or below a form: a refusal from the server, or the outcome of a step. */
export function FormAlert({ children, tone = 'error', actions }: FormAlertProps) {
  return (
    <div className={[styles.alert, styles[tone]].join(' ')} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{children}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
