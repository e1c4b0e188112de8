import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { CLASSES_TEXTS } from '../classes.texts';

const T = CLASSES_TEXTS.common;

export type ClassesScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'onBack' | 'children'
>;

/** The frame of every 반 screen: the header with the route's title, then the signed-in member's academy. */
export function ClassesScreen(props: ClassesScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and the class not there (no id, closed away, or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/class/MainPage'));
