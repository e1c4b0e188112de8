import type { HistoryResponse } from '@academy/domain/students/students.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { studentPath, studentsRootKey } from './students-keys';

/** GET /api/insts/:instId/students/:studentId/history: every change, newest first. */
export const getHistory = (instId: string, studentId: string, signal?: AbortSignal) =>
  api.get<HistoryResponse>(`${studentPath(instId, studentId)}/history`, { signal, silent: true });

export const getHistoryQueryOptions = (instId: string, studentId: string) =>
  queryOptions({
    queryKey: [...studentsRootKey(instId), 'history', studentId] as const,
    queryFn: ({ signal }) => getHistory(instId, studentId, signal),
  });

export const useHistory = (instId: string, studentId: string) =>
  useQuery({ ...getHistoryQueryOptions(instId, studentId), enabled: studentId !== '' });
