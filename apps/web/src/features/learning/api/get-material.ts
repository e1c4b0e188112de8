import type { MaterialView } from '@academy/domain/materials/materials.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { materialsKeys, materialsPath } from './materials-keys';

/** GET /api/insts/:instId/materials/:materialId */
export function getMaterial(instId: string, materialId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MaterialView>(`${materialsPath(instId)}/${encodeURIComponent(materialId)}`, { signal, silent: true });
}

export const materialQueryOptions = (instId: string, materialId: string) =>
  queryOptions({
    queryKey: materialsKeys.detail(instId, materialId),
    queryFn: ({ signal }) => getMaterial(instId, materialId, { signal }),
  });

export const useMaterial = (instId: string, materialId: string, enabled = true) =>
  useQuery({ ...materialQueryOptions(instId, materialId), enabled });
