import { passwordResetByVerificationBody } from '@academy/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { startIdentityVerification } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { patchLogin } from '../../../store/login-slice';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import {
  type ResetToken,
  resetTokenBySms,
  resetTokenByVerification,
  sendPasswordResetCode,
} from '../api/password-reset';
import { FormAlert } from '../components/form-alert';
import { SmsCodeForm } from '../components/sms-code-form';
import { StatusPanel } from '../components/status-panel';
import { applyApiError, errorMessage } from '../lib/api-errors';
import { runOnce } from '../lib/run-once';
import styles from './account-page.module.css';
import { FIND_PW_PATH } from './find-pw-main-page';

const T = ACCOUNT_TEXTS.findPw;

export const PW_CHANGE_PATH = '/v3/PwChange';

/** What PwChange receives (navigation state, never session storage). */
export type PwChangeState = { resetToken: string; userInputId?: string };

const idOnly = passwordResetByVerificationBody.pick({ userInputId: true });

/**
 * /v3/FindPw?method=verification|sms: the login id, then either an identity verification of its
 * owner (purpose 'find-password') or a code sent to the registered mobile. Both give a short-lived
 * reset token, handed to PwChange.
 */
export function FindPwPage() {
  const title = useRouteTitle() ?? ACCOUNT_TEXTS.login.findPw;
  const [params] = useSearchParams();
  const method = params.get('method') === 'sms' ? 'sms' : 'verification';
  const navigate = useNavigate();
  const savedId = useAppSelector((state) => state.login.userInputId);

  const toPwChange = (token: ResetToken, userInputId: string) =>
    navigate(PW_CHANGE_PATH, {
      replace: true,
      state: { resetToken: token.resetToken, userInputId } satisfies PwChangeState,
    });

  return (
    <section className={styles.screen} data-screen="FindPw">
      <Header title={title} />
      <div className={styles.body}>
        {method === 'sms' ? (
          <>
            <p className={styles.lead}>{T.smsLead}</p>
            <SmsCodeForm
              kind="userInputId"
              initialValue={savedId}
              sendCode={sendPasswordResetCode}
              submitLabel={T.submit}
              onSubmit={async (body) => {
                await toPwChange(await resetTokenBySms(body), body.userInputId);
              }}
            />
          </>
        ) : (
          <VerificationMethod onToken={toPwChange} />
        )}
        <p className={[styles.small, styles.center].join(' ')}>
          <TextLink to="/v3/FindPwMain" variant="muted">
            {T.otherMethod}
          </TextLink>
        </p>
      </div>
    </section>
  );
}

function VerificationMethod({
  onToken,
}: {
  onToken: (token: ResetToken, userInputId: string) => Promise<void> | void;
}) {
  const [params] = useSearchParams();
  const transId = params.get('transId');
  const dispatch = useAppDispatch();
  const savedId = useAppSelector((state) => state.login.userInputId);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [checking, setChecking] = useState(Boolean(transId));

  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(idOnly), defaultValues: { userInputId: savedId } });

  // Back from the verification: the id typed before it, and the verified person, give the token.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per verification
  useEffect(() => {
    if (!transId) return;
    if (!savedId) {
      setChecking(false);
      setError(ACCOUNT_TEXTS.common.badLink);
      return;
    }
    runOnce(`find-password:${transId}`, () => resetTokenByVerification({ userInputId: savedId, transId })).then(
      (token) => onToken(token, savedId),
      (failure: unknown) => {
        setChecking(false);
        setError(errorMessage(failure) ?? ACCOUNT_TEXTS.common.failed);
      },
    );
  }, [transId]);

  const start = handleSubmit(async ({ userInputId }) => {
    setError(null);
    dispatch(patchLogin({ userInputId }));
    setStarting(true);
    try {
      await startIdentityVerification('find-password', `${FIND_PW_PATH}?method=verification`);
    } catch (failure) {
      setError(applyApiError(failure, setFieldError, ['userInputId']));
      setStarting(false);
    }
  });

  if (checking) return <StatusPanel kind="working" message={T.checking} />;
  return (
    <form className={styles.form} onSubmit={start} noValidate>
      <p className={styles.lead}>{T.verificationLead}</p>
      <TextField
        label={ACCOUNT_TEXTS.fields.userInputId}
        autoComplete="username"
        autoCapitalize="off"
        required
        error={errors.userInputId?.message}
        {...register('userInputId')}
      />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" fullWidth loading={starting}>
        {T.verificationButton}
      </Button>
    </form>
  );
}
