import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState, screenStates } from '../../../lib/screen/screen-states';
import { HOMEWORK_TEXTS } from '../homework.texts';

const T = HOMEWORK_TEXTS.common;

export type HomeworkScreenProps = Pick<
  AcademyScreenProps,
  'screen' | 'fallbackTitle' | 'title' | 'actions' | 'children' | 'width'
>;

/** The frame of every homework screen: the route's header, then the signed-in member's academy. */
export function HomeworkScreen(props: HomeworkScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/**
 * The assignment not there (removed, another academy's, a class the teacher does not teach, another
 * child's — the server answers 404 alike): the way back to the list the reader has.
 */
function NotFound({ staff }: { staff: boolean }) {
  return (
    <LinkedEmptyState
      title={T.notFound}
      description={T.notFoundHint}
      to={staff ? '/v3/homework/list' : '/v3/homework/my'}
      link={staff ? T.toList : T.toMyList}
    />
  );
}

export const staffStates = screenStates(T, () => <NotFound staff />);
export const familyStates = screenStates(T, () => <NotFound staff={false} />);
