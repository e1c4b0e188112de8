import type { MaterialClassesResponse } from '@academy/domain/materials/materials.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { materialsKeys, materialsPath } from './materials-keys';

/** GET /api/insts/:instId/materials/classes: the classes the caller may pick, and whether they may write. */
export function getMaterialClasses(instId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MaterialClassesResponse>(`${materialsPath(instId)}/classes`, { signal, silent: true });
}

export const materialClassesQueryOptions = (instId: string) =>
  queryOptions({
    queryKey: materialsKeys.classes(instId),
    queryFn: ({ signal }) => getMaterialClasses(instId, { signal }),
  });

export const useMaterialClasses = (instId: string) => useQuery(materialClassesQueryOptions(instId));
