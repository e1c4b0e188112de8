import { type Config, ConfigError, loadConfig } from '../config';

/**
 * What the command-line scripts (`npm run backup`, `restore`, `demo:reset`) share: lines prefixed
 * with the script's name, a failure that exits with a code, and the server's configuration read the
 * way the server reads it (a bad setting exits 78, as the server does).
 */
export function scriptConsole(name: string) {
  const say = (message: string) => process.stdout.write(`[${name}] ${message}\n`);
  const fail = (message: string, code = 1): never => {
    process.stderr.write(`[${name}] ${message}\n`);
    process.exit(code);
  };
  const configOrFail = (): Config => {
    try {
      return loadConfig();
    } catch (error) {
      if (error instanceof ConfigError) return fail(error.message, 78);
      throw error;
    }
  };
  return { say, fail, configOrFail };
}
