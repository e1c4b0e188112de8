import type { FoundAccountsResponse } from '@academy/domain/account/account.schema';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { startIdentityVerification } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { Button } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS } from '../account.texts';
import { findIdBySms, findIdByVerification, sendFindIdCode } from '../api/find-id';
import { FormAlert } from '../components/form-alert';
import { FoundAccounts } from '../components/found-accounts';
import { SmsCodeForm } from '../components/sms-code-form';
import { StatusPanel } from '../components/status-panel';
import { errorMessage } from '../lib/api-errors';
import { runOnce } from '../lib/run-once';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.findId;

export const FIND_ID_PATH = '/v3/FindId';

type Method = 'verification' | 'sms';

/**
 * /v3/FindId: by identity verification (purpose 'find-id', coming back with `transId`), or by name +
 * mobile number + an SMS code. Shows the masked ids with how each logs in, and the ways on.
 */
export function FindIdPage() {
  const title = useRouteTitle() ?? T.submit;
  const [params] = useSearchParams();
  const transId = params.get('transId');
  const [method, setMethod] = useState<Method>(params.get('method') === 'sms' ? 'sms' : 'verification');
  const [found, setFound] = useState<FoundAccountsResponse | null>(null);
  const [searching, setSearching] = useState(Boolean(transId));
  const [error, setError] = useState<string | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    if (!transId) return;
    runOnce(`find-id:${transId}`, () => findIdByVerification(transId)).then(
      (answer) => {
        setFound(answer);
        setSearching(false);
      },
      (failure: unknown) => {
        setLookupError(errorMessage(failure) ?? ACCOUNT_TEXTS.common.failed);
        setSearching(false);
      },
    );
  }, [transId]);

  const startVerification = async () => {
    setStarting(true);
    setError(null);
    try {
      await startIdentityVerification('find-id', FIND_ID_PATH);
    } catch (failure) {
      setError(errorMessage(failure));
      setStarting(false);
    }
  };

  let body: ReactNode;
  if (searching) body = <StatusPanel kind="working" message={T.searching} />;
  else if (found) body = <FoundAccounts accounts={found.accounts} />;
  else
    body = (
      <Tabs
        className={styles.methodTabs}
        label={T.tabsLabel}
        value={method}
        onValueChange={(value) => {
          setMethod(value as Method);
          setError(null);
        }}
        items={[
          {
            value: 'verification',
            label: T.byVerification,
            content: (
              <div className={styles.form}>
                <p className={styles.text}>{T.verificationLead}</p>
                {error && <FormAlert>{error}</FormAlert>}
                <Button size="lg" fullWidth loading={starting} onClick={startVerification}>
                  {T.verificationButton}
                </Button>
              </div>
            ),
          },
          {
            value: 'sms',
            label: T.bySms,
            content: (
              <div className={styles.form}>
                <p className={styles.text}>{T.smsLead}</p>
                <SmsCodeForm
                  kind="userNm"
                  sendCode={sendFindIdCode}
                  submitLabel={T.submit}
                  onSubmit={async (body) => setFound(await findIdBySms(body))}
                />
              </div>
            ),
          },
        ]}
      />
    );

  return (
    <section className={styles.screen} data-screen="FindId">
      <Header title={title} />
      <div className={styles.body}>
        {body}
        {transId && lookupError && !found && (
          <FormAlert actions={<TextLink to={FIND_ID_PATH}>{ACCOUNT_TEXTS.sandbox.restart}</TextLink>}>
            {lookupError}
          </FormAlert>
        )}
      </div>
    </section>
  );
}
