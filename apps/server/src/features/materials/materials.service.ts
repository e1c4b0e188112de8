import { businessDateOf } from '@academy/domain/format/format.business-date';
import { normalizeFolder, normalizeTags } from '@academy/domain/materials/materials.rules';
import type {
  CreateMaterialBody,
  EditMaterialBody,
  FoldersQuery,
  FoldersResponse,
  MaterialClassesResponse,
  MaterialDownloadsResponse,
  MaterialsPageResponse,
  MaterialsQuery,
  MaterialView,
} from '@academy/domain/materials/materials.schema';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { type Caller, isStaffCaller } from '../../platform/access/access';
import { writeAudit } from '../../platform/audit/audit';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors/app-error';
import { newId } from '../../platform/ids/new-id';
import { ofInst } from '../../platform/tenancy/of-inst';
import { claimMaterialFiles, forgetMaterialFiles, removeStored } from './materials.files';
import {
  downloadCountsOf,
  filesOfMaterials,
  type MaterialFileRow,
  type MaterialRow,
  materialClassesVisibleTo,
  materialsPage,
  visibleMaterial,
} from './materials.queries';

/**
 * Study materials (학습 자료; docs/decisions/0058-study-materials.md): a class's staff write them,
 * the class's students and parents read and download them. Every read goes through the class the
 * caller reaches today; anything else answers 404, never 403.
 */

const todayOf = (ctx: AppContext) => businessDateOf(ctx.clock.now());

function viewOf(
  caller: Caller,
  row: MaterialRow,
  files: readonly MaterialFileRow[],
  counts: ReadonlyMap<string, number> | null,
): MaterialView {
  const mine = files.filter((file) => file.material_id === row.id);
  const fileViews = mine.map((file) => ({
    fileId: file.upload_id,
    originalNm: file.original_nm,
    sizeBytes: Number(file.size_bytes),
    kind: file.kind,
    contentType: file.content_type,
    downloadCnt: counts ? (counts.get(file.upload_id) ?? 0) : null,
  }));
  return {
    materialId: row.id,
    classId: row.class_id,
    classNm: row.class_nm,
    title: row.title,
    description: row.description,
    folder: row.folder,
    tags: row.tags,
    files: fileViews,
    authorNm: row.author_nm ?? '',
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    downloadCnt: counts ? fileViews.reduce((sum, file) => sum + (file.downloadCnt ?? 0), 0) : null,
    canEdit: isStaffCaller(caller),
  };
}

async function viewsOf(db: Executor, caller: Caller, rows: readonly MaterialRow[]): Promise<MaterialView[]> {
  const ids = rows.map((row) => row.id);
  const files = await filesOfMaterials(db, caller.instId, ids);
  const counts = isStaffCaller(caller) ? await downloadCountsOf(db, caller.instId, ids) : null;
  return rows.map((row) => viewOf(caller, row, files, counts));
}

