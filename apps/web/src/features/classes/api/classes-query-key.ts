import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the classes area starts with this key, so one invalidation refreshes the
 * academy's classes, enrolments, teachers and tuitions after any change. (Schedule screens read
 * afresh when they open: queries are stale at once.)
 */
export const classesQueryKey = (instId: string) => ['classes', instId] as const;

/** After any change of a class: everything of the area is stale. */
export function invalidateClasses(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: classesQueryKey(instId) });
}
