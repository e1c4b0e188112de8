import type { MoveStudentsBody, MoveStudentsResponse } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStudents, studentsBase } from './students-keys';

/** POST /api/insts/:instId/class-moves: move students to another class from a day (ClassMoving). */
export function moveStudents(instId: string, body: MoveStudentsBody) {
  return api.post<MoveStudentsResponse>(`${studentsBase(instId)}/class-moves`, body);
}

/** Refreshes every students query of the academy afterwards (rosters, the students' pages and histories). */
export function useMoveStudents(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveStudentsBody) => moveStudents(instId, body),
    onSuccess: () => invalidateStudents(queryClient, instId),
  });
}
