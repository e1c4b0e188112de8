import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ScreenLoading } from '../../ui/screen/screen';
import { useMe } from '../session/get-me';
import { signInPath } from '../session/sign-in-path';
import { LoadFailed, type LoadFailedTexts } from './query-failed';
import { LinkedEmptyState, type LinkStyle } from './screen-states';

/** The area's Korean words for a visitor on a screen for signed-in members. */
export type SignInTexts = { loginRequired: string; loginRequiredHint: string; goLogin: string };

/** Every word of the sign-in gate: while it asks who is signed in, when that fails, and to a visitor. */
export type SignInGateTexts = SignInTexts & LoadFailedTexts & { loading: string };

export type SignInGateOptions = {
  texts: SignInGateTexts;
  /** How the log-in link looks (default a strong text link). */
  linkStyle?: LinkStyle;
  /** A loading state with less room above and below. */
  compactLoading?: boolean;
};

/** The signed-in user, or (`me` null) the state to show in their place. */
export type SignInGate = { me: MeResponse; state: null } | { me: null; state: ReactNode };

/**
 * The sign-in gate of part of a screen, in the area's words: loading, failed with a retry, or for a
 * visitor a "log in" state whose link comes back here. Unlike `RequireSignIn` it does not redirect,
 * so a session that ends while the screen is open (log-out in another tab) says why the content went.
 */
export function useSignInGate({ texts, linkStyle, compactLoading }: SignInGateOptions): SignInGate {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return { me: null, state: <ScreenLoading label={texts.loading} compact={compactLoading} /> };
  if (me.isError) return { me: null, state: <LoadFailed texts={texts} onRetry={() => void me.refetch()} /> };
  if (!me.data) {
    return {
      me: null,
      state: (
        <LinkedEmptyState
          title={texts.loginRequired}
          description={texts.loginRequiredHint}
          to={signInPath(`${location.pathname}${location.search}`)}
          link={texts.goLogin}
          linkStyle={linkStyle}
        />
      ),
    };
  }
  return { me: me.data, state: null };
}

/** Shows `children` to a signed-in user, and the sign-in gate's state to anyone else. */
export function SignedIn({ children, ...options }: SignInGateOptions & { children: (me: MeResponse) => ReactNode }) {
  const gate = useSignInGate(options);
  return <>{gate.me ? children(gate.me) : gate.state}</>;
}
