import {
  LOGIN_ID_PROBLEM_LABELS,
  type LoginIdProblem,
  loginIdProblems,
  normalizeLoginId,
} from '@academy/domain/account/account.rules';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useLoginIdAvailability } from '../api/get-login-id-availability';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { type Rule, RuleList } from './rule-list';
import styles from './rule-list.module.css';

const T = ACCOUNT_TEXTS.joinUserInfo;
const ORDER: readonly LoginIdProblem[] = ['notStartingWithLetter', 'badCharacter', 'tooShort', 'tooLong'];

/** The login id rules of the domain (loginIdProblems), each ticked once met; nothing is met while empty. */
export function loginIdRules(loginId: string): Rule[] {
  const empty = normalizeLoginId(loginId) === '';
  const problems = loginIdProblems(loginId);
  return ORDER.map((key) => ({ key, label: LOGIN_ID_PROBLEM_LABELS[key], met: !empty && !problems.includes(key) }));
}

export type LoginIdAvailability = 'idle' | 'checking' | 'available' | 'taken';

/** Asks the server whether a rule-abiding id is free, once typing pauses. */
export function useLoginIdCheck(loginId: string): LoginIdAvailability {
  const settled = useDebouncedValue(normalizeLoginId(loginId));
  const ready = settled !== '' && loginIdProblems(settled).length === 0 && settled === normalizeLoginId(loginId);
  const query = useLoginIdAvailability(ready ? settled : null);
  if (!ready) return normalizeLoginId(loginId) === '' || loginIdProblems(loginId).length > 0 ? 'idle' : 'checking';
  if (query.isPending) return 'checking';
  if (query.isError) return 'idle';
  return query.data.available ? 'available' : 'taken';
}

/** Under the 아이디 field: the rules as you type and whether the id is free. */
export function LoginIdRules({
  id,
  loginId,
  availability,
}: {
  id: string;
  loginId: string;
  availability: LoginIdAvailability;
}) {
  return (
    <div id={id}>
      <RuleList label={T.idRulesLabel} rules={loginIdRules(loginId)} />
      <p className={styles.list} aria-live="polite">
        {availability === 'checking' && <span className={styles.rule}>{T.idChecking}</span>}
        {availability === 'available' && <span className={[styles.rule, styles.met].join(' ')}>{T.idAvailable}</span>}
        {availability === 'taken' && <span className={styles.taken}>{T.idTaken}</span>}
      </p>
    </div>
  );
}
