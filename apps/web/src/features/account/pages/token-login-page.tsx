import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { refreshMe } from '../../../lib/session/get-me';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { buttonClassName } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { tokenLogin } from '../api/token-login';
import { StatusPanel } from '../components/status-panel';
import { errorCode, errorMessage } from '../lib/api-errors';
import { runOnce } from '../lib/run-once';
import styles from './account-page.module.css';
import { DORMANT_PATH } from './login-main-page';

const T = ACCOUNT_TEXTS.tokenLogin;

/** /tokenLogin?token=…: the native app's one-time token becomes a session, then home. */
export function TokenLoginPage() {
  const title = useRouteTitle() ?? T.failedTitle;
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(token ? null : T.missing);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per token
  useEffect(() => {
    if (!token) return;
    runOnce(`token-login:${token}`, () => tokenLogin({ token, keep: true })).then(
      async () => {
        await refreshMe(queryClient);
        await navigate(HOME_PATH, { replace: true });
      },
      (failure: unknown) => {
        if (errorCode(failure) === 'ACCOUNT_DORMANT') {
          void navigate(DORMANT_PATH, { replace: true });
          return;
        }
        setError(errorMessage(failure) ?? ACCOUNT_TEXTS.common.failed);
      },
    );
  }, [token]);

  return (
    <section className={styles.screen} data-screen="tokenLogin">
      <Header title={title} />
      <div className={styles.body}>
        {error ? (
          <StatusPanel
            kind="error"
            title={T.failedTitle}
            message={error}
            actions={
              <TextLink to={LOGIN_PATH} className={buttonClassName({ variant: 'primary' })}>
                {ACCOUNT_TEXTS.common.toLogin}
              </TextLink>
            }
          />
        ) : (
          <StatusPanel kind="working" message={T.working} />
        )}
      </div>
    </section>
  );
}