/** GET …/materials: a page of the materials the caller sees. */
export async function listMaterials(
  ctx: AppContext,
  caller: Caller,
  query: MaterialsQuery,
): Promise<MaterialsPageResponse> {
  const rows = await materialsPage(ctx.db, caller, todayOf(ctx), query);
  const page = rows.slice(0, query.limit);
  return {
    items: await viewsOf(ctx.db, caller, page),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A material the caller sees, or 404. */
async function reach(db: Executor, ctx: AppContext, caller: Caller, materialId: string): Promise<MaterialRow> {
  const row = await visibleMaterial(db, caller, todayOf(ctx), materialId);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET …/materials/:materialId */
export async function materialDetail(
  ctx: AppContext,
  caller: Caller,
  input: { materialId: string },
): Promise<MaterialView> {
  const row = await reach(ctx.db, ctx, caller, input.materialId);
  const [view] = await viewsOf(ctx.db, caller, [row]);
  return view as MaterialView;
}

/** GET …/materials/classes: the classes the caller may pick, by name. */
export async function materialClasses(ctx: AppContext, caller: Caller): Promise<MaterialClassesResponse> {
  const rows = await ctx.db
    .selectFrom('classes')
    .select(['id', 'class_nm'])
    .where(ofInst(caller.instId))
    .where(materialClassesVisibleTo(caller, todayOf(ctx)))
    .where('status', '=', 'open')
    .orderBy('class_nm')
    .execute();
  return {
    classes: rows.map((row) => ({ classId: row.id, classNm: row.class_nm })),
    canWrite: isStaffCaller(caller),
  };
}

/** GET …/materials/folders: the folders and tags in use among the materials the caller sees. */
export async function materialFolders(ctx: AppContext, caller: Caller, query: FoldersQuery): Promise<FoldersResponse> {
  let base = ctx.db
    .selectFrom('study_materials as m')
    .innerJoin('classes', (join) =>
      join.onRef('classes.inst_id', '=', 'm.inst_id').onRef('classes.id', '=', 'm.class_id'),
    )
    .where(ofInst(caller.instId, 'm'))
    .where(materialClassesVisibleTo(caller, todayOf(ctx)));
  if (query.classId) base = base.where('m.class_id', '=', query.classId);
  const folders = await base
    .select(['m.folder', (eb) => eb.fn.countAll<string>().as('cnt')])
    .where('m.folder', 'is not', null)
    .groupBy('m.folder')
    .orderBy('m.folder')
    .execute();
  const tags = await sql<{ tag: string; cnt: string }>`
    select t.tag, count(*) as cnt
      from study_materials m
      join classes on classes.inst_id = m.inst_id and classes.id = m.class_id
      cross join lateral unnest(m.tags) as t(tag)
     where ${ofInst(caller.instId, 'm')} and ${materialClassesVisibleTo(caller, todayOf(ctx))}
       ${query.classId ? sql`and m.class_id = ${query.classId}` : sql``}
     group by t.tag
     order by count(*) desc, t.tag`.execute(ctx.db);
  return {
    folders: folders.map((row) => ({ folder: row.folder as string, count: Number(row.cnt) })),
    tags: tags.rows.map((row) => ({ tag: row.tag, count: Number(row.cnt) })),
  };
}

/** A class the staff caller may write materials for, or 404 (another academy's, one they do not teach). */
async function assertWritableClass(ctx: AppContext, caller: Caller, classId: string): Promise<void> {
  const found = await ctx.db
    .selectFrom('classes')
    .select('id')
    .where(ofInst(caller.instId))
    .where('id', '=', classId)
    .where(materialClassesVisibleTo(caller, todayOf(ctx)))
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
}

/** POST …/materials: a material of one class with the caller's waiting uploads attached. */
export async function createMaterial(ctx: AppContext, caller: Caller, body: CreateMaterialBody): Promise<MaterialView> {
  await assertWritableClass(ctx, caller, body.classId);
  const now = ctx.clock.now();
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('study_materials')
      .values({
        inst_id: caller.instId,
        id,
        class_id: body.classId,
        title: body.title,
        description: body.description,
        folder: normalizeFolder(body.folder),
        tags: normalizeTags(body.tags),
        author_user_id: caller.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await claimMaterialFiles(trx, caller, { materialId: id, fileIds: body.fileIds, current: new Set(), now });
  });
  return materialDetail(ctx, caller, { materialId: id });
}

/** PATCH …/materials/:materialId: only what is sent changes; files dropped from the list are removed. */
export async function editMaterial(
  ctx: AppContext,
  caller: Caller,
  input: { materialId: string; body: EditMaterialBody },
): Promise<MaterialView> {
  const row = await reach(ctx.db, ctx, caller, input.materialId);
  const { body } = input;
  const now = ctx.clock.now();
  const forgotten = await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('study_materials')
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.folder !== undefined ? { folder: normalizeFolder(body.folder) } : {}),
        ...(body.tags !== undefined ? { tags: normalizeTags(body.tags) } : {}),
        updated_at: now,
      })
      .where(ofInst(caller.instId))
      .where('id', '=', row.id)
      .execute();
    if (!body.fileIds) return [];
    const current = (await filesOfMaterials(trx, caller.instId, [row.id])).map((file) => file.upload_id);
    await claimMaterialFiles(trx, caller, {
      materialId: row.id,
      fileIds: body.fileIds,
      current: new Set(current),
      now,
    });
    const kept = new Set(body.fileIds);
    return forgetMaterialFiles(
      trx,
      current.filter((id) => !kept.has(id)),
    );
  });
  await removeStored(ctx, forgotten);
  return materialDetail(ctx, caller, { materialId: row.id });
}

