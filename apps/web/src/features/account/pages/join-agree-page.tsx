import { consentFlags, consentReducer, hasRequiredConsents } from '@academy/domain/signup/signup.consent';
import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { ConsentList } from '../components/consent-list';
import { FormAlert } from '../components/form-alert';
import { consentStateOf, type JoinPath, savedConsentsOf, useJoinDraft } from '../lib/join-draft';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.joinAgree;

export const JOIN_CERTI_PATH = '/v3/joinCerti';

/**
 * /v3/joinAgreeMain: the sign-up consents (SPEC §4, with the domain's consent reducer), each
 * required term readable on its own page, and the way for a child under 14 (a guardian consents).
 * The boxes are kept in the sign-up draft, so reading a term and coming back keeps them.
 */
export function JoinAgreePage() {
  const title = useRouteTitle() ?? ACCOUNT_TEXTS.consent.groupLabel;
  const navigate = useNavigate();
  const { extras, patch, patchExtras } = useJoinDraft();
  const [consents, dispatch] = useReducer(consentReducer, extras.consents, consentStateOf);
  const [path, setPath] = useState<JoinPath>(extras.path ?? 'self');
  const [error, setError] = useState<string | null>(null);

  // The draft follows every box, so a refresh or a visit to a terms page keeps the choices.
  // biome-ignore lint/correctness/useExhaustiveDependencies: patchExtras is a new function each render
  useEffect(() => {
    patchExtras({ consents: savedConsentsOf(consents), path });
  }, [consents, path]);

  useEffect(() => {
    if (hasRequiredConsents(consents)) setError(null);
  }, [consents]);

  const onNext = async () => {
    if (!hasRequiredConsents(consents)) {
      setError(ACCOUNT_TEXTS.consent.requiredMissing);
      return;
    }
    const flags = consentFlags(consents);
    patch({
      marketingConsent: flags.marketingConsent ? 'Y' : 'N',
      nightReceiveConsent: flags.nightReceiveConsent ? 'Y' : 'N',
      // A new pass through the steps: an earlier verification is not reused.
      transId: '',
    });
    await navigate(JOIN_CERTI_PATH);
  };

  return (
    <section className={styles.screen} data-screen="joinAgreeMain">
      <Header title={title} />
      <div className={styles.body}>
        <p className={styles.lead}>{path === 'guardian' ? T.guardianLead : T.lead}</p>
        <ConsentList state={consents} dispatch={dispatch} mode={path} />
        {error && <FormAlert>{error}</FormAlert>}
        <div className={styles.actions}>
          <Button size="lg" fullWidth onClick={onNext}>
            {ACCOUNT_TEXTS.common.next}
          </Button>
          <Button variant="text" fullWidth onClick={() => setPath(path === 'guardian' ? 'self' : 'guardian')}>
            {path === 'guardian' ? T.over14 : T.under14}
          </Button>
        </div>
        <p className={[styles.small, styles.center].join(' ')}>
          <TextLink to="/v3/PrivacyPolicy" variant="muted">
            {ACCOUNT_TEXTS.consent.privacyPolicy}
          </TextLink>
        </p>
      </div>
    </section>
  );
}
