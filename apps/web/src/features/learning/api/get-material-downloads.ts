import type { MaterialDownloadsResponse } from '@academy/domain/materials/materials.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { materialsKeys, materialsPath } from './materials-keys';

/** GET /api/insts/:instId/materials/:materialId/downloads (staff): per file, how many downloads and by whom. */
export function getMaterialDownloads(instId: string, materialId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<MaterialDownloadsResponse>(`${materialsPath(instId)}/${encodeURIComponent(materialId)}/downloads`, {
    signal,
    silent: true,
  });
}

export const materialDownloadsQueryOptions = (instId: string, materialId: string) =>
  queryOptions({
    queryKey: materialsKeys.downloads(instId, materialId),
    queryFn: ({ signal }) => getMaterialDownloads(instId, materialId, { signal }),
  });

export const useMaterialDownloads = (instId: string, materialId: string, enabled: boolean) =>
  useQuery({ ...materialDownloadsQueryOptions(instId, materialId), enabled });
