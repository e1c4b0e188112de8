import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PERMISSION_LEAVES, type PermissionCode } from '@academy/domain/access/access.permissions';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import type { Database } from '../src/db/database';
import { DEMO_INSTITUTE } from '../src/db/seed/demo-academies.data';
import { seedDemoData } from '../src/db/seed/demo-data';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../src/platform/auth/sessions';
import { fixedClock } from '../src/platform/clock';
import type { AppContext } from '../src/platform/context';
import type { AppRoutes } from '../src/platform/http/routes';
import { newId } from '../src/platform/ids/new-id';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

export const ACTORS = ['director', 'manager+', 'manager-', 'teacher', 'parent', 'student', 'other', 'visitor'] as const;
export type Actor = (typeof ACTORS)[number];
export type Expectation = 'allow' | '403' | '404' | '401';
export type MatrixRow = { route: string; perm: PermissionCode | null; expect: Record<Actor, Expectation> };

export const MATRIX_FILE = path.resolve(import.meta.dirname, '../../../docs/access-matrix.md');

/** The `## <section>` headings of docs/access-matrix.md. */
export function matrixSections(): string[] {
  return [...readFileSync(MATRIX_FILE, 'utf8').matchAll(/^## (.+)$/gm)].map((match) => (match[1] as string).trim());
}

/** The `## open routes` table: routes outside any academy, each with its declared rule. */
export function readOpenRoutes(): { route: string; rule: string }[] {
  const text = readFileSync(MATRIX_FILE, 'utf8');
  const start = text.indexOf('\n## open routes\n');
  if (start < 0) throw new Error('docs/access-matrix.md has no section "## open routes"');
  const end = text.indexOf('\n## ', start + 1);
  return text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.includes('---') && !/\|\s*route\s*\|/.test(line))
    .map((line) => {
      const [route, rule] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/`/g, ''));
      return { route: route as string, rule: rule as string };
    });
}

/** The rows of one `## <section>` table of docs/access-matrix.md. */
export function readAccessMatrix(section: string): MatrixRow[] {
  const text = readFileSync(MATRIX_FILE, 'utf8');
  const start = text.indexOf(`\n## ${section}\n`);
  if (start < 0) throw new Error(`docs/access-matrix.md has no section "## ${section}"`);
  const end = text.indexOf('\n## ', start + 1);
  const lines = text.slice(start, end < 0 ? undefined : end).split('\n');
  const rows: MatrixRow[] = [];
  for (const line of lines) {
    if (!line.startsWith('|') || line.includes('---') || /\|\s*route\s*\|/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/`/g, ''));
    if (cells.length !== ACTORS.length + 2) throw new Error(`bad access-matrix row: ${line}`);
    const [route, perm, ...expectations] = cells as [string, string, ...string[]];
    const expect = Object.fromEntries(
      ACTORS.map((actor, index) => {
        const value = expectations[index] as Expectation;
        if (!['allow', '403', '404', '401'].includes(value)) throw new Error(`bad cell "${value}" in: ${line}`);
        return [actor, value];
      }),
    ) as Record<Actor, Expectation>;
    rows.push({ route, perm: perm === '—' || perm === '-' ? null : (perm as PermissionCode), expect });
  }
  if (rows.length === 0) throw new Error(`section "## ${section}" has no rows`);
  return rows;
}

export type MatrixWorld = {
  instId: string;
  otherInstId: string;
  users: Record<Exclude<Actor, 'visitor' | 'manager+' | 'manager-'> | 'manager', string>;
  /** Cookies and CSRF header of an actor for the given row (the manager's codes are set per row). */
  asActor: (actor: Actor, row: MatrixRow) => Promise<Pick<InjectOptions, 'cookies' | 'headers'>>;
};

/** The demo academy with one of each role, and a second academy whose director is the outsider. */
export async function createMatrixWorld(db: Database, now: Date): Promise<MatrixWorld> {
  await seedDemoData(db, { now });
  const byLogin = Object.fromEntries(
    (await db.selectFrom('users').select(['id', 'login_id']).execute()).map((row) => [row.login_id, row.id]),
  );
  const inst = await db
    .selectFrom('institutes')
    .select('id')
    .where('inst_nm', '=', DEMO_INSTITUTE.instNm)
    .executeTakeFirstOrThrow();
  const otherDirector = newId();
  const otherInstId = newId();
  await db
    .insertInto('users')
    .values({ id: otherDirector, login_id: `other${Date.now()}`, user_nm: '남원장' } as never)
    .execute();
  await db
    .insertInto('institutes')
    .values({ id: otherInstId, inst_nm: '다른학원', president_user_id: otherDirector } as never)
    .execute();
  await db
    .insertInto('memberships')
    .values({ inst_id: otherInstId, user_id: otherDirector, relation_cd: '020', auth_cd: '000' })
    .execute();

  const users = {
    director: byLogin.director as string,
    manager: byLogin.manager as string,
    teacher: byLogin.teacher as string,
    parent: byLogin.parent as string,
    student: byLogin.student as string,
    other: otherDirector,
  };
  const sessions = new Map<string, { token: string; csrfToken: string }>();
  const sessionOf = async (userId: string) => {
    let session = sessions.get(userId);
    if (!session) {
      session = await createSession(db, { userId, persistent: true, now });
      sessions.set(userId, session);
    }
    return { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
  };

  return {
    instId: inst.id,
    otherInstId,
    users,
    asActor: async (actor, row) => {
      if (actor === 'visitor') return {};
      if (actor === 'manager+' || actor === 'manager-') {
        // For 000 (all), every leaf together would be 000 again (SPEC §4): manager− holds all but one.
        const codes: string[] = row.perm
          ? actor === 'manager+'
            ? [row.perm]
            : row.perm === '000'
              ? PERMISSION_LEAVES.slice(0, -1)
              : PERMISSION_LEAVES.filter((code) => code !== row.perm && !code.startsWith(row.perm?.slice(0, 2) ?? '--'))
          : ['010', '020', '031'];
        await db
          .updateTable('memberships')
          .set({ auth_cd: codes.join('#') })
          .where('inst_id', '=', inst.id)
          .where('user_id', '=', users.manager)
          .execute();
        return sessionOf(users.manager);
      }
      return sessionOf(users[actor]);
    },
  };
}

/** How a test builds a valid call of a row's route (fresh ids, bodies) for the academy of the world. */
export type RequestFor = (row: MatrixRow, world: MatrixWorld) => Promise<InjectOptions> | InjectOptions;

const STATUS_OF: Record<Exclude<Expectation, 'allow'>, number> = { '403': 403, '404': 404, '401': 401 };

/** Calls every row as every actor and checks the answer against the table. */
export async function checkAccessMatrix(
  app: FastifyInstance,
  world: MatrixWorld,
  rows: MatrixRow[],
  requestFor: RequestFor,
) {
  const failures: string[] = [];
  for (const row of rows) {
    for (const actor of ACTORS) {
      const request = await requestFor(row, world);
      const auth = await world.asActor(actor, row);
      const response = await app.inject({
        ...request,
        cookies: { ...(request.cookies ?? {}), ...(auth.cookies ?? {}) },
        headers: { ...(request.headers ?? {}), ...(auth.headers ?? {}) },
      });
      const expected = row.expect[actor];
      const ok = expected === 'allow' ? response.statusCode < 400 : response.statusCode === STATUS_OF[expected];
      if (!ok)
        failures.push(
          `${row.route} as ${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
        );
      if (expected === '404') expect(response.body).not.toMatch(/student_nm|inst_nm|mobile/);
    }
    const foreign = await foreignIdsAnswer(app, world, row, await requestFor(row, world));
    if (foreign !== null) failures.push(foreign);
  }
  expect(failures).toEqual([]);
}

/**
 * Another academy's ids: the other academy's director calls the row's route on their own academy with
 * the ids (class, student, enrolment …) of this one. Every tenant route must answer 404 — the ids
 * belong to an academy the caller is not in. Rows without an id besides `:instId` are skipped (a
 * path value that is not an id, such as a feature name, names nothing of the academy); the failure
 * text, or null when the route refused as it should.
 */
async function foreignIdsAnswer(
  app: FastifyInstance,
  world: MatrixWorld,
  row: MatrixRow,
  request: InjectOptions,
): Promise<string | null> {
  if (!row.route.includes(':instId') || typeof request.url !== 'string' || !hasIdBesidesInst(row, request.url)) {
    return null;
  }
  const url = request.url.replace(`/insts/${world.instId}`, `/insts/${world.otherInstId}`);
  const auth = await world.asActor('other', row);
  const response = await app.inject({
    ...request,
    url,
    cookies: { ...(request.cookies ?? {}), ...(auth.cookies ?? {}) },
    headers: { ...(request.headers ?? {}), ...(auth.headers ?? {}) },
  });
  if (response.statusCode === 404) return null;
  return `${row.route} with this academy's ids on another academy: expected 404, got ${response.statusCode} ${response.body.slice(0, 160)}`;
}

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Whether the call's path holds an id (or a name made of one) in a parameter other than `:instId`. */
function hasIdBesidesInst(row: MatrixRow, url: string): boolean {
  const pattern = (row.route.split(' ')[1] ?? '').split('/');
  const values = (url.split('?')[0] ?? '').split('/');
  return pattern.some((part, index) => part.startsWith(':') && part !== ':instId' && ID.test(values[index] ?? ''));
}

/** `METHOD /path` of every route the given route plugins register: what an area's table must list. */
export async function routesOf(...plugins: AppRoutes[]): Promise<string[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const routes: string[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  for (const plugin of plugins) await probe.register(plugin, { ctx: {} as AppContext });
  await probe.close();
  return routes.sort();
}

/**
 * What an access test starts from: its own database with the matrix world in it, the app on a
 * clock fixed at `at`, and the rows of its section of docs/access-matrix.md.
 */
export async function openMatrixBench(section: string, at: string) {
  const { db } = await createTestDatabase();
  const clock = fixedClock(at);
  const app = await createTestApp(db, { clock });
  const world = await createMatrixWorld(db, clock.now());
  return { db, clock, app, world, rows: readAccessMatrix(section) };
}
