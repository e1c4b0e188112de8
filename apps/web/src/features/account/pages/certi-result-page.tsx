import { identityPurpose } from '@academy/domain/identity/identity.schema';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { withTransId } from '../../../lib/identity/start-verification';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { safeNextPath } from '../../../lib/session/sign-in-path';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { Header } from '../../../ui/header/header';
import { TextLink } from '../../../ui/text-link/text-link';
import { ACCOUNT_TEXTS, VERIFICATION_RESTART_PATHS } from '../account.texts';
import { useVerification } from '../api/get-verification';
import { StatusPanel } from '../components/status-panel';
import { errorMessage } from '../lib/api-errors';
import styles from './account-page.module.css';

const T = ACCOUNT_TEXTS.certiResult;

/**
 * /certiResult?transId&purpose&next: where every verification returns. Reads the result, shows its
 * status (완료/실패/만료) and, once completed, forwards to `next` with `transId` added, where the
 * screen that asked (sign-up, find id …) uses it. A verification still finishing is polled.
 */
export function CertiResultPage() {
  const title = useRouteTitle() ?? T.statusLabel;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const transId = params.get('transId');
  const purposeParam = identityPurpose.safeParse(params.get('purpose'));
  const next = safeNextPath(params.get('next'), '');
  const verification = useVerification(transId, { pollWhilePending: true });
  const status = verification.data?.status;
  const purpose = verification.data?.purpose ?? (purposeParam.success ? purposeParam.data : null);
  const restartPath = purpose ? VERIFICATION_RESTART_PATHS[purpose] : '/';
  const target = transId && next ? withTransId(next, transId) : null;

  useEffect(() => {
    if (status === 'completed' && target) void navigate(target, { replace: true });
  }, [status, target, navigate]);

  const restart = (
    <TextLink to={restartPath} className={buttonClassName({ variant: 'primary' })}>
      {ACCOUNT_TEXTS.sandbox.restart}
    </TextLink>
  );

  let body: ReactNode;
  if (!transId || !next) {
    body = <StatusPanel kind="error" message={ACCOUNT_TEXTS.common.badLink} actions={restart} />;
  } else if (verification.isError) {
    body = (
      <StatusPanel
        kind="error"
        message={errorMessage(verification.error) ?? ACCOUNT_TEXTS.common.failed}
        actions={restart}
      />
    );
  } else if (!status || status === 'pending') {
    body = <StatusPanel kind="working" message={status ? T.pending : T.checking} />;
  } else if (status === 'completed') {
    body = (
      <StatusPanel
        kind="done"
        message={T.completed}
        actions={
          target && (
            <TextLink to={target} replace className={buttonClassName({ variant: 'primary' })}>
              {T.continue}
            </TextLink>
          )
        }
      />
    );
  } else {
    body = <StatusPanel kind="error" message={status === 'failed' ? T.failed : T.expired} actions={restart} />;
  }

  return (
    <section className={styles.screen} data-screen="certiResult">
      <Header title={title} />
      <div className={styles.body}>
        {status && (
          <p className={[styles.row, styles.small].join(' ')}>
            <span>{T.statusLabel}</span>
            <Badge tone={status === 'completed' ? 'primary' : status === 'pending' ? 'neutral' : 'warning'}>
              {T.statuses[status]}
            </Badge>
          </p>
        )}
        {body}
      </div>
    </section>
  );
}
