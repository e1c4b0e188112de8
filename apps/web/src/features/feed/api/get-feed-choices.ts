import type { ClassListResponse } from '@academy/domain/class/class.schema';
import type { MyStudentsResponse } from '@academy/domain/students/students.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { feedQueryKey, instPath } from './feed-keys';

/**
 * What the feed pages offer to narrow by: the classes the member sees (GET …/classes, for EA) and a
 * family's own students (GET …/my-students, for UH).
 */

export const getFeedClasses = (instId: string, signal?: AbortSignal) =>
  api.get<ClassListResponse>(`${instPath(instId)}/classes`, { query: { status: 'open' }, signal, silent: true });

export const getFeedStudents = (instId: string, signal?: AbortSignal) =>
  api.get<MyStudentsResponse>(`${instPath(instId)}/my-students`, { signal, silent: true });

export const useFeedClasses = (instId: string, enabled = true) =>
  useQuery({
    queryKey: [...feedQueryKey(instId), 'classes'] as const,
    queryFn: ({ signal }) => getFeedClasses(instId, signal),
    enabled,
  });

export const useFeedStudents = (instId: string, enabled = true) =>
  useQuery({
    queryKey: [...feedQueryKey(instId), 'my-students'] as const,
    queryFn: ({ signal }) => getFeedStudents(instId, signal),
    enabled,
  });
