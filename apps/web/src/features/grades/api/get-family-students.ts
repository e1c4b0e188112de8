import type { InstHomeResponse } from '@academy/domain/home/home.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-keys';

/** A student record whose grades the signed-in family member reads. */
export type FamilyStudent = { studentId: string; studentNm: string; userId: string | null };

/** The student records of a parent's children (or a student's own) at the academy, from the member's home. */
export function familyStudentsOf(home: InstHomeResponse): FamilyStudent[] {
  if (home.view === 'parent') {
    return home.children.map(({ student }) => ({
      studentId: student.studentId,
      studentNm: student.studentNm,
      userId: student.userId,
    }));
  }
  if (home.view === 'student' && home.me) {
    return [{ studentId: home.me.studentId, studentNm: home.me.studentNm, userId: home.me.userId }];
  }
  return [];
}

/**
 * GET /api/insts/:instId/home, read for one thing: which student records the family member is linked
 * to at the academy (the grades contract is per student; the home already answers that question for
 * every role, so the grades area asks no second endpoint).
 */
export const getFamilyStudentsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...gradesQueryKey(instId), 'family-students'] as const,
    queryFn: async ({ signal }) =>
      familyStudentsOf(
        await api.get<InstHomeResponse>(`/api/insts/${encodeURIComponent(instId)}/home`, { signal, silent: true }),
      ),
    staleTime: 60_000,
  });

export const useFamilyStudents = (instId: string, enabled = true) =>
  useQuery({ ...getFamilyStudentsQueryOptions(instId), enabled });
