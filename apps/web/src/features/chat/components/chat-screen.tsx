import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { CHAT_TEXTS } from '../chat.texts';

const T = CHAT_TEXTS.common;

export type ChatScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'children' | 'width' | 'onBack'
>;

/** The frame of every chat screen: the route's header, then the signed-in member's academy. */
export function ChatScreen(props: ChatScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and the room not there (left, removed, not theirs, or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/chatRoomListMain'));
