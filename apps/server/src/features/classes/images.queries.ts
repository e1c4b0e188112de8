import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { ofInst } from '../../platform/tenancy/of-inst';

/** Which of the given class images another class of the academy (open or closed) still uses. */
export async function imagesUsedByOtherClasses(
  db: Executor,
  instId: string,
  classId: string,
  fileNms: readonly string[],
): Promise<Set<string>> {
  if (fileNms.length === 0) return new Set();
  const rows = await db
    .selectFrom('classes')
    .select('upload_images')
    .where(ofInst(instId))
    .where('id', '<>', classId)
    .where(sql<boolean>`upload_images && ${sql.val([...fileNms])}::text[]`)
    .execute();
  const used = new Set(rows.flatMap((row) => row.upload_images));
  return new Set(fileNms.filter((fileNm) => used.has(fileNm)));
}
