import {
  PASSWORD_PROBLEM_LABELS,
  type PasswordProblem,
  passwordProblems,
} from '@academy/domain/signup/signup.password';
import { IconCheck, IconMinus } from '../../../ui/icon/icons';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './password-policy.module.css';

const SHOWN: PasswordProblem[] = ['tooShort', 'noLetter', 'noDigit'];

/** The password policy of the domain package, ticked off as the member types. */
export function PasswordPolicy({ password, id }: { password: string; id?: string }) {
  const problems = passwordProblems(password);
  const shown: PasswordProblem[] = problems.includes('tooLong') ? [...SHOWN, 'tooLong'] : SHOWN;
  return (
    <div id={id} className={styles.policy}>
      <p className={styles.title}>{MYPAGE_TEXTS.password.policyTitle}</p>
      <ul className={styles.items}>
        {shown.map((problem) => {
          const met = password !== '' && !problems.includes(problem);
          return (
            <li key={problem} className={styles.item} data-met={met}>
              {met ? <IconCheck size={14} /> : <IconMinus size={14} />}
              <span>{PASSWORD_PROBLEM_LABELS[problem]}</span>
              <span className={styles.srOnly}>{met ? MYPAGE_TEXTS.password.met : MYPAGE_TEXTS.password.unmet}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
