import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useMe } from '../../../lib/session/get-me';
import { signInPath } from '../../../lib/session/sign-in-path';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './screen.module.css';

const T = MYPAGE_TEXTS.common;

/**
 * Shows `children` only to a signed-in member. The router already sends visitors to the log-in
 * screen; this covers a session that ends while the screen is open (log-out in another tab).
 */
export function RequireSignIn({ children }: { children: (me: MeResponse) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label={T.loading} />
      </div>
    );
  }
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    return (
      <EmptyState
        title={T.loginRequired}
        description={T.loginRequiredHint}
        action={
          <TextLink to={signInPath(`${location.pathname}${location.search}`)} variant="strong">
            {T.goLogin}
          </TextLink>
        }
      />
    );
  }
  return <>{children(me.data)}</>;
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={T.loadFailed}
      description={T.loadFailedHint}
      action={
        <Button variant="outline" onClick={onRetry}>
          {T.retry}
        </Button>
      }
    />
  );
}

export function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}
