import type { AttendanceScopeResponse } from '@academy/domain/attendance/attendance.schema';
import { Select } from '../../../ui/select/select';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.common;

type People = Pick<AttendanceScopeResponse, 'role' | 'students'>;

export const isFamily = (people: People) => people.role === 'PARENT' || people.role === 'STUDENT';

/**
 * The student whose reports are shown: the one in the address, else a parent's current child (the
 * child chosen across the app: lib/family's useCurrentChildStudentId), else a family's first child (a
 * student: themself); staff choose. Null while nobody is chosen.
 */
export function chosenStudentId(
  people: People,
  fromAddress: string | null,
  currentChildId: string | null = null,
): string | null {
  if (fromAddress) return fromAddress;
  const current = currentChildId ? people.students.find((student) => student.studentId === currentChildId) : undefined;
  if (people.role === 'PARENT' && current) return current.studentId;
  if (isFamily(people) || people.students.length === 1) return people.students[0]?.studentId ?? null;
  return null;
}

/** The picker of students (staff) or children (a parent); nothing for a student, who sees their own. */
export function StudentChoice({
  people,
  value,
  onChange,
}: {
  people: People;
  value: string | null;
  onChange: (studentId: string) => void;
}) {
  if (people.role === 'STUDENT' && people.students.length <= 1) return null;
  const parent = people.role === 'PARENT';
  if (parent && people.students.length <= 1) return null;
  return (
    <Select
      label={parent ? T.child : T.student}
      placeholder={parent ? false : T.chooseStudent}
      value={value ?? ''}
      options={people.students.map((student) => ({ value: student.studentId, label: student.studentNm }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
