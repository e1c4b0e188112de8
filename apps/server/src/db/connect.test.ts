import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { createKysely } from './connect';

const { url } = await createTestDatabase();
const db = createKysely(url, 2);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
afterAll(async () => {
  await admin.end();
  await db.destroy();
});

const backendPid = async (executor: Parameters<ReturnType<typeof sql>['execute']>[0]) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(executor)).rows[0]?.pid;

describe('the pool', () => {
  it('survives a connection that the server ends while it is checked out, and answers from a new one', async () => {
    // Between two statements of its holder, the server ends the connection (a shutdown, a failover,
    // an administrator): without a listener of its own the client's 'error' event ends the process,
    // which this file's run would report as an uncaught exception.
    const dropped = await db.connection().execute(async (connection) => {
      const pid = await backendPid(connection);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(sql`select 1`.execute(connection)).rejects.toThrow();
      return pid;
    });
    const next = await backendPid(db);
    expect(next).toBeDefined();
    expect(next).not.toBe(dropped);
  });
});
