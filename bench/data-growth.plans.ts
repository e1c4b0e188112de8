/**
 * The plans of the statements a request sends: the app built a second time (no jobs, no log) on a
 * Kysely whose log hook keeps each statement with its parameters, one request answered, then
 * `EXPLAIN (ANALYZE, BUFFERS)` of every read it ran. Printed as one line per statement (time,
 * buffers, sequential scans); with `--explain` the whole plans too.
 */
import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import type { Config } from '../apps/server/src/config';
import type { Database, DB } from '../apps/server/src/db/database';
import type { RequestShape } from './http-load';

/** A request the growth bench measures: one fixed request (no variants). */
export type Target = { name: string; path: string; shape: Omit<RequestShape, 'variants'> };

type Statement = { sql: string; parameters: readonly unknown[] };

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

type ExplainedPlan = { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number };

const isRead = (statement: Statement) => /^\s*(select|with)\b/i.test(statement.sql);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function seqScansOf(node: PlanNode): string[] {
  const here =
    node['Node Type'] === 'Seq Scan'
      ? [
          `${node['Relation Name']} (${((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)).toLocaleString('en-US')} rows × ${node['Actual Loops'] ?? 1})`,
        ]
      : [];
  return [...here, ...(node.Plans ?? []).flatMap(seqScansOf)];
}

/** The statements each target's request runs, in order (the request must succeed). */
async function statementsOf(config: Config, url: string, targets: readonly Target[]) {
  let recording: Statement[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }),
    log: (event) => {
      recording.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  const app = await buildApp({ config, db, jobs: false, logger: false });
  try {
    const byTarget = new Map<Target, Statement[]>();
    for (const target of targets) {
      recording = [];
      const answer = await app.inject({
        method: target.shape.method ?? 'GET',
        url: target.path,
        headers: target.shape.headers,
        payload: target.shape.body,
      });
      if (answer.statusCode !== 200) throw new Error(`${target.name} answered ${answer.statusCode}: ${answer.body}`);
      byTarget.set(target, recording);
    }
    return byTarget;
  } finally {
    await app.close();
    await db.destroy();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each read of each target's request, printed. */
export async function printPlans(
  db: Database,
  input: { config: Config; url: string; targets: readonly Target[]; full: boolean; heading?: string },
) {
  const byTarget = await statementsOf(input.config, input.url, input.targets);
  console.log(
    `\n${input.heading ?? 'Plans on the grown data'}: EXPLAIN (ANALYZE, BUFFERS) of every read each request sends`,
  );
  for (const [target, statements] of byTarget) {
    console.log(`\n${target.name}: ${statements.length} statements`);
    for (const statement of statements.filter(isRead)) {
      const explain = <Row>(options: string) =>
        db.executeQuery<Row>(CompiledQuery.raw(`explain (${options}) ${statement.sql}`, [...statement.parameters]));
      const { rows } = await explain<{ 'QUERY PLAN': ExplainedPlan[] }>('analyze, buffers, format json');
      const plan = rows[0]?.['QUERY PLAN'][0];
      if (!plan) throw new Error(`no plan for ${statement.sql}`);
      const buffers = (plan.Plan['Shared Hit Blocks'] ?? 0) + (plan.Plan['Shared Read Blocks'] ?? 0);
      const scans = seqScansOf(plan.Plan);
      console.log(
        `${plan['Execution Time'].toFixed(2).padStart(8)} ms (planning ${plan['Planning Time'].toFixed(2)} ms) ${String(buffers).padStart(6)} buffers  ${
          scans.length ? `seq scans: ${scans.join(', ')}` : 'no seq scan'
        }`,
      );
      console.log(`    ${oneLine(statement.sql).slice(0, 150)}`);
      if (input.full) {
        const text = await explain<{ 'QUERY PLAN': string }>('analyze, buffers, costs off');
        for (const row of text.rows) console.log(`      ${row['QUERY PLAN']}`);
      }
    }
  }
}
