import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { screenStates } from '../../../lib/screen/screen-states';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ATTENDANCE_TEXTS } from '../attendance.texts';

const T = ATTENDANCE_TEXTS.common;

export type AttendanceScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'actions' | 'children'> & {
  /** Wider column (the sheet and the academy's day use the whole 1000px). */
  wide?: boolean;
};

/** The frame of every 출결 screen: the route's title, then the signed-in member's academy. */
export function AttendanceScreen({ wide, ...props }: AttendanceScreenProps) {
  return <AcademyScreen {...props} width={wide ? 'full' : 'lg'} clearBottomBar texts={T} />;
}

/** Loading and failed; a 404 says what the server said. */
export const { Loading, QueryFailed } = screenStates(T, (error) => (
  <EmptyState title={T.notFound} description={error?.message || T.notFoundHint} />
));
