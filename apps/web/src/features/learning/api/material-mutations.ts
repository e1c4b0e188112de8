import type { CreateMaterialInput, EditMaterialBody, MaterialView } from '@academy/domain/materials/materials.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { materialsKeys, materialsPath } from './materials-keys';

/** POST /api/insts/:instId/materials */
export const createMaterial = (instId: string, body: CreateMaterialInput) =>
  api.post<MaterialView>(materialsPath(instId), body, { silent: true });

/** PATCH /api/insts/:instId/materials/:materialId */
export const editMaterial = (instId: string, materialId: string, body: EditMaterialBody) =>
  api.patch<MaterialView>(`${materialsPath(instId)}/${encodeURIComponent(materialId)}`, body, { silent: true });

/** DELETE /api/insts/:instId/materials/:materialId */
export const deleteMaterial = (instId: string, materialId: string) =>
  api.delete<null>(`${materialsPath(instId)}/${encodeURIComponent(materialId)}`, { silent: true });

/** Saves a material (a new one, or the one named), then refreshes every materials query of the academy. */
export function useSaveMaterial(instId: string, materialId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMaterialInput) =>
      materialId
        ? editMaterial(instId, materialId, {
            title: body.title,
            description: body.description,
            folder: body.folder ?? null,
            tags: body.tags,
            fileIds: body.fileIds,
          })
        : createMaterial(instId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsKeys.all(instId) }),
  });
}

export function useDeleteMaterial(instId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (materialId: string) => deleteMaterial(instId, materialId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsKeys.all(instId) }),
  });
}
