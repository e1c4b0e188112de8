import type {
  AddGuardianBody,
  ChangeStatusBody,
  InviteResponse,
  StudentDetailResponse,
  UpdateInstInfoBody,
  UpdateStudentBody,
} from '@academy/domain/students/students.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStudents, studentPath } from './students-keys';

/**
 * The changes to one student (ModifyStudentInfo, ModifyInstInfo, ModifyConnect, StudentChangeStatus):
 * each call and a hook that refreshes the academy's students afterwards.
 */

export const updateStudent = (instId: string, studentId: string, body: UpdateStudentBody) =>
  api.patch<StudentDetailResponse>(studentPath(instId, studentId), body);
export const updateInstInfo = (instId: string, studentId: string, body: UpdateInstInfoBody) =>
  api.patch<StudentDetailResponse>(`${studentPath(instId, studentId)}/inst-info`, body);
export const changeStatus = (instId: string, studentId: string, body: ChangeStatusBody) =>
  api.post<StudentDetailResponse>(`${studentPath(instId, studentId)}/status`, body);
export const addGuardian = (instId: string, studentId: string, body: AddGuardianBody) =>
  api.post<StudentDetailResponse>(`${studentPath(instId, studentId)}/guardians`, body);
export const removeGuardian = (instId: string, studentId: string, guardianId: string) =>
  api.delete<StudentDetailResponse>(`${studentPath(instId, studentId)}/guardians/${encodeURIComponent(guardianId)}`);
export const unlinkGuardian = (instId: string, studentId: string, guardianId: string) =>
  api.delete<StudentDetailResponse>(
    `${studentPath(instId, studentId)}/guardians/${encodeURIComponent(guardianId)}/connection`,
  );
export const inviteGuardian = (instId: string, studentId: string, guardianId: string) =>
  api.post<InviteResponse>(`${studentPath(instId, studentId)}/guardians/${encodeURIComponent(guardianId)}/invite`);
export const inviteStudent = (instId: string, studentId: string) =>
  api.post<InviteResponse>(`${studentPath(instId, studentId)}/invite`);
export const unlinkStudent = (instId: string, studentId: string) =>
  api.delete<StudentDetailResponse>(`${studentPath(instId, studentId)}/connection`);

/** A mutation on one student that refreshes every students query of the academy when it succeeds. */
export function useStudentMutation<TInput, TResult>(instId: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateStudents(queryClient, instId) });
}
