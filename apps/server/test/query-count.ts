import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
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

export type CountedDatabase = {
  db: Database;
  /** The number of statements run while `call` was answered; throws unless it answered 2xx. */
  count: (call: () => Promise<Answer>) => Promise<number>;
  /** The SQL text of the statements the last counted request ran, in order (to read a failing count). */
  lastStatements: () => readonly string[];
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

  return {
    db,
    lastStatements: () => last,
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
}
