import type { TuitionsResponse } from '@academy/domain/class/class.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { classesQueryKey } from './classes-query-key';

/** GET /api/insts/:instId/tuitions: the academy's tuitions (/selectTuition). */
export function getTuitions(instId: string, { signal }: { signal?: AbortSignal } = {}): Promise<TuitionsResponse> {
  return api.get<TuitionsResponse>(`/api/insts/${encodeURIComponent(instId)}/tuitions`, { signal, silent: true });
}

export const getTuitionsQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: [...classesQueryKey(instId), 'tuitions'] as const,
    queryFn: ({ signal }) => getTuitions(instId, { signal }),
  });

export const useTuitions = (instId: string) => useQuery(getTuitionsQueryOptions(instId));
