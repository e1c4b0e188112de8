import type { ClassStudentsResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/classes/:classId/students: a class's enrolments with their dates (ClassMoving). */
export function getClassRoster(instId: string, classId: string, signal?: AbortSignal) {
  return api.get<ClassStudentsResponse>(`${studentsBase(instId)}/classes/${encodeURIComponent(classId)}/students`, {
    signal,
    silent: true,
  });
}

export const getClassRosterQueryOptions = (instId: string, classId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'class-roster', classId] as const,
    queryFn: ({ signal }) => getClassRoster(instId, classId, signal),
  });

export const useClassRoster = (instId: string, classId: string) =>
  useQuery({ ...getClassRosterQueryOptions(instId, classId), enabled: classId !== '' });
