import type { HTMLAttributes } from 'react';
import styles from './notice.module.css';

/** `neutral` a note, `primary` a success, `warning` an error or refusal, `yellow` a caution. */
export type NoticeTone = 'neutral' | 'primary' | 'warning' | 'yellow';

export type NoticeProps = HTMLAttributes<HTMLElement> & {
  tone?: NoticeTone;
  /** `p` for a line of text; `div` when it holds more (a title, a link, a button). */
  as?: 'p' | 'div';
};

/** A short message in a tinted box. Give it `role="alert"` or `role="status"` when it appears after an action. */
export function Notice({ tone = 'neutral', as: Tag = 'p', className, ...rest }: NoticeProps) {
  const toneClass = tone === 'neutral' ? undefined : styles[tone];
  return <Tag {...rest} className={[styles.notice, toneClass, className].filter(Boolean).join(' ')} />;
}
