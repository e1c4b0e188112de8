import type { ClassStudentsResponse, EndEnrolmentBody } from '@academy/domain/class/class.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateClasses } from './classes-query-key';

/** POST …/classes/:classId/students/:enrolmentId/end: the enrolment's last day. */
export function endEnrolment(
  instId: string,
  classId: string,
  enrolmentId: string,
  body: EndEnrolmentBody,
): Promise<ClassStudentsResponse> {
  return api.post<ClassStudentsResponse>(
    `/api/insts/${encodeURIComponent(instId)}/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(enrolmentId)}/end`,
    body,
  );
}

export function useEndEnrolment(instId: string, classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enrolmentId, endDate }: { enrolmentId: string; endDate: string }) =>
      endEnrolment(instId, classId, enrolmentId, { endDate }),
    onSuccess: () => invalidateClasses(queryClient, instId),
  });
}
