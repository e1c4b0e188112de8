import type { SocialProviderName } from '@academy/domain/account/account.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { formatPhoneNo } from '@academy/domain/phone/phone.rules';
import { age14CheckFor } from '@academy/domain/signup/signup.birth';
import { consentReducer, hasRequiredConsents, INITIAL_CONSENTS } from '@academy/domain/signup/signup.consent';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { refreshMe } from '../../../lib/session/get-me';
import { LOGIN_PATH, safeNextPath } from '../../../lib/session/sign-in-path';
import { showToast } from '../../../lib/toast';
import { useAppSelector } from '../../../store/hooks';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useVerification } from '../api/get-verification';
import { postSocialCallback, postSocialComplete, type SocialCompleteResult } from '../api/social';
import { ConsentList } from '../components/consent-list';
import { FormAlert } from '../components/form-alert';
import { InfoList } from '../components/info-list';
import { StatusPanel } from '../components/status-panel';
import { errorCode, errorMessage } from '../lib/api-errors';
import { type PendingSocial, requestConsentsOf, savedConsentsOf, useJoinDraft } from '../lib/join-draft';
import { runOnce } from '../lib/run-once';
import { useVerificationStart } from '../lib/use-verification-start';
import styles from './account-page.module.css';
import { DORMANT_PATH } from './login-main-page';

const T = ACCOUNT_TEXTS.social;

type Phase =
  | { kind: 'working'; message: string }
  | { kind: 'verify' }
  | { kind: 'consents' }
  | { kind: 'error'; message: string; actions: ReactNode };

const toLogin = (
  <TextLink to={LOGIN_PATH} className={buttonClassName({ variant: 'primary' })}>
    {ACCOUNT_TEXTS.common.toLogin}
  </TextLink>
);

/**
 * /loginKakaoResult, /loginNaverResult, /loginAppleResult: where a social log-in returns with
 * `code` and `state`. A linked account is signed in at once. Otherwise the profile the provider
 * gave (mapped by the SPEC §4 rule) is shown and the person verifies their identity (purpose
 * 'signup', coming back here with `transId`): the log-in is then linked to their existing account,
 * or, after the consents, a new account is made.
 */
export function SocialResultPage({ provider }: { provider: SocialProviderName }) {
  const title = useRouteTitle() ?? T.providers[provider];
  const providerName = T.providers[provider];
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const keep = useAppSelector((state) => state.login.keep);
  const { extras, patchExtras } = useJoinDraft();
  const pending: PendingSocial | null = extras.social?.provider === provider ? (extras.social as PendingSocial) : null;

  const code = params.get('code');
  const state = params.get('state');
  const transId = params.get('transId');
  const providerError = params.get('error');

  const [phase, setPhase] = useState<Phase>(() => {
    if (providerError) return { kind: 'error', message: T.cancelled(providerName), actions: toLogin };
    if (code && state) return { kind: 'working', message: T.signingIn(providerName) };
    if (transId && pending) return { kind: 'working', message: T.completing };
    if (pending) return { kind: 'verify' };
    return { kind: 'error', message: ACCOUNT_TEXTS.common.badLink, actions: toLogin };
  });

  const fail = (error: unknown) => {
    const codeOf = errorCode(error);
    const message = errorMessage(error) ?? ACCOUNT_TEXTS.common.failed;
    if (codeOf === 'ACCOUNT_DORMANT') {
      void navigate(DORMANT_PATH, { replace: true });
      return;
    }
    if (codeOf === 'SOCIAL_LOGIN_EXPIRED' || codeOf === 'SOCIAL_LOGIN_FAILED') patchExtras({ social: undefined });
    if (codeOf === 'SIGNUP_UNDER_14') {
      setPhase({
        kind: 'error',
        message: T.under14,
        actions: (
          <TextLink to="/v3/joinAgreeMain" className={buttonClassName({ variant: 'primary' })}>
            {T.toJoin}
          </TextLink>
        ),
      });
      return;
    }
    if (codeOf === 'DUPLICATE_ACCOUNT') {
      setPhase({
        kind: 'error',
        message,
        actions: (
          <>
            <TextLink to="/v3/FindId" className={buttonClassName({ variant: 'primary' })}>
              {ACCOUNT_TEXTS.joinUserInfo.toFindId}
            </TextLink>
            {toLogin}
          </>
        ),
      });
      return;
    }
    setPhase({ kind: 'error', message, actions: toLogin });
  };

  const finish = async (result: SocialCompleteResult | { next: string }) => {
    patchExtras({ social: undefined });
    await refreshMe(queryClient);
    if ('status' in result) showToast(result.status === 'joined' ? T.welcomeJoined : T.welcomeLinked);
    await navigate(safeNextPath(result.next), { replace: true });
  };

  // Back from the provider: spend the code once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per code; helpers change every render
  useEffect(() => {
    if (!code || !state || providerError) return;
    const user = params.get('user') ?? undefined;
    runOnce(`social:${provider}:${code}`, () => postSocialCallback(provider, { code, state, user })).then(
      async (answer) => {
        if (answer.status === 'logged-in') {
          await finish(answer);
          return;
        }
        patchExtras({ social: { provider, socialToken: answer.socialToken, profile: answer.profile } });
        setPhase({ kind: 'verify' });
        await navigate(location.pathname, { replace: true });
      },
      fail,
    );
  }, [code, state, provider]);

  // Back from the verification: link or join (the server asks for consents when joining).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per verification
  useEffect(() => {
    if (!transId || !pending || code) return;
    runOnce(`social-complete:${pending.socialToken}:${transId}`, () =>
      postSocialComplete({ socialToken: pending.socialToken, transId, keep }),
    ).then(finish, (error: unknown) => {
      if (errorCode(error) === 'CONSENTS_REQUIRED') setPhase({ kind: 'consents' });
      else fail(error);
    });
  }, [transId, pending?.socialToken]);

  return (
    <section className={styles.screen} data-screen={`login-${provider}-result`}>
      <Header title={title} />
      <div className={styles.body}>
        {phase.kind === 'working' && <StatusPanel kind="working" message={phase.message} />}
        {phase.kind === 'error' && (
          <StatusPanel kind="error" title={T.failedTitle} message={phase.message} actions={phase.actions} />
        )}
        {phase.kind === 'verify' && pending && <VerifyStep pending={pending} returnPath={location.pathname} />}
        {phase.kind === 'consents' && pending && transId && (
          <ConsentStep pending={pending} transId={transId} keep={keep} onDone={finish} onFail={fail} />
        )}
      </div>
    </section>
  );
}

