import type { Executor } from '../../db/database';

/** Points the academy at its uploaded logo (or at none), with the logo's original name. */
export async function setInstLogo(
  db: Executor,
  instId: string,
  logo: { uploadId: string; fileNm: string } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('institutes')
    .set({ logo_upload_id: logo?.uploadId ?? null, logo_file_nm: logo?.fileNm ?? null, updated_at: now })
    .where('id', '=', instId)
    .execute();
}
