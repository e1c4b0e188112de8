import type { ClassStudentsResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

/** GET …/classes/:classId/students: the class's enrolments. */
export function getClassStudents(
  instId: string,
  classId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ClassStudentsResponse> {
  return api.get<ClassStudentsResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/students`,
    { signal, silent: true },
  );
}

export const getClassStudentsQueryOptions = (instId: string, classId: string) =>
  queryOptions({
    queryKey: [...classesQueryKey(instId), 'students', classId] as const,
    queryFn: ({ signal }) => getClassStudents(instId, classId, { signal }),
  });

export const useClassStudents = (instId: string, classId: string, enabled = true) =>
  useQuery({ ...getClassStudentsQueryOptions(instId, classId), enabled });
