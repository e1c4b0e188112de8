import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Config, loadConfig } from '../src/config';
import { BackupRefusedError, backUpDataFolder } from '../src/db/backup/backup';
import { BackupFolderError, backupManifest, readManifest } from '../src/db/backup/backup-folder';
import { findPgTools, parseToolVersion, pickPgTool } from '../src/db/backup/pg-tools';
import { bundledPostgresMajor, RestoreRefusedError, restoreDataFolder } from '../src/db/backup/restore';
import { createKysely, type DatabaseHandle, openDatabase } from '../src/db/connect';
import { chooseDatabaseDir, withDatabase } from '../src/db/embedded-server';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { runningPostmaster } from '../src/db/seed/demo-reset.guard';
import { createLocalStorage } from '../src/platform/adapters/storage/local';
import { createFieldCrypto } from '../src/platform/crypto/field-crypto';
import { resolveSecretKey } from '../src/platform/crypto/secret-key';
import { newId } from '../src/platform/ids/new-id';
import { freePort } from './free-port';
import { createTestDatabase } from './test-database';

const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1);
const LOGO = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const CI = 'CI-백업-복원-0123456789';

/** Folders under the OS temp folder, which the postgres account can enter when the tests run as root. */
const base = await mkdtemp(path.join(os.tmpdir(), 'academy-backup-'));
await chmod(base, 0o755);
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
  // Clusters put outside DATA_DIR (root with a closed parent) would be under /var/lib: none here.
});

