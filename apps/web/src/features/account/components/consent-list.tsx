import {
  type ConsentAction,
  type ConsentKey,
  type ConsentState,
  REQUIRED_CONSENTS,
} from '@academy/domain/signup/signup.consent';
import type { Dispatch } from 'react';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './consent-list.module.css';

const T = ACCOUNT_TEXTS.consent;

/** Where each consent's terms can be read. */
export const CONSENT_TERMS_PATHS: Partial<Record<ConsentKey, string>> = {
  useTerms: '/v3/ServiceTerms',
  personalInfo: '/v3/AgreeOfPersonalInfo',
  marketing: '/v3/MarketingConsent',
  night: '/v3/MarketingConsent',
};

const ORDER: readonly ConsentKey[] = ['age14', 'useTerms', 'personalInfo', 'marketing', 'night'];

export type ConsentListProps = {
  state: ConsentState;
  dispatch: Dispatch<ConsentAction>;
  /** 'guardian': a legal guardian consents for a child under 14 (the age-14 box says so). */
  mode?: 'self' | 'guardian';
  error?: string | null;
};

/** The sign-up consents of SPEC §4: the all box, the three required ones, marketing and night-time. */
export function ConsentList({ state, dispatch, mode = 'self', error }: ConsentListProps) {
  const label = (key: ConsentKey) => (key === 'age14' && mode === 'guardian' ? T.labels.age14Guardian : T.labels[key]);
  return (
    <fieldset className={styles.list} aria-label={T.groupLabel}>
      <div className={styles.all}>
        <Checkbox
          label={T.all}
          hint={T.allHint}
          checked={state.all}
          onCheckedChange={() => dispatch({ type: 'toggleAll' })}
          error={error ?? undefined}
        />
      </div>
      <ul className={styles.items}>
        {ORDER.map((key) => {
          const required = (REQUIRED_CONSENTS as readonly string[]).includes(key);
          const path = CONSENT_TERMS_PATHS[key];
          return (
            <li key={key} className={styles.item}>
              <Checkbox
                label={
                  <>
                    {label(key)}{' '}
                    <span className={[styles.tag, required ? styles.required : ''].join(' ')}>{T.tag(required)}</span>
                  </>
                }
                hint={key === 'night' ? T.nightHint : undefined}
                checked={state[key]}
                onCheckedChange={(checked) => dispatch({ type: 'set', key, checked: checked === true })}
              />
              {path && (
                <TextLink
                  to={path}
                  variant="muted"
                  className={styles.view}
                  aria-label={ACCOUNT_TEXTS.common.viewLabel(T.labels[key])}
                >
                  {ACCOUNT_TEXTS.common.view}
                </TextLink>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
