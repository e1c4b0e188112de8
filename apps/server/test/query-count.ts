import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, expect } from 'vitest';
import type { Database, DB } from '../src/db/database';

/**
 * Counting the SQL statements a request runs. The app is built on `db`, a Kysely handle over the
 * test database whose log hook sees every statement the app runs — the session lookup of the auth
 * hook, the access layer's membership, the service's queries, a transaction's BEGIN and COMMIT,
 * and statements that fail. `count(call)` answers how many ran while one request was served; the
 * request must succeed (a refusal would count the wrong work). Nothing else may use `db` while a
 * request is being counted.
 */

type Answer = { statusCode: number; body: string };
type Response = Answer & { rawPayload: Buffer };

export type CountedDatabase = {
  db: Database;
  /** The number of statements run while `call` was answered; throws unless it answered 2xx. */
  count: (call: () => Promise<Answer>) => Promise<number>;
  /** The SQL text of the statements the last counted request ran, in order (to read a failing count). */
  lastStatements: () => readonly string[];
  /**
   * Holds a list to a cost that does not grow with its rows: `few` and `many` ask the same list of a
   * small and a large world; the larger answer must be longer and cost the same number of statements
   * (both lists of SQL are printed when it does not).
   */
  expectSameCount: (few: () => Promise<Response>, many: () => Promise<Response>) => Promise<void>;
};

/** A counted Kysely over the test database at `url` (see createTestDatabase), closed after the file's tests. */
export function countedDatabase(url: string): CountedDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recording: string[] | null = null;
  let last: readonly string[] = [];
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      recording?.push(event.query.sql);
    },
  });
  afterAll(() => db.destroy());

  const counted: CountedDatabase = {
    db,
    lastStatements: () => last,
    async expectSameCount(few, many) {
      let fewAnswered = 0;
      let manyAnswered = 0;
      const fewCount = await counted.count(async () => {
        const response = await few();
        fewAnswered = response.rawPayload.length;
        return response;
      });
      const fewSql = last;
      const manyCount = await counted.count(async () => {
        const response = await many();
        manyAnswered = response.rawPayload.length;
        return response;
      });
      expect(manyAnswered).toBeGreaterThan(fewAnswered);
      expect(manyCount, `${fewSql.join('\n')}\n---\n${last.join('\n')}`).toBe(fewCount);
    },
    async count(call) {
      const statements: string[] = [];
      recording = statements;
      let answer: Answer;
      try {
        answer = await call();
      } finally {
        recording = null;
      }
      last = statements;
      if (answer.statusCode < 200 || answer.statusCode > 299) {
        throw new Error(`the counted request answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
      }
      return statements.length;
    },
  };
  return counted;
}
