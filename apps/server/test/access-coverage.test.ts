import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AccessRule } from '@academy/domain/access/access.rules';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/platform/access/route-access';
import { MATRIX_FILE, matrixSections, readAccessMatrix, readOpenRoutes } from './access-matrix';
import { createTestApp } from './test-app';
import { createTestDatabase } from './test-database';

/**
 * The access matrix is the app's real routes: every `/api` route the app registers declares its rule
 * and has its row in docs/access-matrix.md — an academy route in an area's table (called there as
 * every actor, and with this academy's ids on another academy), any other route in `## open routes`
 * with the same rule — and no row names a route that does not exist.
 */

const { db } = await createTestDatabase();
const app = await createTestApp(db);
const routes: DeclaredRoute[] = app.accessRoutes.filter((route) => route.url.startsWith('/api/'));
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const isMemberRule = (rule: AccessRule | undefined): rule is Exclude<AccessRule, string> => typeof rule === 'object';

const sections = matrixSections().filter((section) => section !== 'open routes');
const areaRows = sections.flatMap((section) => readAccessMatrix(section).map((row) => ({ ...row, section })));
const openRows = readOpenRoutes();

describe('the access matrix is generated from the real routes', () => {
  it('has every route declare an access rule', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.rule === undefined).map(keyOf)).toEqual([]);
  });

  it('has a row in an area table for every academy route, with its code and another academy answering 404', () => {
    const rows = new Map(areaRows.map((row) => [row.route, row]));
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => isMemberRule(candidate.rule))) {
      const row = rows.get(keyOf(route));
      if (!row) {
        problems.push(`${keyOf(route)}: no row in ${path.basename(MATRIX_FILE)}`);
        continue;
      }
      const rule = route.rule as Exclude<AccessRule, string>;
      const perms = rule.perm === undefined ? [] : [rule.perm].flat();
      const permOk = row.perm === null ? perms.length === 0 : perms.includes(row.perm);
      if (!permOk)
        problems.push(`${keyOf(route)}: the row says ${row.perm ?? '—'}, the route needs ${perms.join('|') || '—'}`);
      if (row.expect.other !== '404') problems.push(`${keyOf(route)}: another academy's director must get 404`);
      if (row.expect.visitor !== '401') problems.push(`${keyOf(route)}: a visitor must get 401`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every other route in `## open routes` with the rule it declares', () => {
    const inAreas = new Set(areaRows.map((row) => row.route));
    const open = new Map(openRows.map((row) => [row.route, row.rule]));
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => !isMemberRule(candidate.rule))) {
      if (inAreas.has(keyOf(route))) continue;
      const listed = open.get(keyOf(route));
      if (listed === undefined) problems.push(`${keyOf(route)}: not in ## open routes (it declares ${route.rule})`);
      else if (listed !== route.rule) problems.push(`${keyOf(route)}: listed as ${listed}, declares ${route.rule}`);
    }
    expect(problems).toEqual([]);
  });

  it('names no route that does not exist', () => {
    const real = new Set(routes.map(keyOf));
    const stale = [...areaRows.map((row) => row.route), ...openRows.map((row) => row.route)].filter(
      (route) => !real.has(route),
    );
    expect(stale).toEqual([]);
  });

  it('has each area table called by an access test', () => {
    const testsDir = path.resolve(import.meta.dirname, '../src/features');
    const sources = readdirSync(testsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.access.test.ts'))
      .map((file) => readFileSync(path.join(testsDir, file), 'utf8'))
      .join('\n');
    const untested = sections.filter(
      (section) =>
        !sources.includes(`readAccessMatrix('${section}')`) && !sources.includes(`openMatrixBench('${section}'`),
    );
    expect(untested).toEqual([]);
  });
});
