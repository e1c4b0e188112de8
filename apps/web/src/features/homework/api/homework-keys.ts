import type { QueryClient } from '@tanstack/react-query';

/** Every query of homework starts with this key, so one invalidation refreshes the academy's lists, details and submissions. */
export const homeworkQueryKey = (instId: string) => ['homework', instId] as const;

export function invalidateHomework(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: homeworkQueryKey(instId) });
}

export const instPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}`;

export const homeworkPath = (instId: string, homeworkId: string) =>
  `${instPath(instId)}/homework/${encodeURIComponent(homeworkId)}`;
