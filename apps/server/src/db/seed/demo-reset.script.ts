import { businessDateOf } from '@academy/domain/format/format.business-date';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { resolveSecretKey } from '../../platform/crypto/secret-key';
import { createKysely, openDatabase } from '../connect';
import { chooseDatabaseDir } from '../embedded-server';
import { migrateToLatest } from '../migrate';
import { scriptConsole } from '../script-console';
import { resetDemoData } from './demo-data';
import {
  connectedMessage,
  embeddedInUseMessage,
  otherConnections,
  productionRefusal,
  runningPostmaster,
} from './demo-reset.guard';

/**
 * `npm run demo:reset`: empties the local database (every table but the migrator's) and writes the
 * demo academies again, dated from now. The database is the server's: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR (run from apps/server, as `npm start` is). Refuses in production and while
 * the server is using the database.
 */

const { say, fail, configOrFail } = scriptConsole('demo:reset');

async function main() {
  const config = configOrFail();
  const refusal = productionRefusal(config);
  if (refusal) return fail(refusal);

  if (config.databaseUrl) {
    const db = createKysely(config.databaseUrl, 1);
    try {
      const others = await otherConnections(db);
      if (others > 0) return fail(connectedMessage(others));
    } finally {
      await db.destroy();
    }
  } else {
    const databaseDir = chooseDatabaseDir(config.dataDir, say);
    const pid = runningPostmaster(databaseDir);
    if (pid !== null) return fail(embeddedInUseMessage(databaseDir, pid));
  }

  say(
    config.databaseUrl
      ? 'connecting to DATABASE_URL'
      : `starting the embedded PostgreSQL server (DATA_DIR=${config.dataDir})`,
  );
  const database = await openDatabase(config, say);
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) say(`applied migrations: ${applied.join(', ')}`);
    const now = new Date();
    await resetDemoData(database.db, { now, crypto: createFieldCrypto(() => resolveSecretKey(config)) });
    say(`the demo academies are back, dated from today (${businessDateOf(now)}); see README for the demo accounts`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  fail(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