/** DELETE …/materials/:materialId: the material, its files and their download counts; audited. */
export async function removeMaterial(ctx: AppContext, caller: Caller, input: { materialId: string }): Promise<void> {
  const row = await reach(ctx.db, ctx, caller, input.materialId);
  const now = ctx.clock.now();
  const forgotten = await ctx.db.transaction().execute(async (trx) => {
    const files = await filesOfMaterials(trx, caller.instId, [row.id]);
    const removed = await forgetMaterialFiles(
      trx,
      files.map((file) => file.upload_id),
    );
    await trx.deleteFrom('study_materials').where(ofInst(caller.instId)).where('id', '=', row.id).execute();
    await writeAudit(trx, {
      instId: caller.instId,
      actorUserId: caller.userId,
      action: 'material.delete',
      target: `material:${row.id}`,
      before: {
        classId: row.class_id,
        title: row.title,
        folder: row.folder,
        files: files.map((file) => file.original_nm),
      },
      after: null,
      at: now,
    });
    return removed;
  });
  await removeStored(ctx, forgotten);
}

const ROLE_LABELS: Record<string, string> = { '010': '학생', '020': '원장', '030': '실장', '050': '강사' };

/** GET …/materials/:materialId/downloads (staff): per file, how many downloads and by whom. */
export async function materialDownloads(
  ctx: AppContext,
  caller: Caller,
  input: { materialId: string },
): Promise<MaterialDownloadsResponse> {
  const row = await reach(ctx.db, ctx, caller, input.materialId);
  const files = await filesOfMaterials(ctx.db, caller.instId, [row.id]);
  const people = await ctx.db
    .selectFrom('study_material_downloads as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('memberships as mm', (join) =>
      join.onRef('mm.inst_id', '=', 'd.inst_id').onRef('mm.user_id', '=', 'd.user_id'),
    )
    .select([
      'd.upload_id',
      'd.user_id',
      'u.user_nm',
      'mm.relation_cd',
      (eb) => eb.fn.countAll<string>().as('days'),
      (eb) => eb.fn.max('d.last_at').as('last_at'),
    ])
    .where(ofInst(caller.instId, 'd'))
    .where('d.material_id', '=', row.id)
    .groupBy(['d.upload_id', 'd.user_id', 'u.user_nm', 'mm.relation_cd'])
    .orderBy(sql`max(d.last_at)`, 'desc')
    .execute();
  return {
    files: files.map((file) => {
      const mine = people.filter((person) => person.upload_id === file.upload_id);
      return {
        fileId: file.upload_id,
        originalNm: file.original_nm,
        downloadCnt: mine.reduce((sum, person) => sum + Number(person.days), 0),
        people: mine.map((person) => ({
          userId: person.user_id,
          userNm: person.user_nm ?? '',
          roleLabel: person.relation_cd ? (ROLE_LABELS[person.relation_cd] ?? '직원') : '학부모',
          days: Number(person.days),
          lastAt: new Date(person.last_at as Date | string).toISOString(),
        })),
      };
    }),
  };
}
