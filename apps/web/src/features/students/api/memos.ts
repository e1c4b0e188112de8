import type { MemoBody, MemosResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateStudents, studentPath, studentsRootKey } from './students-keys';

/** StudentMemo: GET/POST/PATCH/DELETE /api/insts/:instId/students/:studentId/memos[/:memoId]. */

export const getMemos = (instId: string, studentId: string, signal?: AbortSignal) =>
  api.get<MemosResponse>(`${studentPath(instId, studentId)}/memos`, { signal, silent: true });

export const getMemosQueryOptions = (instId: string, studentId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'memos', studentId] as const,
    queryFn: ({ signal }) => getMemos(instId, studentId, signal),
  });

export const useMemos = (instId: string, studentId: string) =>
  useQuery({ ...getMemosQueryOptions(instId, studentId), enabled: studentId !== '' });

type MemoChange =
  | { kind: 'add'; body: MemoBody }
  | { kind: 'edit'; memoId: string; body: MemoBody }
  | { kind: 'delete'; memoId: string };

export function changeMemo(instId: string, studentId: string, change: MemoChange) {
  const base = `${studentPath(instId, studentId)}/memos`;
  if (change.kind === 'add') return api.post<MemosResponse>(base, change.body);
  if (change.kind === 'edit')
    return api.patch<MemosResponse>(`${base}/${encodeURIComponent(change.memoId)}`, change.body);
  return api.delete<MemosResponse>(`${base}/${encodeURIComponent(change.memoId)}`);
}

export function useChangeMemo(instId: string, studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemoChange) => changeMemo(instId, studentId, change),
    onSuccess: (memos) => {
      queryClient.setQueryData(getMemosQueryOptions(instId, studentId).queryKey, memos);
      return invalidateStudents(queryClient, instId);
    },
  });
}
