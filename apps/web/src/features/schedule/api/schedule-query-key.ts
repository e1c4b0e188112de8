import type { QueryClient } from '@tanstack/react-query';

/** Every query of the schedule area starts with this key; one invalidation refreshes them all. */
export const scheduleQueryKey = (instId: string) => ['schedule', instId] as const;

/** After a session exception: every month, week and timetable of the academy is stale. */
export function invalidateSchedule(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: scheduleQueryKey(instId) });
}
