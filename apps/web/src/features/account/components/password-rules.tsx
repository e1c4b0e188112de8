import {
  PASSWORD_PROBLEM_LABELS,
  type PasswordProblem,
  passwordProblems,
} from '@academy/domain/signup/signup.password';
import { ACCOUNT_TEXTS } from '../account.texts';
import { type Rule, RuleList } from './rule-list';

const ORDER: readonly PasswordProblem[] = ['tooShort', 'tooLong', 'noLetter', 'noDigit'];

/** The password policy of the domain (passwordProblems), each rule ticked once met. */
export function passwordRules(password: string): Rule[] {
  const problems = passwordProblems(password);
  return ORDER.map((key) => ({
    key,
    label: PASSWORD_PROBLEM_LABELS[key],
    met: password !== '' && !problems.includes(key),
  }));
}

export function PasswordRules({ id, password }: { id: string; password: string }) {
  return <RuleList id={id} label={ACCOUNT_TEXTS.joinUserInfo.pwRulesLabel} rules={passwordRules(password)} />;
}