function ProfilePreview({ pending }: { pending: PendingSocial }) {
  const { profile } = pending;
  const none = T.notProvided;
  return (
    <InfoList
      label={T.profileTitle(T.providers[pending.provider])}
      items={[
        { label: ACCOUNT_TEXTS.fields.userNm, value: profile.userNm ?? none },
        { label: ACCOUNT_TEXTS.fields.userNickNm, value: profile.userNickNm ?? none },
        { label: ACCOUNT_TEXTS.fields.email, value: profile.email ?? none },
        {
          label: ACCOUNT_TEXTS.fields.birthdate,
          value: profile.birthdate ? formatShortDate(profile.birthdate) : none,
        },
        { label: ACCOUNT_TEXTS.fields.mobileNo, value: profile.mobileNo ? formatPhoneNo(profile.mobileNo) : none },
      ]}
    />
  );
}

function VerifyStep({ pending, returnPath }: { pending: PendingSocial; returnPath: string }) {
  const { starting, error, start } = useVerificationStart('signup', returnPath);
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{T.profileTitle(T.providers[pending.provider])}</h2>
      <ProfilePreview pending={pending} />
      <p className={styles.text}>{T.profileLead}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <Button size="lg" fullWidth loading={starting} onClick={start}>
        {T.verify}
      </Button>
    </div>
  );
}

function ConsentStep({
  pending,
  transId,
  keep,
  onDone,
  onFail,
}: {
  pending: PendingSocial;
  transId: string;
  keep: boolean;
  onDone: (result: SocialCompleteResult) => Promise<void>;
  onFail: (error: unknown) => void;
}) {
  const verification = useVerification(transId);
  const birthdate = verification.data?.identity?.birthdate ?? pending.profile.birthdate;
  // SPEC §4: the age-14 box starts ticked only when the birth date says 14 or more.
  const [consents, dispatch] = useReducer(consentReducer, INITIAL_CONSENTS, (initial) =>
    consentReducer(initial, { type: 'set', key: 'age14', checked: age14CheckFor(birthdate, todayBusinessDate()) }),
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const request = requestConsentsOf(savedConsentsOf(consents));
    if (!hasRequiredConsents(consents) || !request) {
      setError(ACCOUNT_TEXTS.consent.requiredMissing);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onDone(await postSocialComplete({ socialToken: pending.socialToken, transId, consents: request, keep }));
    } catch (failure) {
      onFail(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>{T.consentsTitle}</h2>
      <ConsentList state={consents} dispatch={dispatch} />
      {error && <FormAlert>{error}</FormAlert>}
      <Button size="lg" fullWidth loading={sending} onClick={submit}>
        {T.joinWithConsents}
      </Button>
    </div>
  );
}

export const KakaoResultPage = () => <SocialResultPage provider="kakao" />;
export const NaverResultPage = () => <SocialResultPage provider="naver" />;
export const AppleResultPage = () => <SocialResultPage provider="apple" />;
