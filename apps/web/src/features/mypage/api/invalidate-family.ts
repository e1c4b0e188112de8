import type { QueryClient } from '@tanstack/react-query';
import { getMeQueryOptions } from '../../../lib/session/get-me';
import { getFamilyQueryOptions } from './get-family';

/** After any family change: the family screen and the header's children (me) are stale. */
export function invalidateFamily(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getFamilyQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  ]);
}
