import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import {
  MATERIAL_DESCRIPTION_MAX,
  MATERIAL_FILES_MAX,
  MATERIAL_FOLDER_MAX,
  MATERIAL_SEARCH_MAX,
  MATERIAL_TAG_MAX,
  MATERIAL_TAGS_MAX,
  MATERIAL_TITLE_MAX,
  MATERIALS_PAGE_DEFAULT,
  MATERIALS_PAGE_MAX,
} from './materials.rules';

/**
 * The study materials API contract (학습 자료; docs/decisions/0058-study-materials.md). Every route
 * is under `/api/insts/:instId/materials`. Staff of the class write (director, a manager with 020,
 * a teacher for the classes they teach); the students enrolled in the class today and their
 * parents read. Anything else — another academy's id, a class the teacher does not teach, a class
 * the family's child left — answers 404.
 *
 * REST:
 * - GET    …/materials?classId=&folder=&tag=&q=&cursor=&limit=   materialsQuery → materialsPageResponse
 *          (newest first; `cursor` is the last materialId of the previous page)
 * - POST   …/materials                       createMaterialBody → materialView (staff of the class)
 * - GET    …/materials/classes               materialClassesResponse (the classes the caller may pick:
 *          staff the classes they may write for, families their children's current classes)
 * - GET    …/materials/folders?classId=      foldersQuery → foldersResponse (folders and tags in use, with counts)
 * - POST   …/materials/files                 multipart, one file → materialFileView (staff; waits for its material)
 * - GET    …/materials/:materialId           materialView
 * - PATCH  …/materials/:materialId           editMaterialBody → materialView (staff of the class)
 * - DELETE …/materials/:materialId           → 204 (staff of the class; audited; its files are removed)
 * - GET    …/materials/:materialId/downloads materialDownloadsResponse (staff: count and who, per file)
 * - GET    …/materials/:materialId/files/:fileId/download   the file as an attachment (counts one download
 *          per person, per file, per business day: `DOWNLOAD_COUNTING` in materials.rules.ts)
 */

export const materialInstParams = z.object({ instId: z.uuid() });
export const materialParams = materialInstParams.extend({ materialId: z.uuid() });
export const materialFileParams = materialParams.extend({ fileId: z.uuid() });

export const materialsQuery = z.object({
  classId: z.uuid().optional(),
  folder: z.string().trim().max(MATERIAL_FOLDER_MAX).optional(),
  tag: z.string().trim().max(MATERIAL_TAG_MAX).optional(),
  /** Words in the title, description, tags or file names. */
  q: z.string().trim().max(MATERIAL_SEARCH_MAX).optional(),
  /** Older than this material (ids are time-ordered). */
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MATERIALS_PAGE_MAX).default(MATERIALS_PAGE_DEFAULT),
});
export type MaterialsQuery = z.infer<typeof materialsQuery>;

export const foldersQuery = z.object({ classId: z.uuid().optional() });
export type FoldersQuery = z.infer<typeof foldersQuery>;

// ── bodies ───────────────────────────────────────────────────────────────────

const title = labelled(z.string().trim().min(1).max(MATERIAL_TITLE_MAX), '제목');
const description = z.string().trim().max(MATERIAL_DESCRIPTION_MAX);
/** A folder name; empty or null: no folder. */
const folder = z.string().trim().max(MATERIAL_FOLDER_MAX).nullable();
const tags = z
  .array(
    z
      .string()
      .trim()
      .max(MATERIAL_TAG_MAX + 1),
  )
  .max(MATERIAL_TAGS_MAX);
/** Upload ids from POST …/materials/files, in the order shown. */
const fileIds = labelled(z.array(z.uuid()).min(1).max(MATERIAL_FILES_MAX), '자료 파일', 'choice');

export const createMaterialBody = z.object({
  classId: labelled(z.uuid(), '반', 'choice'),
  title,
  description: description.default(''),
  folder: folder.optional(),
  tags: tags.optional(),
  fileIds,
});
export type CreateMaterialBody = z.infer<typeof createMaterialBody>;
export type CreateMaterialInput = z.input<typeof createMaterialBody>;

/** Only what is sent changes; `fileIds` replaces the list (kept ones, new uploads; dropped files are removed). */
export const editMaterialBody = z.object({
  title: title.optional(),
  description: description.optional(),
  folder: folder.optional(),
  tags: tags.optional(),
  fileIds: fileIds.optional(),
});
export type EditMaterialBody = z.infer<typeof editMaterialBody>;

// ── responses ────────────────────────────────────────────────────────────────

export const MATERIAL_FILE_KINDS = ['document', 'image', 'media'] as const;
export type MaterialFileKind = (typeof MATERIAL_FILE_KINDS)[number];

export const materialFileView = z.object({
  fileId: z.string(),
  originalNm: z.string(),
  sizeBytes: z.number().int(),
  kind: z.enum(MATERIAL_FILE_KINDS),
  contentType: z.string(),
  /** Staff only (null for families): downloads counted (person-days). */
  downloadCnt: z.number().int().nullable(),
});
export type MaterialFileView = z.infer<typeof materialFileView>;

export const materialView = z.object({
  materialId: z.string(),
  classId: z.string(),
  classNm: z.string(),
  title: z.string(),
  description: z.string(),
  folder: z.string().nullable(),
  tags: z.array(z.string()),
  files: z.array(materialFileView),
  authorNm: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff only (null for families): downloads of all its files. */
  downloadCnt: z.number().int().nullable(),
  /** Whether the caller may edit and delete it (staff of its class). */
  canEdit: z.boolean(),
});
export type MaterialView = z.infer<typeof materialView>;

export const materialsPageResponse = z.object({
  items: z.array(materialView),
  nextCursor: z.string().nullable(),
});
export type MaterialsPageResponse = z.infer<typeof materialsPageResponse>;

export const materialClassView = z.object({ classId: z.string(), classNm: z.string() });
export type MaterialClassView = z.infer<typeof materialClassView>;
export const materialClassesResponse = z.object({
  classes: z.array(materialClassView),
  /** Whether the caller may write materials (staff). */
  canWrite: z.boolean(),
});
export type MaterialClassesResponse = z.infer<typeof materialClassesResponse>;

export const foldersResponse = z.object({
  folders: z.array(z.object({ folder: z.string(), count: z.number().int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type FoldersResponse = z.infer<typeof foldersResponse>;

export const materialDownloaderView = z.object({
  userId: z.string(),
  userNm: z.string(),
  /** 학생, 학부모 or 직원. */
  roleLabel: z.string(),
  /** Days this person downloaded the file. */
  days: z.number().int(),
  lastAt: z.string(),
});
export type MaterialDownloaderView = z.infer<typeof materialDownloaderView>;

export const materialDownloadsResponse = z.object({
  files: z.array(
    z.object({
      fileId: z.string(),
      originalNm: z.string(),
      downloadCnt: z.number().int(),
      people: z.array(materialDownloaderView),
    }),
  ),
});
export type MaterialDownloadsResponse = z.infer<typeof materialDownloadsResponse>;

/** The path a file is downloaded from (the web links to it; the cookie signs the request). */
export function materialDownloadPath(instId: string, materialId: string, fileId: string): string {
  return `/api/insts/${instId}/materials/${materialId}/files/${fileId}/download`;
}

// contract: complete
