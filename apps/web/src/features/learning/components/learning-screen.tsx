import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { LEARNING_TEXTS } from '../learning.texts';

const T = LEARNING_TEXTS.common;

export type LearningScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'children' | 'width' | 'onBack'
>;

/** The frame of every learning screen: the route's header, then the signed-in member's academy. */
export function LearningScreen(props: LearningScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and a material not there (removed, of a class the caller does not reach, or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/materials/list'));
