import type { LoginBody, loginBody } from '@academy/domain/account/account.schema';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { lazySchemaResolver } from '../../../lib/forms/lazy-schema-resolver';
import { PRODUCT_SHORT_NAME } from '../../../lib/product';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useMe } from '../../../lib/session/get-me';
import { safeNextPath } from '../../../lib/session/sign-in-path';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { patchLogin } from '../../../store/login-slice';
import { BrandName } from '../../../ui/brand-name/brand-name';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Header } from '../../../ui/header/header';
import { PasswordField } from '../../../ui/password-field/password-field';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { useLogin } from '../api/login';
import { FormAlert } from '../components/form-alert';
import { SocialLoginButtons } from '../components/social-login-buttons';
import { applyApiError, errorCode } from '../lib/api-errors';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.login;
const F = ACCOUNT_TEXTS.fields;

/** Where a dormant account is sent (SPEC §2 `/domantAccountTF`, spelled as the route is). */
export const DORMANT_PATH = '/domantAccountTF';

/** The form checks the log-in body's schema, loaded on the first submit: the screen paints without Zod. */
const loginResolver = lazySchemaResolver<z.input<typeof loginBody>, LoginBody>(() =>
  import('@academy/domain/account/account.schema').then((schemas) => schemas.loginBody),
);

/**
 * /loginMainTF: 아이디 + 비밀번호, 로그인 유지 (default on; a 30-day session, otherwise one that ends
 * with the browser), links to find the id or password and to sign up, and the social log-ins.
 * Afterwards the user lands on `?next=` (a path on this site) or the home screen.
 */
export function LoginMainPage() {
  const title = useRouteTitle() ?? T.submit;
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const draft = useAppSelector((state) => state.login);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const me = useMe();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    control,
    setError,
    resetField,
    formState: { errors },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { userInputId: draft.userInputId, pw: '', keep: draft.keep },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await login.mutateAsync(body);
      await navigate(next, { replace: true });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ACCOUNT_DORMANT') {
        await navigate(DORMANT_PATH);
        return;
      }
      if (code === 'LOGIN_FAILED') resetField('pw');
      const message = applyApiError(error, setError, ['userInputId', 'pw']);
      if (code === 'LOGIN_FAILED') setFormError(message ?? T.wrongCredentials);
      else if (code === 'RATE_LIMITED') setFormError(message ?? T.rateLimited);
      else setFormError(message);
    }
  });

  return (
    <section className={styles.screen} data-screen="loginMainTF">
      <Header title={title} />
      <div className={styles.body}>
        <div className={[styles.actions, styles.center].join(' ')}>
          <BrandName size="xl" as="p">
            {PRODUCT_SHORT_NAME}
          </BrandName>
          <p className={styles.text}>{T.lead}</p>
        </div>

        {me.data && (
          <FormAlert tone="info" actions={<TextLink to={next}>{ACCOUNT_TEXTS.common.toHome}</TextLink>}>
            {T.alreadySignedIn(me.data.user.userNm)}
          </FormAlert>
        )}

        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={F.userInputId}
            placeholder={ACCOUNT_TEXTS.placeholders.userInputId}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.userInputId?.message}
            {...register('userInputId', {
              onChange: (event) => dispatch(patchLogin({ userInputId: event.target.value })),
            })}
          />
          <PasswordField
            label={F.pw}
            placeholder={ACCOUNT_TEXTS.placeholders.pw}
            autoComplete="current-password"
            required
            error={errors.pw?.message}
            {...register('pw')}
          />
          <Controller
            control={control}
            name="keep"
            render={({ field }) => (
              <Checkbox
                label={T.keep}
                hint={T.keepHint}
                checked={field.value ?? true}
                onCheckedChange={(checked) => {
                  field.onChange(checked === true);
                  dispatch(patchLogin({ keep: checked === true }));
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {formError && <FormAlert>{formError}</FormAlert>}
          <Button type="submit" size="lg" fullWidth loading={login.isPending}>
            {T.submit}
          </Button>
        </form>

        <nav aria-label={T.helpLinks}>
          <ul className={styles.links}>
            <li>
              <TextLink to="/v3/FindId" variant="muted">
                {T.findId}
              </TextLink>
            </li>
            <li>
              <TextLink to="/v3/FindPwMain" variant="muted">
                {T.findPw}
              </TextLink>
            </li>
            <li>
              <TextLink to="/v3/joinAgreeMain" variant="strong">
                {T.join}
              </TextLink>
            </li>
          </ul>
        </nav>

        <div className={styles.actions}>
          <p className={styles.divider}>{T.socialTitle}</p>
          <SocialLoginButtons next={next} />
        </div>
      </div>
    </section>
  );
}
