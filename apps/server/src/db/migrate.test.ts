import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { MigrationError, migrateToLatest } from './migrate';
import { migrations } from './migrations';

const { db } = await createTestDatabase();

describe('migrateToLatest', () => {
  it('has applied every migration to the template', async () => {
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('names migrations by timestamp so their order is their time', () => {
    for (const name of Object.keys(migrations)) expect(name).toMatch(/^\d{12}_[a-z0-9_]+$/);
  });

  it('stops at a failing migration with its name and keeps what ran before', async () => {
    const broken = {
      ...migrations,
      '209901010000_ok': {
        up: async () => {
          await sql`create table probe_ok (id int)`.execute(db);
        },
      },
      '209901010001_broken': {
        up: async () => {
          await sql`create table users (id int)`.execute(db);
        },
      },
    };
    const error = await migrateToLatest(db, broken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toContain('209901010001_broken');
    const probe = await sql<{ exists: boolean }>`select to_regclass('probe_ok') is not null as exists`.execute(db);
    expect(probe.rows[0]?.exists).toBe(true);
  });
});
