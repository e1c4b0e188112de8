import type { ReactNode } from 'react';
import { LoadFailed } from '../../../../lib/screen/query-failed';
import { RouteScreen, type RouteScreenProps } from '../../../../lib/screen/route-screen';
import { useSignInGate } from '../../../../lib/screen/signed-in';
import { ScreenLoading } from '../../../../ui/screen/screen';
import { WITHDRAWAL_TEXTS as T } from './withdrawal.texts';

/** The frame of every withdrawal screen: the header with the route's title, then a centred column. */
export function WithdrawalScreen(props: Pick<RouteScreenProps, 'screen' | 'fallbackTitle' | 'children'>) {
  return <RouteScreen {...props} width="sm" spacing="roomy" />;
}

export function WithdrawalLoading() {
  return <ScreenLoading label={T.loading} />;
}

export function WithdrawalLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed texts={T} onRetry={onRetry} />;
}

/**
 * Withdrawal is for a signed-in member; a visitor is asked to log in and come back. `bypass` keeps
 * the screen while the account is being withdrawn (the session ends before the answer arrives).
 */
export function RequireMember({ children, bypass = false }: { children: ReactNode; bypass?: boolean }) {
  const gate = useSignInGate({ texts: T });
  return <>{bypass || gate.me ? children : gate.state}</>;
}
