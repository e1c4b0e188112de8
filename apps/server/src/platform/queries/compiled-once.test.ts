import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestDatabase } from '../../../test/test-database';
import type { Executor } from '../../db/database';
import { seedDemoData } from '../../db/seed/demo-data';
import { compiledOnce } from './compiled-once';

const { db, url } = await createTestDatabase();
await seedDemoData(db);
const counted = countedDatabase(url);

const usersNamed = (executor: Executor, loginId: string, status: 'active' | 'dormant') =>
  executor
    .selectFrom('users')
    .select(['users.id', 'users.login_id'])
    .where('users.login_id', '=', loginId)
    .where('users.status', '=', status)
    .orderBy('users.id');

describe('a query compiled once', () => {
  it('binds each call’s own values into the same SQL and answers what the built query answers', async () => {
    const compiled = compiledOnce(usersNamed);
    for (const loginId of ['director', 'teacher', 'parent', 'nobody']) {
      const built = await usersNamed(db, loginId, 'active').execute();
      expect(await compiled(db, loginId, 'active')).toEqual(built);
    }
    expect(await compiled(db, 'director', 'dormant')).toEqual([]);
  });

  it('sends the statement itself, once per call, through the handle it is given', async () => {
    const compiled = compiledOnce(usersNamed);
    await compiled(counted.db, 'director', 'active');
    const statements = await counted.count(async () => {
      const rows = await compiled(counted.db, 'teacher', 'active');
      return { statusCode: rows.length === 1 ? 200 : 500, body: JSON.stringify(rows) };
    });
    expect(statements).toBe(1);
    expect(counted.lastStatements()[0]).toBe(usersNamed(db, 'x', 'active').compile().sql);
  });

  it('refuses a query whose values do not all reach it as parameters (one it would answer wrongly)', async () => {
    const shapedByValue = compiledOnce((executor: Executor, loginId: string) =>
      executor.selectFrom('users').select('id').where('login_id', '=', String(loginId).toLowerCase()),
    );
    await expect(shapedByValue(db, 'director')).rejects.toThrow(/every value must reach the query/);
  });
});
