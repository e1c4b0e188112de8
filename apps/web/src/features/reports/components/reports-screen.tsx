import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.common;

export type ReportsScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'children' | 'width'
>;

/** The frame of every 학습 리포트 screen: the route's header, then the signed-in member's academy. */
export function ReportsScreen({ width = 'lg', ...props }: ReportsScreenProps) {
  return <AcademyScreen {...props} width={width} clearBottomBar texts={T} />;
}

/**
 * Loading, failed, and a report not there: another academy's, another child's, a class the teacher
 * does not teach, or a draft a family may not see yet (the server answers 404 for each alike).
 */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/StudentReportList'));
