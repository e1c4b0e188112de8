import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { LoadFailed as LoadFailedState } from '../../../lib/screen/query-failed';
import { SignedIn } from '../../../lib/screen/signed-in';
import { ScreenLoading } from '../../../ui/screen/screen';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.common;

/**
 * Shows `children` only to a signed-in member. The router already sends visitors to the log-in
 * screen; this covers a session that ends while the screen is open (log-out in another tab).
 */
export function RequireSignIn({ children }: { children: (me: MeResponse) => ReactNode }) {
  return <SignedIn texts={T}>{children}</SignedIn>;
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadFailedState texts={T} onRetry={onRetry} />;
}

export function Loading() {
  return <ScreenLoading label={T.loading} />;
}
