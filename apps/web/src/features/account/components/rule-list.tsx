import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { IconCheck, IconMinus } from '../../../ui/icon/icons';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './rule-list.module.css';

export type Rule = { key: string; label: string; met: boolean };

/** Rules shown as the user types (login id, password): each one ticked once it is met. */
export function RuleList({ label, rules, id }: { label: string; rules: readonly Rule[]; id?: string }) {
  return (
    <ul className={styles.list} aria-label={label} id={id}>
      {rules.map((rule) => (
        <li key={rule.key} className={[styles.rule, rule.met ? styles.met : ''].join(' ')} data-met={rule.met}>
          {rule.met ? <IconCheck size={14} className={styles.mark} /> : <IconMinus size={14} className={styles.mark} />}
          <span>{rule.label}</span>
          <VisuallyHidden>
            {' '}
            ({rule.met ? ACCOUNT_TEXTS.joinUserInfo.ruleMet : ACCOUNT_TEXTS.joinUserInfo.ruleUnmet})
          </VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}
