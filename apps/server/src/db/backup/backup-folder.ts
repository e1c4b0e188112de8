import { constants, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * A backup is one folder, readable by its owner only (it holds personal data and the key that
 * decrypts CI/DI):
 *
 *   academy-YYYYMMDD-HHmmss/
 *     manifest.json      what is inside and which app made it (written last: no manifest, no backup)
 *     database/          the embedded cluster, copied online and ready to start   (embedded database)
 *     database.dump      pg_dump custom format                                       (DATABASE_URL)
 *     pg-password        the embedded cluster's superuser password (it lives inside the cluster)
 *     files/             DATA_DIR/files                                              (FILE_STORAGE=local)
 *     secret.key         DATA_DIR/secret.key                                         (no SECRET_KEY set)
 */
export const BACKUP_PARTS = {
  manifest: 'manifest.json',
  cluster: 'database',
  dump: 'database.dump',
  clusterPassword: 'pg-password',
  files: 'files',
  secretKey: 'secret.key',
} as const;

export const BACKUP_FORMAT = 'academy-backup/1';

const databasePart = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('embedded-cluster'),
    postgresVersion: z.string(),
    postgresMajor: z.number().int(),
    bytes: z.number().int(),
  }),
  z.object({
    kind: z.literal('pg-dump'),
    postgresVersion: z.string(),
    postgresMajor: z.number().int(),
    pgDumpVersion: z.string(),
    bytes: z.number().int(),
  }),
]);

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  /** The last migration applied to the backed-up database; null when it was never migrated. */
  migration: z.string().nullable(),
  database: databasePart,
  files: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('local'), count: z.number().int(), bytes: z.number().int() }),
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
  /** `file`: secret.key is in the backup; `environment`: SECRET_KEY was set, keep it yourself; `none`: no key existed yet. */
  secretKey: z.enum(['file', 'environment', 'none']),
});
export type BackupManifest = z.infer<typeof backupManifest>;

/** `academy-20261127-093015`, in UTC so names sort in the order they were made on any machine. */
export function backupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `academy-${stamp}`;
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await fs.writeFile(path.join(folder, BACKUP_PARTS.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
}

export class BackupFolderError extends Error {}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, BACKUP_PARTS.manifest), 'utf8');
  } catch {
    throw new BackupFolderError(
      `${folder}에 manifest.json이 없습니다: 백업 폴더가 아니거나, 끝나지 않은 백업입니다. / ` +
        `${folder} has no manifest.json: not a backup folder, or a backup that did not finish.`,
    );
  }
  const parsed = backupManifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new BackupFolderError(
      `${folder}/manifest.json을 읽을 수 없습니다 (${BACKUP_FORMAT} 형식이 아님). / ` +
        `${folder}/manifest.json is not an ${BACKUP_FORMAT} manifest: ${parsed.error.message}`,
    );
  }
  return parsed.data;
}

export type TreeSize = { count: number; bytes: number };

const PARALLEL_COPIES = 16;

/**
 * Copies a folder tree: folders 0700, files 0600, owned by `owner` when given.
 * `skip(relativePath, isDirectory)` leaves out an entry: 'entry' drops it, 'contents' keeps an
 * empty folder. Files that vanish while the tree is read (a database dropping a table) are skipped.
 */
export async function copyTree(options: {
  from: string;
  to: string;
  owner?: { uid: number; gid: number };
  skip?: (relative: string, isDirectory: boolean) => 'entry' | 'contents' | undefined;
}): Promise<TreeSize> {
  const size: TreeSize = { count: 0, bytes: 0 };
  const own = async (target: string) => {
    if (options.owner) await fs.chown(target, options.owner.uid, options.owner.gid);
  };
  const walk = async (relative: string) => {
    const target = path.join(options.to, relative);
    await fs.mkdir(target, { mode: 0o700 });
    await own(target);
    let entries: Dirent[];
    try {
      entries = await fs.readdir(path.join(options.from, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const files: string[] = [];
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      const decision = options.skip?.(child, entry.isDirectory());
      if (decision === 'entry') continue;
      if (entry.isDirectory()) {
        if (decision === 'contents') {
          await fs.mkdir(path.join(options.to, child), { mode: 0o700 });
          await own(path.join(options.to, child));
        } else {
          await walk(child);
        }
      } else if (entry.isFile()) {
        files.push(child);
      }
    }
    // A cluster folder holds hundreds of small files: a few copies at a time.
    for (let at = 0; at < files.length; at += PARALLEL_COPIES) {
      await Promise.all(
        files.slice(at, at + PARALLEL_COPIES).map(async (child) => {
          const copied = await copyPrivateFile(path.join(options.from, child), path.join(options.to, child));
          if (copied === undefined) return;
          await own(path.join(options.to, child));
          size.count += 1;
          size.bytes += copied;
        }),
      );
    }
  };
  await walk('');
  return size;
}

/** Copies one file readable by its owner only; returns its size, or undefined when it has vanished. */
export async function copyPrivateFile(from: string, to: string): Promise<number | undefined> {
  try {
    await fs.copyFile(from, to, constants.COPYFILE_EXCL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !(await exists(from))) return undefined;
    throw error;
  }
  await fs.chmod(to, 0o600);
  return (await fs.stat(to)).size;
}

export async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
