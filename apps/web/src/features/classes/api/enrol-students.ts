import type { ClassStudentsResponse, EnrolStudentsInput } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateClasses } from './classes-query-key';

/** POST …/classes/:classId/students: enrol students (the headcount is checked by the server). */
export function enrolStudents(
  instId: string,
  classId: string,
  body: EnrolStudentsInput,
): Promise<ClassStudentsResponse> {
  return api.post<ClassStudentsResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/students`,
    body,
  );
}

export function useEnrolStudents(instId: string, classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnrolStudentsInput) => enrolStudents(instId, classId, body),
    onSuccess: () => invalidateClasses(queryClient, instId),
  });
}
