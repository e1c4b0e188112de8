import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startIdentityVerification } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { refreshMe } from '../../../lib/session/get-me';
import { HOME_PATH, LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { showToast } from '../../../lib/toast';
import { useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { reactivate } from '../api/reactivate';
import { FormAlert } from '../components/form-alert';
import { StatusPanel } from '../components/status-panel';
import { errorMessage } from '../lib/api-errors';
import { runOnce } from '../lib/run-once';
import styles from './account-page.module.css';
import { DORMANT_PATH } from './login-main-page';

const T = ACCOUNT_TEXTS.dormant;

/**
 * /domantAccountTF: explains dormant accounts (개인정보 유효기간제) and reactivates one by verifying
 * its owner (purpose 'reactivate', coming back with `transId`); the owner is then signed in.
 */
export function DormantAccountPage() {
  const title = useRouteTitle() ?? T.title;
  const [params] = useSearchParams();
  const transId = params.get('transId');
  const keep = useAppSelector((state) => state.login.keep);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [working, setWorking] = useState(Boolean(transId));
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per verification
  useEffect(() => {
    if (!transId) return;
    runOnce(`reactivate:${transId}`, () => reactivate({ transId, keep })).then(
      async () => {
        await refreshMe(queryClient);
        showToast(T.done);
        await navigate(HOME_PATH, { replace: true });
      },
      (failure: unknown) => {
        setWorking(false);
        setError(errorMessage(failure) ?? ACCOUNT_TEXTS.common.failed);
      },
    );
  }, [transId]);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await startIdentityVerification('reactivate', DORMANT_PATH);
    } catch (failure) {
      setError(errorMessage(failure));
      setStarting(false);
    }
  };

  return (
    <section className={styles.screen} data-screen="domantAccountTF">
      <Header title={title} />
      <div className={styles.body}>
        {working ? (
          <StatusPanel kind="working" message={T.working} />
        ) : (
          <div className={styles.section}>
            <h2 className={styles.sectionTitle}>{T.title}</h2>
            <p className={styles.text}>{T.lead}</p>
            <p className={styles.text}>{T.how}</p>
            {error && (
              <FormAlert actions={<TextLink to={LOGIN_PATH}>{ACCOUNT_TEXTS.common.toLogin}</TextLink>}>
                {error}
              </FormAlert>
            )}
            <Button size="lg" fullWidth loading={starting} onClick={start}>
              {T.button}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
