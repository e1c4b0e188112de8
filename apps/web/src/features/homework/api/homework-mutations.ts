import type {
  AssigneeView,
  CheckBodyInput,
  CreateHomeworkBodyInput,
  EditHomeworkBody,
  HomeworkDetail,
  SubmitBodyInput,
} from '@academy/domain/homework/homework.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { homeworkPath, instPath, invalidateHomework } from './homework-keys';

/**
 * The writes on homework: POST …/homework, PATCH and DELETE …/homework/:homeworkId, POST
 * …/submissions and POST …/submissions/:studentId/check. Each refreshes the academy's homework.
 */

export const createHomework = (instId: string, body: CreateHomeworkBodyInput) =>
  api.post<HomeworkDetail>(`${instPath(instId)}/homework`, body, { silent: true });

export const editHomework = (instId: string, homeworkId: string, body: EditHomeworkBody) =>
  api.patch<HomeworkDetail>(homeworkPath(instId, homeworkId), body, { silent: true });

export const deleteHomework = (instId: string, homeworkId: string) =>
  api.delete<void>(homeworkPath(instId, homeworkId));

export const submitHomework = (instId: string, homeworkId: string, body: SubmitBodyInput) =>
  api.post<AssigneeView>(`${homeworkPath(instId, homeworkId)}/submissions`, body, { silent: true });

export const checkSubmission = (instId: string, homeworkId: string, studentId: string, body: CheckBodyInput) =>
  api.post<AssigneeView>(
    `${homeworkPath(instId, homeworkId)}/submissions/${encodeURIComponent(studentId)}/check`,
    body,
    { silent: true },
  );

function useHomeworkMutation<T, R>(instId: string, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateHomework(queryClient, instId) });
}

export const useCreateHomework = (instId: string) =>
  useHomeworkMutation(instId, (body: CreateHomeworkBodyInput) => createHomework(instId, body));

export const useEditHomework = (instId: string, homeworkId: string) =>
  useHomeworkMutation(instId, (body: EditHomeworkBody) => editHomework(instId, homeworkId, body));

export const useDeleteHomework = (instId: string, homeworkId: string) =>
  useHomeworkMutation(instId, () => deleteHomework(instId, homeworkId));

export const useSubmitHomework = (instId: string, homeworkId: string) =>
  useHomeworkMutation(instId, (body: SubmitBodyInput) => submitHomework(instId, homeworkId, body));

export const useCheckSubmission = (instId: string, homeworkId: string) =>
  useHomeworkMutation(instId, ({ studentId, ...body }: CheckBodyInput & { studentId: string }) =>
    checkSubmission(instId, homeworkId, studentId, body),
  );
