import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.common;

export type GradesScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'actions' | 'children'> & {
  /** The whole 1000px (the score grid and the scores table); the reading column otherwise. */
  wide?: boolean;
};

/** The frame of every 성적 screen: the route's title, then the signed-in member's academy. */
export function GradesScreen({ wide, ...props }: GradesScreenProps) {
  return <AcademyScreen {...props} width={wide ? 'full' : 'lg'} clearBottomBar texts={T} />;
}

/** Loading and failed; a test that is gone (or never the reader's) answers 404 and leads back to the list. */
export const { Loading, QueryFailed } = screenStates(T, listNotFound(T, '/v3/GradeManagement'));

/** A family's 404 leads back to their own list. */
export const { QueryFailed: MyQueryFailed } = screenStates(T, listNotFound(T, '/v3/MyGradeManagement'));

/** A screen opened without a test in its address: the way to the list to choose one. */
export function NoGradeChosen({ family = false }: { family?: boolean }) {
  return (
    <LinkedEmptyState
      title={T.noGradeChosen}
      description={T.noGradeChosenHint}
      to={family ? '/v3/MyGradeManagement' : '/v3/GradeManagement'}
      link={T.toList}
    />
  );
}
