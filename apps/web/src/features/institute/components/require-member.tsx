import type { MembershipSummary, MeResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NoAcademyState } from '../../../lib/screen/academy-screen';
import { LoadFailed as LoadFailedState } from '../../../lib/screen/query-failed';
import { SignedIn as SignInGate } from '../../../lib/screen/signed-in';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ScreenLoading } from '../../../ui/screen/screen';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.common;
const NO_ACADEMY = { noAcademy: T.noAcademy, noAcademyHint: T.noAcademyHint, goConnect: T.goNotConnect };

export function Loading() {
  return <ScreenLoading label={T.loading} />;
}

/** Failed to load; `message` (the server's refusal) stands alone in place of the area's words. */
export function LoadFailed({ onRetry, message }: { onRetry?: () => void; message?: string }) {
  return <LoadFailedState texts={T} onRetry={onRetry} title={message} description={message ? null : undefined} />;
}

/** Shows `children` only to a signed-in user; a visitor is offered the log-in, coming back here. */
export function SignedIn({ children }: { children: (me: MeResponse) => ReactNode }) {
  return (
    <SignInGate texts={T} linkStyle="button">
      {children}
    </SignInGate>
  );
}

function CurrentInst({
  redirectWhenNone,
  children,
}: {
  redirectWhenNone: boolean;
  children: (membership: MembershipSummary) => ReactNode;
}) {
  const { membership } = useCurrentInst();
  if (!membership && redirectWhenNone) return <Navigate to="/v3/InstNotConnect" replace />;
  if (!membership) return <NoAcademyState texts={NO_ACADEMY} to="/v3/InstNotConnect" linkStyle="button" />;
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
        <CurrentInst redirectWhenNone={redirectWhenNone}>{(membership) => children(membership, me)}</CurrentInst>
      )}
    </SignedIn>
  );
}

/** Shown in place of a screen the member's role or codes do not open. */
export function Forbidden() {
  return <EmptyState title={T.forbidden} description={T.forbiddenHint} />;
}
