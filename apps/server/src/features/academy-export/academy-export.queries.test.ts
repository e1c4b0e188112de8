import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { newId } from '../../platform/ids/new-id';
import { insertRunningExport } from './academy-export.queries';

const { db } = await createTestDatabase();

describe('starting an export, many times on one connection', () => {
  it('keeps finding the one-running-export index once the statement runs on a generic plan', async () => {
    const userId = newId();
    const instId = newId();
    await db
      .insertInto('users')
      .values({ id: userId, login_id: `export-starts-${userId.slice(0, 8)}`, user_nm: '원장' } as never)
      .execute();
    await db
      .insertInto('institutes')
      .values({ id: instId, inst_nm: '내보내기학원', president_user_id: userId } as never)
      .execute();
    const now = new Date('2026-11-22T03:00:00Z');

    // PostgreSQL plans a prepared statement generically after five runs on a connection: the
    // start must still insert when none runs, and still do nothing when one runs, past that.
    await db.connection().execute(async (connection) => {
      for (let start = 1; start <= 10; start += 1) {
        const inserted = await insertRunningExport(connection, { instId, exportId: newId(), requestedBy: userId, now });
        expect(inserted?.status, `start ${start}`).toBe('running');
        const second = await insertRunningExport(connection, { instId, exportId: newId(), requestedBy: userId, now });
        expect(second, `second start ${start}`).toBeUndefined();
        await connection
          .updateTable('academy_exports')
          .set({ status: 'failed' })
          .where('id', '=', inserted?.id ?? '')
          .execute();
      }
    });
    const rows = await db.selectFrom('academy_exports').select('status').where('inst_id', '=', instId).execute();
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: 10 }, () => 'failed'));
  });
});
