import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * A query that runs on (almost) every request, built with Kysely and compiled to SQL once, at its
 * first use, instead of on every call (docs/decisions/0037-request-cost.md): building and compiling
 * a query with joins costs more of a request's time than sending it. Each call binds its own
 * values into the same SQL text (which the pool's client also prepares once per connection).
 *
 * `build` receives stand-ins for the values and must hand each one to Kysely as a value, untouched
 * (no hashing or formatting inside: do that before the call), and must not choose the query's shape
 * from them. The values are bound by position, so a stand-in that does not reach the compiled
 * parameters is refused at the first use.
 */
export function compiledOnce<Args extends readonly unknown[], Row>(
  build: (db: Executor, ...args: Args) => Compilable<Row>,
): (db: Executor, ...args: Args) => Promise<Row[]> {
  let template: { sql: string; query: CompiledQuery['query']; slots: (number | { value: unknown })[] } | undefined;

  return async (db, ...args) => {
    if (!template) {
      const standIns = args.map((_, index) => new StandIn(index));
      const compiled = build(db, ...(standIns as unknown as Args)).compile();
      const slots = compiled.parameters.map((value) => (value instanceof StandIn ? value.index : { value }));
      const bound = new Set(slots.filter((slot): slot is number => typeof slot === 'number'));
      if (bound.size !== args.length) throw new Error('compiledOnce: every value must reach the query as a parameter');
      template = { sql: compiled.sql, query: compiled.query, slots };
    }
    const { sql, query, slots } = template;
    const parameters = slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    const result = await db.executeQuery<Row>({ sql, query, parameters, queryId: { queryId: '' } });
    return result.rows;
  };
}

/** The stand-in for the value at `index` while the query is built. */
class StandIn {
  constructor(readonly index: number) {}
}
