import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pg_dump and pg_restore for a database given by DATABASE_URL. PostgreSQL's own rule: pg_dump
 * refuses a server newer than itself, and pg_restore reads archives of its own major version or
 * older; so the newest one found is taken when it is new enough.
 */
export type PgToolName = 'pg_dump' | 'pg_restore';
export type PgTool = { file: string; version: string; major: number };

/** Where Debian/Ubuntu (postgresql-client-NN) and the PostgreSQL RPMs put each major version's clients. */
async function versionedBinFolders(): Promise<string[]> {
  const folders: string[] = [];
  const list = async (parent: string, keep: (name: string) => string | undefined) => {
    try {
      for (const name of await fs.readdir(parent)) {
        const folder = keep(name);
        if (folder) folders.push(folder);
      }
    } catch {
      // not this system's layout
    }
  };
  await list('/usr/lib/postgresql', (name) => path.join('/usr/lib/postgresql', name, 'bin'));
  await list('/usr', (name) => (name.startsWith('pgsql-') ? path.join('/usr', name, 'bin') : undefined));
  return folders;
}

/** `pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)` → 15.18 / 15. */
export function parseToolVersion(output: string): { version: string; major: number } | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)(\.\d+)?/.exec(output);
  if (!match?.[1]) return undefined;
  return { version: `${match[1]}${match[2] ?? ''}`, major: Number(match[1]) };
}

/** Every copy of the tool found: the one on PATH, then each installed major version. */
export async function findPgTools(name: PgToolName): Promise<PgTool[]> {
  const candidates = [name, ...(await versionedBinFolders()).map((folder) => path.join(folder, name))];
  const found: PgTool[] = [];
  for (const file of candidates) {
    try {
      const { stdout } = await run(file, ['--version'], { timeout: 10_000 });
      const parsed = parseToolVersion(stdout);
      if (parsed) found.push({ file, ...parsed });
    } catch {
      // not installed there
    }
  }
  return found;
}

/** The newest tool of at least `neededMajor`, or undefined. */
export function pickPgTool(found: PgTool[], neededMajor: number): PgTool | undefined {
  return [...found].sort((a, b) => b.major - a.major).find((tool) => tool.major >= neededMajor);
}

export class PgToolMissingError extends Error {}

export function missingPgToolMessage(name: PgToolName, neededMajor: number, found: PgTool[]): string {
  const foundText = found.length ? found.map((tool) => `${tool.file} ${tool.version}`).join(', ') : '없음 / none';
  return (
    `${name} ${neededMajor} 이상이 필요합니다 (찾은 것: ${foundText}). ` +
    `PostgreSQL ${neededMajor} 이상의 클라이언트 도구를 설치하세요 ` +
    `(Debian/Ubuntu: PostgreSQL 프로젝트의 apt 저장소(PGDG)에서 postgresql-client-${neededMajor}) ` +
    `— 서버와 같은 기계나 컨테이너(예: postgres:${neededMajor} 이미지)에서 실행해도 됩니다. README의 "백업" 참고.\n` +
    `${name} ${neededMajor} or newer is needed (found: ${foundText}). Install PostgreSQL ${neededMajor}+ client tools ` +
    `(Debian/Ubuntu: postgresql-client-${neededMajor} from the PostgreSQL project's apt repository, PGDG), ` +
    `or run it where the server runs or in a container (e.g. the postgres:${neededMajor} image). See README, "Backups".`
  );
}

export async function requirePgTool(name: PgToolName, neededMajor: number): Promise<PgTool> {
  const found = await findPgTools(name);
  const tool = pickPgTool(found, neededMajor);
  if (!tool) throw new PgToolMissingError(missingPgToolMessage(name, neededMajor, found));
  return tool;
}

/**
 * Runs the tool against a database URL. The password goes through a passfile readable by this user
 * only (libpq's `passfile` parameter), not on the command line, which every local user can read in
 * the process list.
 */
export async function runPgTool(tool: PgTool, url: string, args: string[]): Promise<void> {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-pgpass-'));
  try {
    if (password) {
      const passfile = path.join(folder, 'pgpass');
      // hostname:port:database:username:password, with `\` and `:` escaped.
      await fs.writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (char) => `\\${char}`)}\n`, { mode: 0o600 });
      parsed.searchParams.set('passfile', passfile);
    }
    await run(tool.file, [...args, '--no-password', `--dbname=${parsed.toString()}`], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(tool.file)} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
