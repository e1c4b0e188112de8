import type { MembershipSummary, MeResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useMe } from '../../../lib/session/get-me';
import { signInPath } from '../../../lib/session/sign-in-path';
import { Button, buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Spinner } from '../../../ui/spinner/spinner';
import { INSTITUTE_TEXTS } from '../institute.texts';
import { useCurrentMembership } from '../lib/use-current-inst';
import styles from './screen.module.css';

const T = INSTITUTE_TEXTS.common;

export function Loading() {
  return (
    <div className={styles.centered}>
      <Spinner label={T.loading} />
    </div>
  );
}

export function LoadFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return (
    <EmptyState
      title={message ?? T.loadFailed}
      description={message ? undefined : T.loadFailedHint}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {T.retry}
          </Button>
        )
      }
    />
  );
}

/** Shows `children` only to a signed-in user; a visitor is offered the log-in, coming back here. */
export function SignedIn({ children }: { children: (me: MeResponse) => ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <Loading />;
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} />;
  if (!me.data) {
    return (
      <EmptyState
        title={T.loginRequired}
        description={T.loginRequiredHint}
        action={
          <Link
            to={signInPath(`${location.pathname}${location.search}`)}
            className={buttonClassName({ variant: 'primary' })}
          >
            {T.goLogin}
          </Link>
        }
      />
    );
  }
  return <>{children(me.data)}</>;
}

function CurrentInst({
  me,
  redirectWhenNone,
  children,
}: {
  me: MeResponse;
  redirectWhenNone: boolean;
  children: (membership: MembershipSummary) => ReactNode;
}) {
  const membership = useCurrentMembership(me);
  if (!membership && redirectWhenNone) return <Navigate to="/v3/InstNotConnect" replace />;
  if (!membership) {
    return (
      <EmptyState
        title={T.noAcademy}
        description={T.noAcademyHint}
        action={
          <Link to="/v3/InstNotConnect" className={buttonClassName({ variant: 'primary' })}>
            {T.goNotConnect}
          </Link>
        }
      />
    );
  }
  return <>{children(membership)}</>;
}

/**
 * Shows `children` for the academy the signed-in user is looking at (`common.instId`). With no
 * academy at all: a pointer to InstNotConnect, or (`redirectWhenNone`) InstNotConnect itself.
 */
export function WithCurrentInst({
  children,
  redirectWhenNone = false,
}: {
  children: (membership: MembershipSummary, me: MeResponse) => ReactNode;
  redirectWhenNone?: boolean;
}) {
  return (
    <SignedIn>
      {(me) => (
        <CurrentInst me={me} redirectWhenNone={redirectWhenNone}>
          {(membership) => children(membership, me)}
        </CurrentInst>
      )}
    </SignedIn>
  );
}

/** Shown in place of a screen the member's role or codes do not open. */
export function Forbidden() {
  return <EmptyState title={T.forbidden} description={T.forbiddenHint} />;
}
