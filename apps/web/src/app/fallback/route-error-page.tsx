import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FallbackPage } from './fallback-page';

/** The root route's errorElement: a 404 from a route check is "not found", anything else is a failure. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('[router] a screen failed to render', error);
  }, [error, notFound]);
  return <FallbackPage kind={notFound ? 'notFound' : 'error'} />;
}
