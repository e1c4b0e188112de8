import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toIsoDate } from '@academy/domain/calendar/calendar.rules';
import { errorResponseSchema } from '@academy/domain/errors/error-response.schema';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { CSRF_HEADER, createSession, SESSION_COOKIE } from '../src/platform/auth/sessions';
import { fixedClock } from '../src/platform/clock';
import { createMatrixWorld } from './access-matrix';
import { multipart, TINY_PNG } from './multipart';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * Bad input never becomes a 500, on every route of the OpenAPI document: each path parameter, query
 * parameter and JSON body field (nested ones too) gets generated bad values one at a time — NUL
 * characters, dates of the years 0000–0099 and 9999, months 9999-12, huge strings, wrong types —
 * while the rest of the request is a plausible call by the demo director on the demo academy's real
 * rows. Every answer must be below 500 and every refusal the `{ code, message, fields? }` contract;
 * a request refused as bad input must not have written anything.
 */

export const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T03:00:00Z');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'academy-bad-input-'));
// The process keeps one harness for every file that imports it (files share worker processes).
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
export const app = await createTestApp(db, { clock, env: { RATE_LIMIT_ALLOWLIST: '127.0.0.1', DATA_DIR: dataDir } });
export const world = await createMatrixWorld(db, clock.now());

// ── the director's session (re-made when a route ends it) ─────────────────────

type Auth = Pick<InjectOptions, 'cookies' | 'headers'>;

async function signIn(): Promise<Auth> {
  const session = await createSession(db, { userId: world.users.director, persistent: true, now: clock.now() });
  return { cookies: { [SESSION_COOKIE]: session.token }, headers: { [CSRF_HEADER]: session.csrfToken } };
}

let auth = await signIn();

/** The director's session now (a route that ends it gets a new one from `ensureSignedIn`). */
export const currentAuth = () => auth;

export async function ensureSignedIn() {
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', ...auth });
  if (me.statusCode !== 200 || !JSON.stringify(me.json()).includes(world.users.director)) auth = await signIn();
}

// ── real rows of the demo academy, so a request gets past its lookups ─────────

async function firstId(table: string, where = sql`inst_id = ${world.instId}`): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where ${where} limit 1`.execute(db);
  return rows[0]?.id;
}

export const realIds: Record<string, string | undefined> = {
  instId: world.instId,
  studentId: await firstId('students'),
  classId: await firstId('classes'),
  guardianId: await firstId('student_guardians'),
  memoId: await firstId('student_memos'),
  inviteId: await firstId('invites'),
  requestId: await firstId('join_requests'),
  enrolmentId: await firstId('class_students'),
  sessionId: await firstId('class_sessions'),
  fileId: await firstId('uploads', sql`true`),
  userId: world.users.teacher,
  childUserId: world.users.student,
  teacherId: world.users.teacher,
};

// ── what "nothing written" means: no table gained, lost or changed a row ─────────

const tables = (
  await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely%'
    order by 1`.execute(db)
).rows
  .map((row) => row.name)
  // A rate-limited route counts every request, refused or not: the count is the limit, not a write.
  .filter((name) => name !== 'rate_limits');

/** Per table: its row count and the newest row version (xmin grows with every insert and update). */
const fingerprintQuery = sql.raw<{ t: string; v: string }>(
  tables
    .map(
      (table) =>
        `select '${table}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as v from "${table}"`,
    )
    .join(' union all '),
);

export async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await fingerprintQuery.execute(db);
  return Object.fromEntries(rows.map((row) => [row.t, row.v]));
}

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return tables.filter((table) => before[table] !== after[table]);
}

/** Refusals of the input itself: the request must have been stopped before it wrote anything. */
const INPUT_REFUSALS = new Set([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
]);

// ── the routes, from the OpenAPI document ─────────────────────────────────────

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; required?: boolean; schema: JsonSchema };
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type Route = { method: string; path: string; operation: Operation };

const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
export const routes: Route[] = Object.entries(document.paths).flatMap(([routePath, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path: routePath,
    operation,
  })),
);

