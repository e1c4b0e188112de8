import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The pool's client, which runs the app's parameterised statements as named prepared statements
 * (docs/decisions/0037-request-cost.md). PostgreSQL then parses a statement once per connection
 * instead of on every request, and after five executions keeps a generic plan when it costs no
 * more than the custom ones: the hot queries (the class sheet, the homes, the schedule's sessions)
 * spent more time being planned than being run.
 *
 * A statement is named by a hash of its text, so the same query on the same connection reuses its
 * preparation; the values are still sent apart from the text, as before. Statements without values
 * (BEGIN, COMMIT, `select 1`) stay on the simple protocol, and so do statements with many values
 * (bulk inserts, long `in` lists), whose texts vary with the row count. Each connection prepares at
 * most MAX_PREPARED_PER_CONNECTION texts; later ones run unnamed, as every statement did before.
 *
 * A table altered by another process (a rolling deploy's migration) can change the rows a prepared
 * `select *` answers; PostgreSQL then refuses that statement once ("cached plan must not change
 * result type") and this connection runs its text unnamed from then on.
 */

/** The most values a statement may take and still be prepared: past it, texts vary with list lengths. */
export const MAX_PREPARED_VALUES = 64;
/** The most statements one connection prepares (each holds a plan in its PostgreSQL backend). */
export const MAX_PREPARED_PER_CONNECTION = 500;

/** Names by statement text, shared by every connection (a bounded memory; a miss only costs a hash). */
const names = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= MAX_REMEMBERED_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** PostgreSQL's refusal of a prepared statement whose result columns changed under it. */
const PLAN_CHANGED_RESULT = '0A000';

type QueryArguments = Parameters<pg.Client['query']>;

export class PreparingClient extends pg.Client {
  /** The statement names this connection has prepared. */
  readonly #prepared = new Set<string>();
  /** Names whose statement PostgreSQL refused after a table changed: their texts now run unnamed. */
  readonly #retired = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The pool listens for errors only while a connection is idle. One that drops while it is
    // checked out between two statements (a transaction's, a server going down, a failover) would
    // otherwise be an 'error' event nobody hears, which ends the process: its holder learns of it
    // from its next statement, and the pool discards it on release.
    this.on('error', (error) => process.stderr.write(`[database] connection closed while in use: ${error.message}\n`));
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query() is a set of overloads; this only rewrites (text, values).
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown];
    if (typeof text === 'string' && Array.isArray(values) && args.length === 2) {
      const named = this.#named(text, values);
      if (named) {
        return (super.query(named) as Promise<pg.QueryResult>).catch((error: { code?: string }) => {
          if (error.code === PLAN_CHANGED_RESULT) this.#retired.add(named.name);
          throw error;
        });
      }
    }
    return super.query(...(args as QueryArguments));
  }

  #named(text: string, values: unknown[]): (pg.QueryConfig & { name: string }) | undefined {
    if (values.length === 0 || values.length > MAX_PREPARED_VALUES) return undefined;
    const name = nameOf(text);
    if (this.#retired.has(name)) return undefined;
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
      this.#prepared.add(name);
    }
    return { name, text, values };
  }
}
