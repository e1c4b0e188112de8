import type { ReactNode } from 'react';
import { Button } from '../../ui/button/button';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { type ApiError, isApiError } from '../api-client';

/** The area's Korean words for something that did not load. */
export type LoadFailedTexts = { loadFailed: string; loadFailedHint: string; retry: string };

/** The area's Korean words for a query that failed. */
export type QueryFailedTexts = LoadFailedTexts & { forbidden: string };

export type LoadFailedProps = {
  texts: LoadFailedTexts;
  /** Without it there is no retry button. */
  onRetry?: () => void;
  /** In place of `texts.loadFailed`. */
  title?: ReactNode;
  /** In place of `texts.loadFailedHint`; `null` shows none. */
  description?: ReactNode;
};

/** Something that did not load: the area's words and a retry. */
export function LoadFailed({
  texts,
  onRetry,
  title = texts.loadFailed,
  description = texts.loadFailedHint,
}: LoadFailedProps) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        onRetry && (
          <Button variant="outline" onClick={onRetry}>
            {texts.retry}
          </Button>
        )
      }
    />
  );
}

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
  return <LoadFailed texts={texts} onRetry={onRetry} />;
}
