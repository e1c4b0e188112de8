import type { CreateGradeBody, EditGradeBody, GradeDetail, SaveScoresBody } from '@academy/domain/grades/grades.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getGradeQueryOptions } from './get-grade';
import { gradesPath, gradesQueryKey } from './grades-keys';

/**
 * The writes of a test. Each answers with the test as it now is: it is put in the cache at once (the
 * screen shows it without a second request), then every grades query of the academy is refreshed.
 */
function useGradeWrite<Input>(instId: string, write: (input: Input) => Promise<GradeDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (detail) => {
      queryClient.setQueryData(getGradeQueryOptions(instId, detail.gradeId).queryKey, detail);
      await queryClient.invalidateQueries({
        queryKey: gradesQueryKey(instId),
        predicate: (query) => query.queryKey[3] !== detail.gradeId,
      });
    },
  });
}

/** POST /api/insts/:instId/grades: step 1 makes the test (a draft families do not see). */
export const useCreateGrade = (instId: string) =>
  useGradeWrite(instId, (body: CreateGradeBody) => api.post<GradeDetail>(gradesPath(instId), body));

/** PATCH /api/insts/:instId/grades/:gradeId: the test's name, date, subject, maximum or sections. */
export const useEditGrade = (instId: string, gradeId: string) =>
  useGradeWrite(instId, (body: EditGradeBody) => api.patch<GradeDetail>(gradesPath(instId, gradeId), body));

/** PUT /api/insts/:instId/grades/:gradeId/scores: the whole grid in one request. */
export const useSaveScores = (instId: string, gradeId: string) =>
  useGradeWrite(instId, (body: SaveScoresBody) => api.put<GradeDetail>(gradesPath(instId, gradeId, 'scores'), body));

/** POST /api/insts/:instId/grades/:gradeId/publish: shows the test to families and notifies them once. */
export const usePublishGrade = (instId: string, gradeId: string) =>
  useGradeWrite(instId, () => api.post<GradeDetail>(gradesPath(instId, gradeId, 'publish')));

/** DELETE /api/insts/:instId/grades/:gradeId: the test and its scores. */
export function useDeleteGrade(instId: string, gradeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(gradesPath(instId, gradeId)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getGradeQueryOptions(instId, gradeId).queryKey });
      return queryClient.invalidateQueries({ queryKey: gradesQueryKey(instId) });
    },
  });
}
