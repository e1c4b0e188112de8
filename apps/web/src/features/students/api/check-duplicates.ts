import type { DuplicatesBody, DuplicatesResponse } from '@academy/domain/students/students.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentsBase } from './students-keys';

/** POST /api/insts/:instId/students/duplicates: students who might be the same person (StudentRegisterCheck). */
export function checkDuplicates(instId: string, body: DuplicatesBody) {
  return api.post<DuplicatesResponse>(`${studentsBase(instId)}/students/duplicates`, body);
}

export const useCheckDuplicates = (instId: string) =>
  useMutation({ mutationFn: (body: DuplicatesBody) => checkDuplicates(instId, body) });
