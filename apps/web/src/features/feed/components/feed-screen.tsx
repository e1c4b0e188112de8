import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { FEED_TEXTS } from '../feed.texts';

const T = FEED_TEXTS.common;

export type FeedScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'title' | 'actions' | 'children'>;

/** The frame of every feed screen: the route's header, then the signed-in member's academy. */
export function FeedScreen(props: FeedScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and the post not there (removed, hidden, not theirs to see, or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/feedPageTF'));
