import path from 'node:path';
import { scriptConsole } from '../script-console';
import { BackupFolderError } from './backup-folder';
import { PgToolMissingError } from './pg-tools';
import { RestoreRefusedError, restoreDataFolder } from './restore';

/**
 * `npm run restore -- <backup folder> [--force]`: restores a backup made by `npm run backup` into
 * DATA_DIR (which must be new or empty; --force moves the current one aside) or, for a backup of
 * an external database, into the empty DATABASE_URL database. Then start the server as usual.
 */

const { say, fail, configOrFail } = scriptConsole('restore');

async function main() {
  const args = process.argv.slice(2);
  const from = args.find((arg) => !arg.startsWith('--'));
  if (!from) return fail('usage: npm run restore -- <backup folder> [--force]');
  const config = configOrFail();
  const manifest = await restoreDataFolder({
    config,
    from: path.resolve(from),
    force: args.includes('--force'),
    log: say,
  });
  say(
    `restored the backup of ${manifest.createdAt} (app ${manifest.appVersion}, migration ${manifest.migration ?? '(none)'})`,
  );
  say(config.databaseUrl ? `into DATABASE_URL and DATA_DIR=${config.dataDir}` : `into DATA_DIR=${config.dataDir}`);
  say('start the server as usual (npm start)');
}

main().catch((error) => {
  if (
    error instanceof RestoreRefusedError ||
    error instanceof BackupFolderError ||
    error instanceof PgToolMissingError
  ) {
    return fail(error.message);
  }
  fail(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
