import path from 'node:path';
import { scriptConsole } from '../script-console';
import { BackupRefusedError, backUpDataFolder } from './backup';
import { PgToolMissingError } from './pg-tools';

/**
 * `npm run backup [-- --out <folder>]`: backs up the server's data (DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR, running or not), its uploaded files and its key into one owner-only folder
 * under `<folder>` (default: `backups` beside DATA_DIR). Run from apps/server, as `npm start` is, so
 * DATA_DIR and relative paths mean the same as for the server.
 */

const { say, fail, configOrFail } = scriptConsole('backup');

function outFolder(args: string[], dataDir: string): string {
  const at = args.indexOf('--out');
  if (at === -1) return path.join(path.dirname(dataDir), 'backups');
  const given = args[at + 1];
  if (!given) return fail('--out needs a folder: npm run backup -- --out /srv/academy-backups');
  return path.resolve(given);
}

async function main() {
  const config = configOrFail();
  const { folder, manifest } = await backUpDataFolder({
    config,
    into: outFolder(process.argv.slice(2), config.dataDir),
    log: say,
  });
  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  say(
    `database: ${manifest.database.kind}, PostgreSQL ${manifest.database.postgresVersion}, ${megabytes(manifest.database.bytes)}`,
  );
  if (manifest.files.storage === 'local') say(`files: ${manifest.files.count}, ${megabytes(manifest.files.bytes)}`);
  say(`migration: ${manifest.migration ?? '(none)'}; secret key: ${manifest.secretKey}`);
  say(`done: ${folder}`);
  say(
    manifest.secretKey === 'file'
      ? '이 폴더에는 개인정보와 CI/DI 복호화 키가 들어 있습니다: 암호화된 곳에 보관하세요. / It holds personal data and the key that decrypts CI/DI: store it encrypted.'
      : '이 폴더에는 개인정보가 들어 있습니다: 암호화된 곳에 보관하세요. / It holds personal data: store it encrypted.',
  );
  if (manifest.secretKey === 'environment') {
    say('SECRET_KEY는 백업에 없습니다: 따로 보관하세요. / SECRET_KEY is not in the backup: keep it separately.');
  }
}

main().catch((error) => {
  if (error instanceof BackupRefusedError || error instanceof PgToolMissingError) return fail(error.message);
  fail(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