// ── plausible values (the rest of each request) ──────────────────────────────

const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) | 0, 7);

const DATE_LIKE = /date|Dt$|birth|^at$|month|day$/i;

function branchOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (!options) return schema;
  return branchOf(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
}

function plausible(schema: JsonSchema, name: string): unknown {
  const s = branchOf(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  if (s.default !== undefined && s.type !== 'object') return s.default;
  switch (s.type) {
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'array':
      return s.items ? Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items ?? {}, name)) : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key)) value[key] = plausible(child, key);
      }
      return value;
    }
    default:
      return plausibleText(s, name);
  }
}

function plausibleText(s: JsonSchema, name: string): string {
  if (s.format === 'uuid') return realIds[name] ?? randomUUID();
  if (s.format === 'email') return 'parent@example.com';
  if (s.format === 'date-time') return '2026-11-20T09:00:00+09:00';
  if (/month/i.test(name)) return '2026-11';
  if (DATE_LIKE.test(name) && !s.pattern) return '2026-11-20';
  if (/^(pw|pw_confirm|currentPw|password)$/.test(name)) return 'Wrong-passw0rd!';
  if (/mobile|telNo/i.test(name)) return '01012345678';
  if (s.pattern) {
    try {
      return fc.sample(fc.stringMatching(new RegExp(s.pattern, 'u')), { numRuns: 1, seed: seedOf(name) })[0] ?? '';
    } catch {
      // A pattern fast-check cannot generate from: fall through to a plain word.
    }
  }
  const word = '테스트입력';
  const length = Math.min(Math.max(s.minLength ?? 1, word.length), s.maxLength ?? word.length);
  return word.repeat(Math.ceil(length / word.length)).slice(0, length);
}

// ── bad values ───────────────────────────────────────────────────────────────

const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const farYear = fc.oneof(
  fc.integer({ min: 0, max: 99 }),
  fc.integer({ min: 1000, max: 1899 }),
  fc.integer({ min: 2101, max: 9999 }),
);
const farDate = fc
  .record({ year: farYear, month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map(toIsoDate);
const farMonth = farDate.map((date) => date.slice(0, 7));
const anyBadText = fc.oneof(withNul, farDate, farMonth, fc.string({ unit: 'binary', maxLength: 40 }));

const generated = (where: string, count: number) => fc.sample(anyBadText, { numRuns: count, seed: seedOf(where) });

const HUGE_TEXT = '가'.repeat(10_000);
const BAD_DATES = ['0001-01-01', '0099-12-31', '9999-12-31', '2026-02-30'];

function badValues(schema: JsonSchema, name: string, where: string): unknown[] {
  const s = branchOf(schema);
  const values: unknown[] = ['김\u0000민수', HUGE_TEXT, '0000-01-01', '9999-12', null, ...generated(where, 1)];
  if (s.type === 'string' || s.type === undefined) values.push(12345, { nested: true });
  else values.push('문자');
  if (s.type === 'integer' || s.type === 'number') values.push(-1, 2 ** 31, 1e308);
  if (s.type === 'array')
    values.push(
      [null],
      ['\u0000'],
      Array.from({ length: 1000 }, () => '0000-01-01'),
    );
  if (DATE_LIKE.test(name)) values.push(...BAD_DATES);
  if (s.format === 'date-time') values.push('0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z');
  return values;
}

function badParamValues(where: string): string[] {
  return ['a\u0000b', 'a'.repeat(300), '0000-01-01', '-1', ...generated(where, 1)];
}

function badQueryValues(name: string, where: string): (string | string[])[] {
  const values: (string | string[])[] = ['김\u0000', '가'.repeat(3_000), '0000-01-01', '9999-12', '-1', ['a', 'b']];
  if (DATE_LIKE.test(name)) values.push(...BAD_DATES);
  return [...values, ...generated(where, 1)];
}

/** Every path inside a body schema with a value to replace: `['guardians', 0, 'mobileNo']`. */
function fieldPaths(
  schema: JsonSchema,
  prefix: (string | number)[] = [],
  depth = 0,
): { path: (string | number)[]; schema: JsonSchema }[] {
  const s = branchOf(schema);
  const here = prefix.length > 0 ? [{ path: prefix, schema: s }] : [];
  if (depth > 3) return here;
  if (s.type === 'object') {
    return [
      ...here,
      ...Object.entries(s.properties ?? {}).flatMap(([key, child]) => fieldPaths(child, [...prefix, key], depth + 1)),
    ];
  }
  if (s.type === 'array' && s.items) return [...here, ...fieldPaths(s.items, [...prefix, 0], depth + 1)];
  return here;
}

function withValueAt(base: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const [index, key] of at.entries()) {
    if (index === at.length - 1) node[key] = value;
    else {
      const next = at[index + 1];
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = typeof next === 'number' ? [] : {};
      node = node[key] as Record<string | number, unknown>;
    }
  }
  return copy;
}

// ── requests ────────────────────────────────────────────────────────────────

type Probe = { what: string; request: InjectOptions };

function urlOf(route: Route, params: Record<string, string>, query: [string, string][]): string {
  const pathname = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'x');
  const search = query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return search ? `${pathname}?${search}` : pathname;
}

