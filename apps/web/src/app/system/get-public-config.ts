import type { PublicConfigResponse } from '@academy/domain/system/system.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The server's public configuration (root redirect, analytics id, error-reporting DSN). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfigResponse> {
  // Silent: start-up falls back to defaults instead of alarming the visitor.
  return api.get<PublicConfigResponse>('/api/system/config', { signal, silent: true });
}

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'config'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
