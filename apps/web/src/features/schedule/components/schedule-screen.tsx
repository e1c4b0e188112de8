import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { screenStates } from '../../../lib/screen/screen-states';
import { SCHEDULE_TEXTS } from '../schedule.texts';

const T = SCHEDULE_TEXTS.common;

/** The frame of every 일정 screen: the header with the route's title, then the signed-in member's academy. */
export function ScheduleScreen(props: Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'children'>) {
  return <AcademyScreen {...props} width="full" spacing="compact" texts={T} />;
}

export const { Loading, QueryFailed } = screenStates(T);
