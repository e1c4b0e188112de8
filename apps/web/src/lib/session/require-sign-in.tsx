import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, redirect, useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner/spinner';
import { getMeQueryOptions, useMe } from './get-me';
import { signInPath } from './sign-in-path';

/**
 * The sign-in guard of a route loader: the signed-in user, or a redirect to
 * `/loginMainTF?next=<the requested path>` for a visitor. The router applies it to every route-map
 * entry marked `requiresSignIn`.
 */
export async function requireSignIn(queryClient: QueryClient, request: Request) {
  const me = await queryClient.fetchQuery(getMeQueryOptions());
  if (!me) {
    const url = new URL(request.url);
    throw redirect(signInPath(`${url.pathname}${url.search}`));
  }
  return me;
}

/** The same guard around part of a screen: shows `children` only to a signed-in user. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isError) throw me.error;
  if (me.isPending) return <Spinner />;
  if (me.data === null) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
