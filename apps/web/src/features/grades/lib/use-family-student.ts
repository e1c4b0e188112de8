import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { type FamilyStudent, useFamilyStudents } from '../api/get-family-students';

export type FamilyStudentChoice = {
  /** The student whose grades are shown; null while unknown or when there is none. */
  studentId: string | null;
  /** The family's students at the academy (a parent with several picks one); empty for staff. */
  students: FamilyStudent[];
  pending: boolean;
  error: unknown;
  refetch: () => void;
  choose: (studentId: string) => void;
};

/**
 * Whose grades a family screen shows: `?studentId=` (a notification's link, or staff opening a
 * student's page), else the parent's current child (`common.childUserId`) when that child studies
 * here, else the first linked student; a student sees their own record.
 */
export function useFamilyStudent(instId: string, isStaff: boolean): FamilyStudentChoice {
  const [params, setParams] = useSearchParams();
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const family = useFamilyStudents(instId, !isStaff);
  const students = family.data ?? [];
  const asked = params.get('studentId');
  const studentId =
    asked ??
    (students.find((student) => student.userId !== null && student.userId === childUserId) ?? students[0])?.studentId ??
    null;
  return {
    studentId,
    students,
    pending: !isStaff && family.isPending,
    error: family.isError ? family.error : null,
    refetch: () => void family.refetch(),
    choose: (chosen) => {
      const next = new URLSearchParams(params);
      next.set('studentId', chosen);
      setParams(next, { replace: true });
    },
  };
}
