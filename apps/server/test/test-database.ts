import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createKysely } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { withDatabase } from '../src/db/embedded-server';

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for this test file, cloned from the run's template (fast), and
 * dropped after the file's tests. Call at the top level of a test file.
 */
export async function createTestDatabase(): Promise<{ db: Database; url: string; name: string }> {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('pgTemplate')}`);
  const url = withDatabase(inject('pgAdminUrl'), name);
  const db = createKysely(url, 4);
  afterAll(async () => {
    await db.destroy();
    await adminQuery(`drop database if exists ${name} with (force)`);
  });
  return { db, url, name };
}
