import type { InspectionStatusResponse } from '@academy/domain/system/system.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The maintenance window and whether this visitor is internal (the server decides both). */
export function getInspectionStatus(signal?: AbortSignal): Promise<InspectionStatusResponse> {
  return api.get<InspectionStatusResponse>('/api/system/inspection', { signal, silent: true });
}

/** Re-checked every minute during maintenance (so the page lifts when it ends), else every 5 minutes. */
export function getInspectionStatusQueryOptions(
  load: (signal?: AbortSignal) => Promise<InspectionStatusResponse> = getInspectionStatus,
) {
  return queryOptions({
    queryKey: ['system', 'inspection'],
    queryFn: ({ signal }) => load(signal),
    refetchInterval: (query) => (query.state.data?.inspecting ? 60_000 : 5 * 60_000),
  });
}
