import type { RegisterStudentBody, RegisterStudentResponse } from '@academy/domain/students/students.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStudents, studentsBase } from './students-keys';

/** POST /api/insts/:instId/students: the student, guardians and (optionally) their invitations. */
export function registerStudent(instId: string, body: RegisterStudentBody) {
  return api.post<RegisterStudentResponse>(`${studentsBase(instId)}/students`, body);
}

export function useRegisterStudent(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterStudentBody) => registerStudent(instId, body),
    onSuccess: () => invalidateStudents(queryClient, instId),
  });
}
