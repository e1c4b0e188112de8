import type { ReactNode } from 'react';
import { Spinner } from '../../../ui/spinner/spinner';
import styles from './status-panel.module.css';

export type StatusPanelProps =
  | { kind: 'working'; message: string }
  | { kind: 'error' | 'done'; title?: string; message: ReactNode; actions?: ReactNode };

/** A step that runs by itself (social log-in, token log-in, a verification result): progress, then the outcome. */
export function StatusPanel(props: StatusPanelProps) {
  if (props.kind === 'working') {
    return (
      <div className={styles.panel}>
        <Spinner size="lg" label={props.message} />
        <p className={styles.message} aria-hidden="true">
          {props.message}
        </p>
      </div>
    );
  }
  return (
    <div className={[styles.panel, props.kind === 'error' ? styles.error : ''].join(' ')}>
      <div role={props.kind === 'error' ? 'alert' : 'status'}>
        {props.title && <h2 className={styles.title}>{props.title}</h2>}
        <p className={styles.message}>{props.message}</p>
      </div>
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </div>
  );
}
