import type { MyStudent } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../store/hooks';
import { api } from '../api-client';

/**
 * A family member's own student records at an academy (a parent's children there, a student's own
 * record), and whose record a family screen shows. The learning areas (성적, 숙제, 학습 리포트) and
 * their home cards choose the child the same way, through here.
 */

export const myStudentsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: ['my-students', instId] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ students: MyStudent[] }>(`/api/insts/${encodeURIComponent(instId)}/my-students`, {
          signal,
          silent: true,
        })
        .then((answer) => answer.students),
    staleTime: 60_000,
  });

/** GET /api/insts/:instId/my-students: a parent's linked children, a student's own record. */
export const useMyStudents = (instId: string, enabled = true) =>
  useQuery({ ...myStudentsQueryOptions(instId), enabled });

/**
 * The record a family screen shows when the address names none: the parent's current child
 * (`common.childUserId`, chosen across the app) when that child studies here, else the first.
 */
export function defaultStudentOf(students: readonly MyStudent[], childUserId: string | null): MyStudent | undefined {
  return students.find((student) => student.userId !== null && student.userId === childUserId) ?? students[0];
}

export type FamilyStudentChoice = {
  /** The student whose records are shown; null while unknown or when there is none. */
  studentId: string | null;
  /** The family's students at the academy (a parent with several picks one); empty for staff. */
  students: MyStudent[];
  pending: boolean;
  error: unknown;
  refetch: () => void;
  choose: (studentId: string) => void;
};

/**
 * Whose records a family screen shows: `?studentId=` (a notification's link, or staff opening a
 * student's page), else `defaultStudentOf`; choosing another child puts it in the address.
 */
export function useFamilyStudent(instId: string, isStaff: boolean): FamilyStudentChoice {
  const [params, setParams] = useSearchParams();
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const family = useMyStudents(instId, !isStaff);
  const students = family.data ?? [];
  const studentId = params.get('studentId') ?? defaultStudentOf(students, childUserId)?.studentId ?? null;
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

/** A parent's current child's record at the academy (`common.childUserId`), when that child studies there. */
export function useCurrentChildStudentId(instId: string, enabled = true): string | null {
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const family = useMyStudents(instId, enabled && childUserId !== null);
  return family.data?.find((student) => student.userId !== null && student.userId === childUserId)?.studentId ?? null;
}
