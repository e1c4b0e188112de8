import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type { MaterialsQuery } from '@academy/domain/materials/materials.schema';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { Caller } from '../../platform/access/access';
import { linkedTo, teaches } from '../../platform/access/access.scopes';
import { ofInst } from '../../platform/tenancy/of-inst';

/**
 * The study materials' typed queries. Every read of a material goes through
 * `materialClassesVisibleTo`, so a teacher never reaches another class's materials and a family
 * never those of a class their child is not enrolled in today.
 */

/**
 * The classes (`table`: `classes` or its alias) whose materials the caller reaches: every class
 * (`all`); the classes they teach (`own-classes`); for a family (`linked`) the classes one of their
 * students is enrolled in on `today` — a child who left the class takes their family's access with
 * them, unlike the feed, whose old posts stay with the days the child attended.
 */
export function materialClassesVisibleTo(caller: Caller, today: IsoDate, table = 'classes'): Expression<SqlBool> {
  if (caller.scope === 'all') return sql<SqlBool>`true`;
  if (caller.scope === 'own-classes') return teaches(caller.userId, table);
  return sql<SqlBool>`exists (select 1 from class_students mcs
      join students ms on ms.inst_id = mcs.inst_id and ms.id = mcs.student_id
     where mcs.inst_id = ${sql.ref(`${table}.inst_id`)} and mcs.class_id = ${sql.ref(`${table}.id`)}
       and mcs.start_date <= ${today}::date and (mcs.end_date is null or mcs.end_date >= ${today}::date)
       and ${linkedTo(caller.userId, 'ms')})`;
}

export type MaterialRow = {
  id: string;
  class_id: string;
  class_nm: string;
  title: string;
  description: string;
  folder: string | null;
  tags: string[];
  author_nm: string | null;
  created_at: Date;
  updated_at: Date;
};

function visibleMaterials(db: Executor, caller: Caller, today: IsoDate) {
  return db
    .selectFrom('study_materials as m')
    .innerJoin('classes', (join) =>
      join.onRef('classes.inst_id', '=', 'm.inst_id').onRef('classes.id', '=', 'm.class_id'),
    )
    .leftJoin('users as u', 'u.id', 'm.author_user_id')
    .select([
      'm.id',
      'm.class_id',
      'classes.class_nm',
      'm.title',
      'm.description',
      'm.folder',
      'm.tags',
      'u.user_nm as author_nm',
      'm.created_at',
      'm.updated_at',
    ])
    .where(ofInst(caller.instId, 'm'))
    .where(materialClassesVisibleTo(caller, today));
}

/** A page of the materials the caller sees, newest first; one more row than `limit` tells there is a next page. */
export async function materialsPage(
  db: Executor,
  caller: Caller,
  today: IsoDate,
  query: MaterialsQuery,
): Promise<MaterialRow[]> {
  let select = visibleMaterials(db, caller, today);
  if (query.classId) select = select.where('m.class_id', '=', query.classId);
  if (query.folder) select = select.where('m.folder', '=', query.folder);
  if (query.tag) select = select.where(sql<SqlBool>`${query.tag} = any(m.tags)`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    select = select.where(
      sql<SqlBool>`(m.title ilike ${like} or m.description ilike ${like}
        or array_to_string(m.tags, ' ') ilike ${like}
        or exists (select 1 from study_material_files mf
          where mf.inst_id = m.inst_id and mf.material_id = m.id and mf.original_nm ilike ${like}))`,
    );
  }
  if (query.cursor) select = select.where('m.id', '<', query.cursor);
  return (await select
    .orderBy('m.id', 'desc')
    .limit(query.limit + 1)
    .execute()) as MaterialRow[];
}

/** One material the caller sees, or nothing. */
export async function visibleMaterial(
  db: Executor,
  caller: Caller,
  today: IsoDate,
  materialId: string,
): Promise<MaterialRow | undefined> {
  return (await visibleMaterials(db, caller, today).where('m.id', '=', materialId).executeTakeFirst()) as
    | MaterialRow
    | undefined;
}

export type MaterialFileRow = {
  material_id: string | null;
  upload_id: string;
  kind: 'image' | 'media' | 'document';
  original_nm: string;
  content_type: string;
  size_bytes: string;
  storage_key: string;
};

/** The files of the given materials, in their order. */
export async function filesOfMaterials(
  db: Executor,
  instId: string,
  materialIds: readonly string[],
): Promise<MaterialFileRow[]> {
  if (materialIds.length === 0) return [];
  return db
    .selectFrom('study_material_files as f')
    .innerJoin('uploads', 'uploads.id', 'f.upload_id')
    .select([
      'f.material_id',
      'f.upload_id',
      'f.kind',
      'f.original_nm',
      'f.content_type',
      'f.size_bytes',
      'uploads.storage_key',
    ])
    .where(ofInst(instId, 'f'))
    .where('f.material_id', 'in', [...materialIds])
    .orderBy('f.sort_order')
    .orderBy('f.upload_id')
    .execute();
}

/** Downloads counted (person-days) per file of the given materials. */
export async function downloadCountsOf(
  db: Executor,
  instId: string,
  materialIds: readonly string[],
): Promise<Map<string, number>> {
  if (materialIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('study_material_downloads')
    .select(['upload_id', (eb) => eb.fn.countAll<string>().as('cnt')])
    .where(ofInst(instId))
    .where('material_id', 'in', [...materialIds])
    .groupBy('upload_id')
    .execute();
  return new Map(rows.map((row) => [row.upload_id, Number(row.cnt)]));
}

/**
 * The caller's own waiting uploads among `ids` (not yet any material's), locked until the saving
 * transaction ends: two materials saved at once with the same upload cannot both take it (the
 * second re-reads the row, now a material's, and refuses).
 */
export async function waitingFilesOf(trx: Executor, caller: Caller, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('study_material_files')
    .select(['upload_id'])
    .where(ofInst(caller.instId))
    .where('uploader_user_id', '=', caller.userId)
    .where('material_id', 'is', null)
    .where('upload_id', 'in', [...ids])
    .forUpdate()
    .execute();
}

/**
 * Counts a download: one row per person, file and business day. Parallel downloads of that day meet
 * on the primary key and add to `times` of the one row.
 */
export async function countDownload(
  db: Executor,
  input: { instId: string; materialId: string; uploadId: string; userId: string; day: IsoDate; now: Date },
): Promise<void> {
  await db
    .insertInto('study_material_downloads')
    .values({
      inst_id: input.instId,
      upload_id: input.uploadId,
      user_id: input.userId,
      day: input.day,
      material_id: input.materialId,
      first_at: input.now,
      last_at: input.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['inst_id', 'upload_id', 'user_id', 'day']).doUpdateSet({
        times: sql<number>`study_material_downloads.times + 1`,
        last_at: input.now,
      }),
    )
    .execute();
}
