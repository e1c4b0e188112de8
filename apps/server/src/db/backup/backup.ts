import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../../config';
import { SECRET_KEY_FILE } from '../../platform/crypto/secret-key';
import { APP_DATABASE } from '../connect';
import { passwordFileOf, readPassword } from '../embedded-password';
import { chooseDatabaseDir, embeddedConnectionString, startEmbeddedServer, withDatabase } from '../embedded-server';
import { runningPostmaster } from '../seed/demo-reset.guard';
import {
  BACKUP_FORMAT,
  BACKUP_PARTS,
  type BackupManifest,
  backupName,
  copyPrivateFile,
  copyTree,
  exists,
  writeManifest,
} from './backup-folder';
import { copyRunningCluster } from './cluster-copy';
import { requirePgTool, runPgTool } from './pg-tools';

type Log = (message: string) => void;

export class BackupRefusedError extends Error {}

/** The server package's version, recorded in every backup. */
export function appVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The last migration applied to the database at `url`, or null when it was never migrated. */
export async function lastMigration(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'select name from kysely_migration order by name desc limit 1',
    );
    return rows[0]?.name ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return null; // undefined_table
    throw error;
  } finally {
    await client.end();
  }
}

/** The port of the server holding the cluster, from its postmaster.pid (4th line). */
async function portOfRunningCluster(databaseDir: string): Promise<number> {
  const lines = (await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No port in ${databaseDir}/postmaster.pid.`);
  return port;
}

/**
 * Copies the embedded cluster into `to`, online: through the running server when one holds the
 * cluster (the app server), otherwise through one started here and stopped afterwards.
 */
async function backUpEmbeddedCluster(config: Config, to: string, label: string, log: Log) {
  const databaseDir = chooseDatabaseDir(config.dataDir, log);
  if (!(await exists(path.join(databaseDir, 'PG_VERSION')))) {
    throw new BackupRefusedError(
      `${databaseDir}에 내장 데이터베이스가 없습니다 (DATA_DIR=${config.dataDir}). / ` +
        `There is no embedded database in ${databaseDir} (DATA_DIR=${config.dataDir}).`,
    );
  }
  const passwordFile = passwordFileOf(databaseDir);
  let stop: (() => Promise<void>) | undefined;
  let adminUrl: string;
  const running = runningPostmaster(databaseDir);
  if (running !== null) {
    const password = await readPassword(passwordFile);
    if (!password) throw new Error(`The embedded cluster is running but ${passwordFile} is missing.`);
    log(`the embedded PostgreSQL server is running (pid ${running}): copying through it`);
    adminUrl = embeddedConnectionString(await portOfRunningCluster(databaseDir), password);
  } else {
    log(`starting the embedded PostgreSQL server (DATA_DIR=${config.dataDir}) for the copy`);
    const server = await startEmbeddedServer({ databaseDir, port: config.embeddedPgPort, log });
    stop = server.stop;
    adminUrl = server.adminUrl;
  }
  try {
    const migration = await lastMigration(withDatabase(adminUrl, APP_DATABASE)).catch((error) => {
      if ((error as { code?: string }).code === '3D000') return null; // no academy database yet
      throw error;
    });
    const copy = await copyRunningCluster({
      url: adminUrl,
      databaseDir,
      to: path.join(to, BACKUP_PARTS.cluster),
      label,
    });
    await copyPrivateFile(passwordFile, path.join(to, BACKUP_PARTS.clusterPassword));
    const database: BackupManifest['database'] = {
      kind: 'embedded-cluster',
      postgresVersion: copy.postgresVersion,
      postgresMajor: copy.postgresMajor,
      bytes: copy.bytes,
    };
    return { database, migration };
  } finally {
    await stop?.();
  }
}

/** pg_dump (custom format) of the DATABASE_URL database; needs a pg_dump as new as the server. */
async function dumpExternalDatabase(url: string, to: string, log: Log) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let version: { version: string; num: string } | undefined;
  try {
    version = (
      await client.query<{ version: string; num: string }>(
        `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
      )
    ).rows[0];
  } finally {
    await client.end();
  }
  const postgresMajor = Math.floor(Number(version?.num) / 10000);
  const tool = await requirePgTool('pg_dump', postgresMajor);
  log(`pg_dump ${tool.version} (${tool.file}) → ${BACKUP_PARTS.dump}`);
  const file = path.join(to, BACKUP_PARTS.dump);
  await runPgTool(tool, url, ['--format=custom', `--file=${file}`]);
  await fs.chmod(file, 0o600);
  const database: BackupManifest['database'] = {
    kind: 'pg-dump',
    postgresVersion: version?.version ?? '',
    postgresMajor,
    pgDumpVersion: tool.version,
    bytes: (await fs.stat(file)).size,
  };
  return { database, migration: await lastMigration(url) };
}

/**
 * `npm run backup`: one folder (see backup-folder.ts) holding the database, the uploaded files
 * (FILE_STORAGE=local) and the key that decrypts CI/DI, plus a manifest. The files are copied after
 * the database, so every file a backed-up row names is in the backup. The folder is built as
 * `<name>.partial` and renamed when complete; a failed backup leaves nothing behind.
 */
export async function backUpDataFolder(options: {
  config: Config;
  /** The folder the backup goes into (made, owner-only, when missing). */
  into: string;
  now?: Date;
  log?: Log;
}): Promise<{ folder: string; manifest: BackupManifest }> {
  const { config } = options;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const name = backupName(now);
  const folder = path.join(options.into, name);
  const partial = `${folder}.partial`;
  if (await exists(folder)) throw new BackupRefusedError(`${folder} already exists.`);
  await fs.mkdir(options.into, { recursive: true, mode: 0o700 });
  await fs.mkdir(partial, { mode: 0o700 });
  try {
    const { database, migration } = config.databaseUrl
      ? await dumpExternalDatabase(config.databaseUrl, partial, log)
      : await backUpEmbeddedCluster(config, partial, name, log);

    let files: BackupManifest['files'];
    if (config.fileStorage === 'local') {
      const copied = await copyTree({ from: config.filesDir, to: path.join(partial, BACKUP_PARTS.files) });
      files = { storage: 'local', ...copied };
    } else {
      files = { storage: 's3', bucket: config.s3?.bucket ?? '' };
      log(
        `uploaded files stay in the S3 bucket ${files.bucket}: back it up with the bucket's own versioning or replication`,
      );
    }

    let secretKey: BackupManifest['secretKey'] = 'none';
    if (config.secretKey) {
      secretKey = 'environment';
      log('SECRET_KEY is set in the environment: it is not in this backup; keep it with the backup, apart');
    } else if (
      (await copyPrivateFile(
        path.join(config.dataDir, SECRET_KEY_FILE),
        path.join(partial, BACKUP_PARTS.secretKey),
      )) !== undefined
    ) {
      secretKey = 'file';
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      migration,
      database,
      files,
      secretKey,
    };
    await writeManifest(partial, manifest);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}
