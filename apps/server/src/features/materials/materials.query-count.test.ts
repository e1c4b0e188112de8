import { describe, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { callerFor, studentOfUser, tempDataDir } from '../classes/classes.test-helpers';
import { materialAs, materialsUrl, sharedDemoClass } from './materials.test-helpers';

/**
 * The materials list costs the same number of SQL statements whatever it holds
 * (test/query-count.ts): a folder of 2 materials and one of 25 (3 files each, downloaded), as staff
 * (who also get the download counts) and as a family.
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const instId = world.instId;
const teacher = await callerFor(app, db, world.users.teacher, clock.now());
const parent = await callerFor(app, db, world.users.parent, clock.now());
const classId = await sharedDemoClass(
  db,
  instId,
  world.users.teacher,
  await studentOfUser(db, instId, world.users.student),
);

async function fill(folder: string, size: number): Promise<void> {
  for (let index = 0; index < size; index += 1) {
    const made = await materialAs(teacher, instId, {
      classId,
      title: `${folder} ${index}`,
      folder,
      tags: [folder],
      files: 3,
    });
    for (const file of made.files)
      await parent.inject({
        method: 'GET',
        url: materialsUrl(instId, `/${made.materialId}/files/${file.fileId}/download`),
      });
  }
}

await fill('적은폴더', 2);
await fill('많은폴더', 25);

describe('the materials list runs a fixed number of statements', () => {
  for (const [name, caller] of [
    ['teacher', teacher],
    ['parent', parent],
  ] as const) {
    it(`a page of 20 as ${name}`, async () => {
      const page = (folder: string) => () =>
        caller.inject({ method: 'GET', url: materialsUrl(instId, `?folder=${encodeURIComponent(folder)}&limit=20`) });
      await expectSameCount(page('적은폴더'), page('많은폴더'));
    });
  }
});
