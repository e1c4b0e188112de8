import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations';

export class MigrationError extends Error {
  constructor(migrationName: string | undefined, cause: unknown) {
    super(
      `Migration ${migrationName ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'MigrationError';
  }
}

const staticProvider = (list: Record<string, Migration>): MigrationProvider => ({ getMigrations: async () => list });

/** Runs every pending migration in name order; throws MigrationError on the first failure. */
export async function migrateToLatest(
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the database untyped, frozen in time
  db: Kysely<any>,
  list: Record<string, Migration> = migrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticProvider(list) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new MigrationError(failed?.migrationName, error);
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
