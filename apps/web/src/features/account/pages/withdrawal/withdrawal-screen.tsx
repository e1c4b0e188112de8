import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useRouteEntry } from '../../../../lib/routing/route-entry';
import { useMe } from '../../../../lib/session/get-me';
import { signInPath } from '../../../../lib/session/sign-in-path';
import { Button } from '../../../../ui/button/button';
import { EmptyState } from '../../../../ui/empty-state/empty-state';
import { Header } from '../../../../ui/header/header';
import { Spinner } from '../../../../ui/spinner/spinner';
import { TextLink } from '../../../../ui/text-link/text-link';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS as T } from './withdrawal.texts';

/** The frame of every withdrawal screen: the header with the route's title, then a centred column. */
export function WithdrawalScreen({
  screen,
  fallbackTitle,
  children,
}: {
  screen: string;
  fallbackTitle: string;
  children: ReactNode;
}) {
  const route = useRouteEntry()?.entry;
  return (
    <section className={styles.screen} data-screen={route?.id ?? screen}>
      <Header title={route?.title ?? fallbackTitle} />
      <div className={styles.body}>{children}</div>
    </section>
  );
}

export function WithdrawalLoading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}

export function WithdrawalLoadFailed({ onRetry }: { onRetry: () => void }) {
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

/**
 * Withdrawal is for a signed-in member; a visitor is asked to log in and come back. `bypass` keeps
 * the screen while the account is being withdrawn (the session ends before the answer arrives).
 */
export function RequireMember({ children, bypass = false }: { children: ReactNode; bypass?: boolean }) {
  const me = useMe();
  const location = useLocation();
  if (bypass) return <>{children}</>;
  if (me.isPending) return <WithdrawalLoading />;
  if (me.isError) return <WithdrawalLoadFailed onRetry={() => void me.refetch()} />;
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
  return <>{children}</>;
}
