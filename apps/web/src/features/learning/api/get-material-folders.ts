import type { FoldersResponse } from '@academy/domain/materials/materials.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { materialsKeys, materialsPath } from './materials-keys';

/** GET /api/insts/:instId/materials/folders?classId=: the folders and tags in use ('' : every class the caller sees). */
export function getMaterialFolders(instId: string, classId: string, { signal }: { signal?: AbortSignal } = {}) {
  const query = classId ? `?classId=${encodeURIComponent(classId)}` : '';
  return api.get<FoldersResponse>(`${materialsPath(instId)}/folders${query}`, { signal, silent: true });
}

export const materialFoldersQueryOptions = (instId: string, classId: string) =>
  queryOptions({
    queryKey: materialsKeys.folders(instId, classId),
    queryFn: ({ signal }) => getMaterialFolders(instId, classId, { signal }),
  });

export const useMaterialFolders = (instId: string, classId: string) =>
  useQuery(materialFoldersQueryOptions(instId, classId));
