/**
 * `npm run bench -- --growth`: do the hot reads stay fast when the database holds 100 academies ×
 * 200 students × a year of lessons? Two databases side by side in the bench's cluster: an empty one
 * (the demo data and academy 001's people and classes, no history) and the bench's own, grown to 100
 * academies with their year, academy 001 included. The same four requests of academy 001 — the sheet
 * of a class meeting today, the students search, the director's home, a parent's child home — are
 * measured on each, the empty and the grown run of a target one right after the other, so the load
 * other work puts on the shared cores weighs on both alike; the p95 side by side (goal: grown ≤ 1.5×
 * empty). Then the plans of every read those requests send (`--explain` prints them whole).
 */
import { type IsoDate, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { sql } from 'kysely';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import { createKysely } from '../apps/server/src/db/connect';
import type { Database } from '../apps/server/src/db/database';
import { ensureDatabase, withDatabase } from '../apps/server/src/db/embedded-server';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/demo-data';
import { CSRF_HEADER, createSession } from '../apps/server/src/platform/auth/sessions';
import { type Latency, latencyOf } from './data-growth.latency';
import { printPlans, type Target } from './data-growth.plans';
import {
  growthAcademyName,
  HISTORY_DAYS,
  rowCounts,
  STUDENTS_PER_ACADEMY,
  seedHistory,
  seedRosters,
  settle,
} from './data-growth.seed';
import { BENCH_SESSION_COOKIE } from './fixtures';

const ACADEMIES = 100;
const GOAL_RATIO = 1.5;
const EMPTY_DATABASE = 'academy_growth_empty';

/** One database with the app answering on it, and academy 001's requests there. */
type Side = { appUrl: string; targets: readonly Target[] };

/** Academy 001's requests in a database: its director, a class meeting today, a parent of one of its students. */
async function subjectOf(db: Database, today: IsoDate): Promise<Target[]> {
  const academy = await db
    .selectFrom('institutes')
    .select(['id', 'president_user_id'])
    .where('inst_nm', '=', growthAcademyName(1))
    .executeTakeFirstOrThrow();
  const sheetClass = await db
    .selectFrom('class_lectures')
    .innerJoin('classes', (join) =>
      join.onRef('classes.inst_id', '=', 'class_lectures.inst_id').onRef('classes.id', '=', 'class_lectures.class_id'),
    )
    .select('classes.id')
    .where('class_lectures.inst_id', '=', academy.id)
    .where('class_lectures.weekday', '=', weekdayOf(today))
    .orderBy('classes.class_nm')
    .executeTakeFirstOrThrow();
  const family = await db
    .selectFrom('students')
    .innerJoin('student_guardians', (join) =>
      join
        .onRef('student_guardians.inst_id', '=', 'students.inst_id')
        .onRef('student_guardians.student_id', '=', 'students.id'),
    )
    .select(['students.user_id as child', 'student_guardians.user_id as parent'])
    .where('students.inst_id', '=', academy.id)
    .where('students.status', '=', 'enrolled')
    .where('student_guardians.user_id', 'is not', null)
    .orderBy('students.student_nm')
    .executeTakeFirstOrThrow();
  const signedIn = async (userId: string) => {
    const session = await createSession(db, { userId, persistent: true, now: new Date() });
    return { cookie: `${BENCH_SESSION_COOKIE}=${session.token}`, [CSRF_HEADER]: session.csrfToken };
  };
  const director = { headers: await signedIn(academy.president_user_id) };
  const parent = { headers: await signedIn(family.parent as string) };
  const inst = `/api/insts/${academy.id}`;
  return [
    {
      name: 'class sheet (about 40 students)',
      path: `${inst}/classes/${sheetClass.id}/attendance?date=${today}`,
      shape: director,
    },
    {
      name: 'students search (ㅎㅅ, page of 20)',
      path: `${inst}/students?q=${encodeURIComponent('ㅎㅅ')}&page=1&size=20`,
      shape: director,
    },
    { name: 'director home', path: `${inst}/home`, shape: director },
    { name: 'parent child home', path: `/api/me/children/${family.child}/home`, shape: parent },
    // 90 days of the parent's notifications: the list and the badge stay one statement each.
    { name: 'parent notifications (page of 20)', path: '/api/me/notifications?limit=20', shape: parent },
    { name: 'parent unread count', path: '/api/me/notifications/unread-count', shape: parent },
  ];
}

/**
 * A request whose work does not grow with the data (`select 1` through the whole app), measured
 * beside the targets: its two figures should match, and show how far the two sides can differ by
 * chance alone.
 */
const REFERENCE: Target = { name: 'reference: GET /api/health', path: '/api/health', shape: {} };

/** Each target's best of ROUNDS runs (lowest p95) per side: a burst of other work spoils a run, not the figure. */
const ROUNDS = 3;

async function measure(sides: { empty: Side; grown: Side }) {
  const best = { empty: [] as Latency[], grown: [] as Latency[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const index of [REFERENCE, ...sides.grown.targets].keys()) {
      // Each round the other side goes first, so neither always runs on the other's warm caches.
      for (const side of round % 2 === 0 ? (['empty', 'grown'] as const) : (['grown', 'empty'] as const)) {
        const target = index === 0 ? REFERENCE : (sides[side].targets[index - 1] as Target);
        const run = await latencyOf(`${sides[side].appUrl}${target.path}`, target.shape);
        const kept = best[side][index];
        if (!kept || run.p95 < kept.p95) best[side][index] = { ...run, errors: run.errors + (kept?.errors ?? 0) };
        else kept.errors += run.errors;
      }
    }
  }
  return best;
}

/** The empty database beside the bench's, analysed like the grown one, with the app on it; `close` drops it. */
async function emptySide(bench: { db: Database; url: string; config: Config }, today: IsoDate) {
  await ensureDatabase(bench.url, EMPTY_DATABASE);
  const db = createKysely(withDatabase(bench.url, EMPTY_DATABASE));
  await migrateToLatest(db);
  await seedDemoData(db);
  await seedRosters(db, { first: 1, last: 1 }, today);
  await settle(db);
  // Logging as the bench's own app does: at the configured level, the lines thrown away.
  const app = await buildApp({
    config: bench.config,
    db,
    logger: { stream: pino.destination({ dest: '/dev/null', sync: true }) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    db,
    appUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      await app.close();
      await db.destroy();
      await sql`drop database ${sql.id(EMPTY_DATABASE)} with (force)`.execute(bench.db);
    },
  };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(label.padEnd(44), `${((performance.now() - started) / 1000).toFixed(1)} s`.padStart(10));
  return result;
}

function printComparison(targets: readonly Target[], empty: readonly Latency[], grown: readonly Latency[]) {
  console.log(
    `\nAcademy 001, empty database → grown database (goal: p95 ≤ ${GOAL_RATIO}× empty; best of ${ROUNDS} runs each)`,
  );
  console.log(
    'target'.padEnd(36),
    'req/s'.padStart(7),
    '→'.padStart(2),
    'req/s'.padStart(7),
    'p95 ms'.padStart(8),
    '→'.padStart(2),
    'p95 ms'.padStart(7),
    'ratio'.padStart(8),
    'errors'.padStart(7),
  );
  [REFERENCE, ...targets].forEach((target, index) => {
    const before = empty[index] as Latency;
    const after = grown[index] as Latency;
    const ratio = after.p95 / before.p95;
    const over = index > 0 && ratio > GOAL_RATIO;
    console.log(
      target.name.padEnd(36),
      before.requestsPerSecond.toFixed(0).padStart(7),
      '→'.padStart(2),
      after.requestsPerSecond.toFixed(0).padStart(7),
      before.p95.toFixed(1).padStart(8),
      '→'.padStart(2),
      after.p95.toFixed(1).padStart(7),
      `${ratio.toFixed(2)}×${over ? ' !' : ''}`.padStart(8),
      String(before.errors + after.errors).padStart(7),
    );
  });
}

export async function benchDataGrowth(input: { db: Database; url: string; appUrl: string; config: Config }) {
  const { db } = input;
  const today = businessDateOf(new Date());
  console.log(
    `\nData growth: ${ACADEMIES} academies × ${STUDENTS_PER_ACADEMY} students × ${HISTORY_DAYS} days up to ${today}`,
  );
  const empty = await timed('empty database (demo data, academy 001)', () => emptySide(input, today));
  try {
    const started = performance.now();
    await timed(`seed academies 001–${ACADEMIES} (people, classes)`, () =>
      seedRosters(db, { first: 1, last: ACADEMIES }, today),
    );
    await timed('seed a year of history (every academy)', () => seedHistory(db, today));
    await timed('vacuum, analyze, checkpoint', () => settle(db));
    console.log('seed total'.padEnd(44), `${((performance.now() - started) / 1000).toFixed(1)} s`.padStart(10));
    for (const [table, rows] of await rowCounts(db)) {
      console.log(`  ${table.padEnd(42)}`, rows.toLocaleString('en-US').padStart(10));
    }
    const targets = { empty: await subjectOf(empty.db, today), grown: await subjectOf(db, today) };
    const best = await measure({
      empty: { appUrl: empty.appUrl, targets: targets.empty },
      grown: { appUrl: input.appUrl, targets: targets.grown },
    });
    printComparison(targets.grown, best.empty, best.grown);
    await printPlans(db, {
      config: input.config,
      url: input.url,
      targets: targets.grown,
      full: process.argv.includes('--explain'),
    });
  } finally {
    await empty.close();
  }
}
