import type { ReactNode } from 'react';
import { Button } from '../../ui/button/button';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { type ApiError, isApiError } from '../api-client';

/** The area's Korean words for a query that failed. */
export type QueryFailedTexts = { forbidden: string; loadFailed: string; loadFailedHint: string; retry: string };

export type QueryFailedProps = {
  error: unknown;
  onRetry: () => void;
  texts: QueryFailedTexts;
  /** What a 404 shows; without it a 404 is shown like any other failure. */
  notFound?: (error: ApiError) => ReactNode;
};

/** A query that failed: refused (403, with the server's message), not there (404) or anything else, with a retry. */
export function QueryFailed({ error, onRetry, texts, notFound }: QueryFailedProps) {
  if (isApiError(error) && error.status === 403) {
    return <EmptyState title={texts.forbidden} description={error.message} />;
  }
  if (isApiError(error) && error.status === 404 && notFound) return <>{notFound(error)}</>;
  return (
    <EmptyState
      title={texts.loadFailed}
      description={texts.loadFailedHint}
      action={
        <Button variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      }
    />
  );
}
