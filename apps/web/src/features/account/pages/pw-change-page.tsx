import { passwordResetBody } from '@academy/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { okModal } from '../../../lib/modal';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useResetPassword } from '../api/password-reset';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { applyApiError, errorCode } from '../lib/api-errors';
import styles from './account-page.module.css';
import type { PwChangeState } from './find-pw-page';

const T = ACCOUNT_TEXTS.pwChange;

/**
 * /v3/PwChange: the new password (policy ticked live) with the reset token FindPw received.
 * Success ends every session of the account; the person logs in again with the new password.
 */
export function PwChangePage() {
  const title = useRouteTitle() ?? T.submit;
  const state = (useLocation().state ?? null) as PwChangeState | null;
  const resetToken = state?.resetToken ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenGone, setTokenGone] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { resetToken, pw: '', pw_confirm: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await reset.mutateAsync(body);
      await okModal({ contents: T.done });
      await navigate(LOGIN_PATH, { replace: true });
    } catch (error) {
      if (errorCode(error) === 'RESET_TOKEN_INVALID') setTokenGone(true);
      setFormError(applyApiError(error, setError, ['pw', 'pw_confirm']));
    }
  });

  const toFindPw = <TextLink to="/v3/FindPwMain">{T.toFindPw}</TextLink>;

  return (
    <section className={styles.screen} data-screen="PwChange">
      <Header title={title} />
      <div className={styles.body}>
        {!resetToken ? (
          <FormAlert actions={toFindPw}>{T.noToken}</FormAlert>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <p className={styles.lead}>{T.lead}</p>
            {state?.userInputId && (
              <p className={styles.text}>
                {ACCOUNT_TEXTS.fields.userInputId}: <strong>{state.userInputId}</strong>
              </p>
            )}
            <NewPasswordFields
              pwProps={register('pw')}
              confirmProps={register('pw_confirm')}
              pw={watch('pw')}
              confirm={watch('pw_confirm')}
              pwError={errors.pw?.message}
              confirmError={errors.pw_confirm?.message}
              labels={{ pw: ACCOUNT_TEXTS.fields.newPw, confirm: ACCOUNT_TEXTS.fields.newPwConfirm }}
            />
            {formError && <FormAlert actions={tokenGone ? toFindPw : undefined}>{formError}</FormAlert>}
            <Button type="submit" size="lg" fullWidth loading={reset.isPending}>
              {T.submit}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
