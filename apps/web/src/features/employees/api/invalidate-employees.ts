import type { QueryClient } from '@tanstack/react-query';
import { employeesQueryKey } from './employees-query-key';

/** After any change of staff, invitations or permissions: everything of the area is stale. */
export function invalidateEmployees(queryClient: QueryClient, instId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: employeesQueryKey(instId) });
}