function probesOf(route: Route): Probe[] {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const bodySchema = route.operation.requestBody?.content['application/json']?.schema;
  const where = `${route.method} ${route.path}`;

  const params = Object.fromEntries(
    pathParams.map((p) => [p.name, encodeURIComponent(String(plausible(p.schema, p.name)))]),
  );
  const query: [string, string][] = queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, String(plausible(p.schema, p.name))]);
  const body = bodySchema ? plausible(bodySchema, 'body') : undefined;
  const base = (url: string, payload: unknown = body): InjectOptions => ({
    method: route.method as InjectOptions['method'],
    url,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

  const probes: Probe[] = [];
  // A NUL in a query key is refused on every route, whatever it declares.
  probes.push({
    what: 'query key with NUL',
    request: base(`${urlOf(route, params, query)}${query.length ? '&' : '?'}x%00=1`),
  });

  for (const p of pathParams) {
    for (const value of badParamValues(`${where} ${p.name}`)) {
      probes.push({
        what: `path ${p.name}=${JSON.stringify(value).slice(0, 40)}`,
        request: base(urlOf(route, { ...params, [p.name]: encodeURIComponent(value) }, query)),
      });
    }
    probes.push({
      what: `path ${p.name} not decodable`,
      request: base(urlOf(route, { ...params, [p.name]: '%zz' }, query)),
    });
  }

  for (const p of queryParams) {
    for (const value of badQueryValues(p.name, `${where} ?${p.name}`)) {
      const others = query.filter(([key]) => key !== p.name);
      const pairs: [string, string][] = Array.isArray(value) ? value.map((v) => [p.name, v]) : [[p.name, value]];
      probes.push({
        what: `query ${p.name}=${JSON.stringify(value).slice(0, 40)}`,
        request: base(urlOf(route, params, [...others, ...pairs])),
      });
    }
  }

  const url = urlOf(route, params, query);
  if (bodySchema) {
    for (const field of fieldPaths(bodySchema)) {
      const name = String(field.path.filter((key) => typeof key === 'string').at(-1) ?? 'body');
      for (const value of badValues(field.schema, name, `${where} ${field.path.join('.')}`)) {
        probes.push({
          what: `body ${field.path.join('.')}=${JSON.stringify(value)?.slice(0, 40)}`,
          request: base(url, withValueAt(body, field.path, value)),
        });
      }
    }
    const raw = (payload: string, contentType = 'application/json'): InjectOptions => ({
      ...base(url, payload),
      headers: { 'content-type': contentType },
    });
    probes.push(
      { what: 'body malformed JSON', request: raw('{"a":') },
      { what: 'body empty JSON', request: raw('') },
      { what: 'body a list', request: base(url, []) },
      { what: 'body a string', request: raw('"\\u0000"') },
      { what: 'body key with NUL', request: base(url, { ...(body as object), 'k\u0000': 1 }) },
      { what: 'body as text', request: raw('a=b', 'text/plain') },
      { what: 'body over the limit', request: base(url, { ...(body as object), filler: 'a'.repeat(1_100_000) }) },
    );
  } else if (route.method !== 'GET' && route.method !== 'DELETE') {
    probes.push({ what: 'unexpected JSON body with NUL', request: base(url, { 'k\u0000': '\u0000' }) });
  }

  // Uploads: a file name with a NUL, and one far longer than any name.
  if (/올리기|업로드/.test(route.operation.summary ?? '')) {
    for (const filename of ['사진\u0000.png', `${'가'.repeat(2_000)}.png`]) {
      const form = multipart({ filename, content: TINY_PNG, contentType: 'image/png' });
      probes.push({
        what: `upload named ${JSON.stringify(filename).slice(0, 20)}`,
        request: { ...base(url), ...form },
      });
    }
  }
  return probes;
}

// ── the property ─────────────────────────────────────────────────────────────

function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 120)}`;
  }
  const parsed = errorResponseSchema.safeParse(body);
  if (!parsed.success) return `answered ${response.statusCode} outside the contract: ${response.body.slice(0, 160)}`;
  if (!/[가-힣]/.test(parsed.data.message)) return `answered ${response.statusCode} without a Korean message`;
  return null;
}

function codeOf(response: LightMyRequestResponse): string | undefined {
  try {
    return (response.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
}

/**
 * Sends every probe of the given routes as the director; answers the problems found (5xx, refusals
 * outside the contract, refused input that wrote), how many were sent and how many were refused as
 * input.
 */
export async function probeRoutes(selected: readonly Route[]) {
  const failures: string[] = [];
  let sent = 0;
  let refusedAsInput = 0;
  const send = async (probe: Probe) => {
    const response = await app.inject({
      ...probe.request,
      cookies: { ...auth.cookies },
      headers: { ...auth.headers, ...probe.request.headers },
    });
    const code = response.statusCode >= 400 ? codeOf(response) : undefined;
    return { response, code, refused: code !== undefined && INPUT_REFUSALS.has(code) };
  };
  const labelOf = (route: Route, probe: Probe) => `${route.method} ${route.path} — ${probe.what}`;

  for (const route of selected) {
    await ensureSignedIn();
    const probes = probesOf(route);
    const before = await fingerprint();
    const refusedProbes: Probe[] = [];
    let someSucceeded = false;
    for (const probe of probes) {
      const { response, refused } = await send(probe);
      sent += 1;
      const problem = problemOf(response);
      if (problem) failures.push(`${labelOf(route, probe)}: ${problem}`);
      if (refused) refusedProbes.push(probe);
      else if (response.statusCode < 400 && route.method !== 'GET') someSucceeded = true;
    }
    refusedAsInput += refusedProbes.length;
    // Usually one comparison proves that none of a route's probes wrote. When some succeeded (and
    // may rightly have written), or something changed, the refused ones are replayed on their own:
    // together between two looks, and one by one when that still finds a change.
    if (!someSucceeded && changedTables(before, await fingerprint()).length === 0) continue;
    const replayStart = await fingerprint();
    for (const probe of refusedProbes) await send(probe);
    if (changedTables(replayStart, await fingerprint()).length === 0) continue;
    for (const probe of refusedProbes) {
      const first = await fingerprint();
      const { code, refused } = await send(probe);
      const changed = changedTables(first, await fingerprint());
      if (refused && changed.length > 0) {
        failures.push(`${labelOf(route, probe)}: refused as ${code} but wrote to ${changed.join(', ')}`);
      }
    }
  }
  return { failures, sent, refusedAsInput };
}

/** The routes of shard `index` of `count` (every route in exactly one shard, spread evenly). */
export const shardOf = (index: number, count: number) => routes.filter((_, position) => position % count === index);

/** The files that check the routes, one shard each, so the work spreads over the test processes. */
export const SHARDS = 3;
