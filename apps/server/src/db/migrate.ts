import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, type Kysely, Migrator } from 'kysely';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

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

/** Runs every pending migration in name order; throws MigrationError on the first failure. */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the database untyped, frozen in time
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: migrationsFolder }),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new MigrationError(failed?.migrationName, error);
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
