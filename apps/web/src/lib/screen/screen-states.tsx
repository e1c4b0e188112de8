import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../ui/button/button';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { ScreenLoading } from '../../ui/screen/screen';
import { TextLink } from '../../ui/text-link/text-link';
import type { ApiError } from '../api-client';
import { QueryFailed as QueryFailedState, type QueryFailedTexts } from './query-failed';

/** How the one way on of an empty state looks: a strong text link, or a link drawn as the primary button. */
export type LinkStyle = 'text' | 'button';

/** An empty state whose one way on is a link. */
export function LinkedEmptyState({
  title,
  description,
  to,
  link,
  linkStyle = 'text',
}: {
  title: string;
  description: string;
  to: string;
  link: string;
  linkStyle?: LinkStyle;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        linkStyle === 'button' ? (
          <Link to={to} className={buttonClassName({ variant: 'primary' })}>
            {link}
          </Link>
        ) : (
          <TextLink to={to} variant="strong">
            {link}
          </TextLink>
        )
      }
    />
  );
}

/** The area's words for a record that is not there, and for the way back to its list. */
export type NotFoundTexts = { notFound: string; notFoundHint: string; toList: string };

/** A 404 of an area with a list: the area's words and the link back to `listPath`. */
export const listNotFound = (texts: NotFoundTexts, listPath: string) => () => (
  <LinkedEmptyState title={texts.notFound} description={texts.notFoundHint} to={listPath} link={texts.toList} />
);

/**
 * The states an area's screens share, in the area's words: `Loading`, `NotFoundState` (what
 * `notFound` shows; nothing without it) and `QueryFailed` (a 404 shows `notFound` when there is one).
 */
export function screenStates(
  texts: QueryFailedTexts & { loading: string },
  notFound?: (error?: ApiError) => ReactNode,
) {
  function Loading() {
    return <ScreenLoading label={texts.loading} />;
  }
  function NotFoundState() {
    return <>{notFound?.()}</>;
  }
  function QueryFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
    return <QueryFailedState error={error} onRetry={onRetry} texts={texts} notFound={notFound} />;
  }
  return { Loading, NotFoundState, QueryFailed };
}
