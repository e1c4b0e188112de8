import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { imageUpload } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor } from '../attendance/attendance.test-helpers';
import { noticesRoutes } from './notices.routes';
import { noticeBody, tempDataDir } from './notices.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('notices');
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
/** The demo teacher's class that 최민준 (the demo student, the demo parent's child) attends. */
const classId = (
  await db
    .selectFrom('classes')
    .select('id')
    .where('inst_id', '=', world.instId)
    .where('class_nm', '=', '중3 수학 심화반')
    .executeTakeFirstOrThrow()
).id;
const toClass = { audience: { kind: 'classes', classIds: [classId] } };

/** A fresh notice the demo teacher wrote, with 확인 요청 and a picture, to her class. */
async function teacherNotice(w: MatrixWorld): Promise<{ noticeId: string; fileNm: string }> {
  const image = await teacher.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/notice-images`,
    ...imageUpload('a.png'),
  });
  const written = await teacher.inject({
    method: 'POST',
    url: `/api/insts/${w.instId}/notices`,
    payload: noticeBody({ ...toClass, confirmRequested: true, imageIds: [image.json().id] }),
  });
  expect(written.statusCode, written.body).toBe(200);
  return { noticeId: written.json().noticeId, fileNm: image.json().fileNm };
}

async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const notice = pattern.includes(':noticeId') ? await teacherNotice(w) : null;
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':noticeId', notice?.noticeId ?? '')
    .replace(':fileNm', notice?.fileNm ?? '');
  const path = pattern.replace(/^\/api\/insts\/:instId/, '');
  switch (`${method} ${path}`) {
    case 'POST /notices':
      return { method, url, payload: noticeBody(toClass) };
    case 'POST /notices/cost':
      return { method, url, payload: toClass };
    case 'PUT /notices/:noticeId':
      return { method, url, payload: { title: '고친 공지', content: '고친 내용' } };
    case 'POST /notice-images':
    case 'POST /notice-files':
      return { method, url, ...imageUpload('포스터.png') };
    default:
      return { method, url };
  }
}

describe('notices access matrix (docs/access-matrix.md ## notices)', () => {
  it('has exactly one row per route of the notices feature', async () => {
    const routes = await routesOf(noticesRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(app, world, rows, requestFor);
  }, 240_000);
});