async function embeddedConfig(dataDir: string): Promise<Config> {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) }, base);
}

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe('npm run backup / npm run restore with the embedded database', () => {
  let source: Config;
  let running: DatabaseHandle | undefined;
  const ids = { user: newId(), inst: newId(), upload: newId() };
  const storageKey = `inst-logo/${ids.upload}.png`;

  beforeAll(async () => {
    source = await embeddedConfig('source');
    // The app server's own start: the embedded cluster in DATA_DIR, migrated.
    running = await openDatabase(source, () => {});
    await migrateToLatest(running.db);
    const crypto = createFieldCrypto(resolveSecretKey({ secretKey: undefined, dataDir: source.dataDir }));
    await running.db
      .insertInto('users')
      .values({ id: ids.user, login_id: `backup${Date.now()}`, user_nm: '백업원장', ci_enc: crypto.encrypt(CI, 'ci') })
      .execute();
    await running.db
      .insertInto('institutes')
      .values({ id: ids.inst, inst_nm: '백업학원', president_user_id: ids.user } as never)
      .execute();
    await createLocalStorage(source.filesDir).put(storageKey, LOGO, 'image/png');
    await running.db
      .insertInto('uploads')
      .values({
        id: ids.upload,
        owner_user_id: ids.user,
        inst_id: ids.inst,
        purpose: 'inst-logo',
        original_nm: '로고.png',
        content_type: 'image/png',
        size_bytes: LOGO.length,
        storage_key: storageKey,
        attached_at: new Date(),
      })
      .execute();
    await running.db.updateTable('institutes').set({ logo_upload_id: ids.upload }).where('id', '=', ids.inst).execute();
  });
  afterAll(async () => {
    await running?.close();
  });

  let firstBackup: string;

  it('backs up while the server holds the cluster, writes going on, into one owner-only folder', async () => {
    const db = running?.db;
    if (!db) throw new Error('no database');
    // Pairs of rows written in one transaction each while the copy runs: the restored database must
    // hold whole pairs only (a consistent snapshot), and every pair committed before the backup.
    let writing = true;
    let pairsBefore = 0;
    const writePair = async () => {
      await db.transaction().execute(async (trx) => {
        const tag = `pair${newId().slice(-12)}`;
        for (const side of ['a', 'b']) {
          await trx
            .insertInto('users')
            .values({ id: newId(), login_id: `${tag}${side}`, user_nm: '동시쓰기' })
            .execute();
        }
      });
    };
    for (; pairsBefore < 5; pairsBefore += 1) await writePair();
    const writer = (async () => {
      while (writing) await writePair();
    })();

    const into = path.join(base, 'backups');
    const { folder, manifest } = await backUpDataFolder({ config: source, into }).finally(() => {
      writing = false;
    });
    await writer;
    firstBackup = folder;

    expect(path.basename(folder)).toMatch(/^academy-\d{8}-\d{6}$/);
    expect(await readdir(into)).toEqual([path.basename(folder)]); // no .partial left behind
    expect(manifest).toMatchObject({
      migration: LATEST_MIGRATION,
      database: { kind: 'embedded-cluster', postgresMajor: bundledPostgresMajor() },
      files: { storage: 'local', count: 2 }, // the logo and its content-type file
      secretKey: 'file',
    });
    expect(backupManifest.parse(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')))).toEqual(
      manifest,
    );
    // Personal data and the key: the owner alone may read any of it.
    expect(await modeOf(folder)).toBe(0o700);
    expect(await modeOf(into)).toBe(0o700);
    for (const file of ['manifest.json', 'secret.key', 'pg-password', 'database/PG_VERSION', 'database/backup_label']) {
      expect([file, await modeOf(path.join(folder, file))]).toEqual([file, 0o600]);
    }
    expect(await readFile(path.join(folder, 'secret.key'), 'utf8')).toBe(
      await readFile(path.join(source.dataDir, 'secret.key'), 'utf8'),
    );
    // The server's cluster is still the server's: running, and answering.
    expect(runningPostmaster(chooseDatabaseDir(source.dataDir, () => {}))).not.toBeNull();
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    expect(pairsBefore).toBe(5);
  });

  let restored: Config;

  it('restores into a new data folder: the server starts on it and finds the rows, the file and the key', async () => {
    restored = await embeddedConfig('restored');
    const manifest = await restoreDataFolder({ config: restored, from: firstBackup });
    expect(manifest.migration).toBe(LATEST_MIGRATION);

    const database = await openDatabase(restored, () => {});
    try {
      // Starting as the server does: nothing left to migrate.
      expect(await migrateToLatest(database.db)).toEqual([]);
      const user = await database.db
        .selectFrom('users')
        .select(['user_nm', 'ci_enc'])
        .where('id', '=', ids.user)
        .executeTakeFirstOrThrow();
      expect(user.user_nm).toBe('백업원장');
      const key = resolveSecretKey({ secretKey: undefined, dataDir: restored.dataDir });
      expect(createFieldCrypto(key).decrypt(user.ci_enc ?? '', 'ci')).toBe(CI);

      const institute = await database.db
        .selectFrom('institutes')
        .innerJoin('uploads', 'uploads.id', 'institutes.logo_upload_id')
        .select(['inst_nm', 'storage_key'])
        .where('institutes.id', '=', ids.inst)
        .executeTakeFirstOrThrow();
      expect(institute).toEqual({ inst_nm: '백업학원', storage_key: storageKey });
      const file = await createLocalStorage(restored.filesDir).get(storageKey);
      expect(file?.contentType).toBe('image/png');
      expect(await readFile(path.join(restored.filesDir, storageKey))).toEqual(LOGO);

      // A consistent snapshot: whole pairs only, and at least those committed before the backup.
      const { rows } = await sql<{ pairs: number; halves: number }>`
        select count(distinct left(login_id, -1))::int as pairs, count(*)::int as halves
          from users where login_id like 'pair%'`.execute(database.db);
      expect(rows[0]?.halves).toBe((rows[0]?.pairs ?? 0) * 2);
      expect(rows[0]?.pairs).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
    expect(await modeOf(path.join(restored.dataDir, 'secret.key'))).toBe(0o600);
    expect(await modeOf(path.join(restored.dataDir, 'pg-password'))).toBe(0o600);
  });

  it('backs up a stopped cluster by starting it for the copy, and stops it again', async () => {
    await running?.close();
    running = undefined;
    const databaseDir = chooseDatabaseDir(source.dataDir, () => {});
    expect(runningPostmaster(databaseDir)).toBeNull();

    const { folder, manifest } = await backUpDataFolder({
      config: source,
      into: path.join(base, 'backups'),
      now: new Date(Date.now() + 60_000),
    });
    expect(manifest.migration).toBe(LATEST_MIGRATION);
    expect(await readdir(path.join(folder, 'database', 'pg_wal'))).not.toEqual([]);
    expect(runningPostmaster(databaseDir)).toBeNull();
  });

  it('refuses to restore over a data folder in use, and --force moves the old one aside', async () => {
    const marker = path.join(restored.dataDir, 'files', 'inst-logo', 'kept.txt');
    await writeFile(marker, 'the data folder before the restore');

    const refusal = await restoreDataFolder({ config: restored, from: firstBackup }).catch((error) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect(refusal.message).toContain('비어 있지 않습니다');
    expect(refusal.message).toContain('--force');
    expect(await readFile(marker, 'utf8')).toBe('the data folder before the restore');

    await restoreDataFolder({ config: restored, from: firstBackup, force: true });
    const aside = (await readdir(base)).filter((name) => name.startsWith('restored.replaced-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(path.join(base, aside[0] ?? '', 'files', 'inst-logo', 'kept.txt'), 'utf8')).toBe(
      'the data folder before the restore',
    );
    expect(await readdir(path.join(restored.filesDir, 'inst-logo'))).not.toContain('kept.txt');
  });

  it('refuses an unfinished backup, one from a newer app, and a data folder without a database', async () => {
    const empty = path.join(base, 'not-a-backup');
    await mkdir(empty);
    await expect(restoreDataFolder({ config: await embeddedConfig('x1'), from: empty })).rejects.toBeInstanceOf(
      BackupFolderError,
    );

    const newer = path.join(base, 'newer');
    await mkdir(newer);
    const manifest = await readManifest(firstBackup);
    await writeFile(
      path.join(newer, 'manifest.json'),
      JSON.stringify({ ...manifest, migration: '299901010000_future' }),
    );
    const target = await embeddedConfig('x2');
    const refusal = await restoreDataFolder({ config: target, from: newer }).catch((error) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
    expect(refusal.message).toContain('299901010000_future');
    await expect(stat(target.dataDir)).rejects.toThrow(/ENOENT/); // nothing written

    const into = path.join(base, 'backups-of-nothing');
    await expect(backUpDataFolder({ config: await embeddedConfig('never-started'), into })).rejects.toBeInstanceOf(
      BackupRefusedError,
    );
    expect(await readdir(into)).toEqual([]);
  });
});

// The run's own server: the embedded one, or the one DATABASE_URL names (CI's second pass).
const { url, name } = await createTestDatabase();

describe('npm run backup / npm run restore with DATABASE_URL (pg_dump and pg_restore)', () => {
  const userId = newId();
  const restoredName = `${name}_restored`;

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }
  afterAll(() => admin(`drop database if exists ${restoredName} with (force)`));

  it('reads the client tools’ versions and takes the newest one new enough for the server', () => {
    expect(parseToolVersion('pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)')).toEqual({
      version: '15.18',
      major: 15,
    });
    const found = [
      { file: '/usr/bin/pg_dump', version: '15.18', major: 15 },
      { file: '/usr/lib/postgresql/17/bin/pg_dump', version: '17.2', major: 17 },
    ];
    expect(pickPgTool(found, 15)?.major).toBe(17);
    expect(pickPgTool(found, 18)).toBeUndefined();
  });

  it('dumps with a pg_dump as new as the server and restores into an empty database — or says which one to install', async () => {
    const db = createKysely(url, 1);
    let serverMajor: number;
    try {
      await db
        .insertInto('users')
        .values({ id: userId, login_id: `dump${Date.now()}`, user_nm: '덤프원장' })
        .execute();
      const { rows } = await sql<{ num: string }>`select current_setting('server_version_num') as num`.execute(db);
      serverMajor = Math.floor(Number(rows[0]?.num) / 10000);
    } finally {
      await db.destroy();
    }
    const external = (dataDir: string, databaseUrl: string) =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, base);
    const into = path.join(base, 'dumps');
    const tool = pickPgTool(await findPgTools('pg_dump'), serverMajor);

    if (!tool) {
      // The embedded server is newer than Debian's client tools: the backup says what to install.
      const refusal = await backUpDataFolder({ config: external('dump-source', url), into }).catch((error) => error);
      expect(refusal.message).toContain(`pg_dump ${serverMajor} 이상이 필요합니다`);
      expect(refusal.message).toContain(`pg_dump ${serverMajor} or newer is needed`);
      expect(await readdir(into)).toEqual([]);
      return;
    }
    const { folder, manifest } = await backUpDataFolder({ config: external('dump-source', url), into });
    expect(manifest.database).toMatchObject({ kind: 'pg-dump', postgresMajor: serverMajor });
    expect(manifest.migration).toBe(LATEST_MIGRATION);
    expect((await readFile(path.join(folder, 'database.dump'))).subarray(0, 5).toString()).toBe('PGDMP');
    expect(await modeOf(path.join(folder, 'database.dump'))).toBe(0o600);

    await admin(`create database ${restoredName}`);
    const restoredUrl = withDatabase(inject('pgAdminUrl'), restoredName);
    await restoreDataFolder({ config: external('dump-restored', restoredUrl), from: folder });
    const restoredDb = createKysely(restoredUrl, 1);
    try {
      const user = await restoredDb.selectFrom('users').select('user_nm').where('id', '=', userId).executeTakeFirst();
      expect(user?.user_nm).toBe('덤프원장');
    } finally {
      await restoredDb.destroy();
    }
    // Into a database that already has tables: refused, whatever the data folder.
    const refusal = await restoreDataFolder({
      config: external('dump-restored-again', restoredUrl),
      from: folder,
    }).catch((error) => error);
    expect(refusal).toBeInstanceOf(RestoreRefusedError);
  });
});
