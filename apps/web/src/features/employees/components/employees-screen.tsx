import { AcademyScreen, type AcademyScreenProps } from '../../../lib/screen/academy-screen';
import { listNotFound, screenStates } from '../../../lib/screen/screen-states';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.common;

export type EmployeesScreenProps = Pick<AcademyScreenProps, 'screen' | 'fallbackTitle' | 'actions' | 'children'>;

/** The frame of every 직원과 권한 screen: the header with the route's title, then the signed-in member's academy. */
export function EmployeesScreen(props: EmployeesScreenProps) {
  return <AcademyScreen {...props} texts={T} />;
}

/** Loading, failed, and the employee or invitation not there (or another academy's). */
export const { Loading, NotFoundState, QueryFailed } = screenStates(T, listNotFound(T, '/v3/EmployeeList'));
