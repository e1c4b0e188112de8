import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { NOTICES_TEXTS } from '../notices.texts';

const T = NOTICES_TEXTS.common;

export type NoticesScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'onBack' | 'children' | 'width'
>;

/** The frame of every 공지 screen: the header with the route's title, then the signed-in member's academy. */
export function NoticesScreen(props: NoticesScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and the notice not there (deleted, not sent to me, or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/notice/list'));
