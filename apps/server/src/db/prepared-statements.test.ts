import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { MAX_PREPARED_VALUES, PreparingClient } from './prepared-statements';

const { url } = await createTestDatabase();
const clients: pg.Client[] = [];
afterAll(() => Promise.all(clients.map((client) => client.end())));

/** One connection of the app's kind, and what PostgreSQL holds prepared for it. */
async function connection() {
  const client = new PreparingClient({ connectionString: url });
  await client.connect();
  clients.push(client);
  const prepared = async () =>
    (await client.query('select statement from pg_prepared_statements order by statement')).rows.map(
      (row: { statement: string }) => row.statement,
    );
  return { client, prepared };
}

describe('the pool’s client', () => {
  it('prepares a statement with values once per connection and reuses it with other values', async () => {
    const { client, prepared } = await connection();
    const text = 'select $1::int + $2::int as sum';
    expect((await client.query(text, [1, 2])).rows).toEqual([{ sum: 3 }]);
    expect((await client.query(text, [40, 2])).rows).toEqual([{ sum: 42 }]);
    expect(await prepared()).toEqual([text]);
  });

  it('leaves statements without values, or with many, unnamed', async () => {
    const { client, prepared } = await connection();
    await client.query('select 1', []);
    await client.query('begin');
    await client.query('commit');
    const many = Array.from({ length: MAX_PREPARED_VALUES + 1 }, (_, index) => index);
    const text = `select ${many.map((index) => `$${index + 1}::int`).join(' + ')} as sum`;
    expect((await client.query(text, many)).rows[0].sum).toBe(many.reduce((a, b) => a + b, 0));
    expect(await prepared()).toEqual([]);
  });

  it('keeps answering after another process changes a table under a prepared select *', async () => {
    const { client } = await connection();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    clients.push(other);
    await other.query('create table prepared_probe (id int primary key, label text)');
    await other.query("insert into prepared_probe values (1, 'one')");
    const text = 'select * from prepared_probe where id = $1';
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
    await other.query('alter table prepared_probe add column extra text');
    // PostgreSQL refuses the prepared statement once; the connection runs its text unnamed after that.
    const refused = await client.query(text, [1]).catch((error: { code?: string }) => error);
    expect((refused as { code?: string }).code).toBe('0A000');
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, label: 'one', extra: null }]);
  });
});
