import type { MaterialsQuery } from '@academy/domain/materials/materials.schema';

/** Every study materials query of an academy starts with this key, so one invalidation refreshes them all. */
export const materialsKeys = {
  all: (instId: string) => ['materials', instId] as const,
  list: (instId: string, filters: MaterialFilters) => ['materials', instId, 'list', filters] as const,
  classes: (instId: string) => ['materials', instId, 'classes'] as const,
  folders: (instId: string, classId: string) => ['materials', instId, 'folders', classId] as const,
  detail: (instId: string, materialId: string) => ['materials', instId, 'detail', materialId] as const,
  downloads: (instId: string, materialId: string) => ['materials', instId, 'downloads', materialId] as const,
};

/** The list's filters as the screen holds them ('' for none). */
export type MaterialFilters = Required<Pick<MaterialsQuery, 'classId' | 'folder' | 'tag' | 'q'>>;

export const materialsPath = (instId: string) => `/api/insts/${encodeURIComponent(instId)}/materials`;
