import { z } from 'zod';
import { ACADEMY_EXPORT_STATUSES } from './academy-export.rules';

/** The academy export API (학원 데이터 내보내기): start, progress, the latest one, the download. */

export const academyExportInstParams = z.object({ instId: z.uuid() });
export const academyExportParams = z.object({ instId: z.uuid(), exportId: z.uuid() });
export type AcademyExportParams = z.infer<typeof academyExportParams>;

/** One export: its progress in rows (`done` of `total`), and once ready the file and until when it is kept. */
export const academyExportResponse = z.object({
  exportId: z.string(),
  status: z.enum(ACADEMY_EXPORT_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Until when the file can be downloaded (ready), or when it was deleted (expired). */
  expiresAt: z.string().nullable(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type AcademyExportResponse = z.infer<typeof academyExportResponse>;

/** POST: the export that runs now; `started` is false when one was running already (that one is answered). */
export const startAcademyExportResponse = academyExportResponse.extend({ started: z.boolean() });
export type StartAcademyExportResponse = z.infer<typeof startAcademyExportResponse>;

/** The academy's newest export, or null when none was ever made. */
export const latestAcademyExportResponse = z.object({ latest: academyExportResponse.nullable() });
export type LatestAcademyExportResponse = z.infer<typeof latestAcademyExportResponse>;

/** Where a ready export's .zip is downloaded (GET, the director's session). */
export const academyExportDownloadPath = (instId: string, exportId: string) =>
  `/api/insts/${encodeURIComponent(instId)}/exports/${encodeURIComponent(exportId)}/download`;
