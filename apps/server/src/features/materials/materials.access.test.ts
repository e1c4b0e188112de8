import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, multipartFile, studentOfUser, tempDataDir } from '../classes/classes.test-helpers';
import { materialsRoutes } from './materials.routes';
import { materialAs, PDF_BYTES, sharedDemoClass } from './materials.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('materials');
const director = await callerFor(app, db, world.users.director, clock.now());
const childId = await studentOfUser(db, world.instId, world.users.student);
const classId = await sharedDemoClass(db, world.instId, world.users.teacher, childId);

const CALL_ORDER = [...ACTORS, 'other'] as const;
let postCalls = 0;

/** A waiting `study-material` upload of `userId` (a row only: the matrix never reads its bytes). */
async function waitingFileOf(w: MatrixWorld, userId: string): Promise<string> {
  const id = newId();
  const now = clock.now();
  await db
    .insertInto('uploads')
    .values({
      id,
      owner_user_id: userId,
      inst_id: w.instId,
      purpose: 'study-material',
      original_nm: '학습지.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      storage_key: `study-material/${id}.pdf`,
      signup_trans_id: null,
      created_at: now,
      attached_at: null,
    })
    .execute();
  await db
    .insertInto('study_material_files')
    .values({
      inst_id: w.instId,
      upload_id: id,
      material_id: null,
      uploader_user_id: userId,
      kind: 'document',
      original_nm: '학습지.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF_BYTES.length,
      created_at: now,
    })
    .execute();
  return id;
}

/** A valid call of each row, on a fresh material the director writes to the demo family's class. */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  const fresh = pattern.includes(':materialId') ? await materialAs(director, w.instId, { classId }) : null;
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':materialId', fresh?.materialId ?? '')
    .replace(':fileId', fresh?.files[0]?.fileId ?? '');
  switch (`${method} ${path}`) {
    case 'POST /materials': {
      // A material names its writer's own waiting uploads: the table's actors are called in order
      // (then the outsider, with this academy's ids), so each call gets a file of the one calling.
      const actor = CALL_ORDER[postCalls % CALL_ORDER.length] ?? 'director';
      postCalls += 1;
      const fileId = await waitingFileOf(
        w,
        actor === 'manager+' || actor === 'manager-'
          ? w.users.manager
          : actor === 'teacher'
            ? w.users.teacher
            : w.users.director,
      );
      return { method, url, payload: { classId, title: '새 자료', fileIds: [fileId] } };
    }
    case 'POST /materials/files':
      return { method, url, ...multipartFile('학습지.pdf', PDF_BYTES, 'application/pdf') };
    case 'PATCH /materials/:materialId':
      return { method, url, payload: { title: '고친 자료' } };
    default:
      return { method, url };
  }
}

describe('materials access matrix (docs/access-matrix.md ## materials)', () => {
  it('has exactly one row per route of the materials', async () => {
    const routes = await routesOf(materialsRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 240_000);
});
