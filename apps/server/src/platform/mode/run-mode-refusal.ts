import type { Config } from '../../config';
import { runModeOf } from './run-mode';

/** The setting that lets the server run for real with a sandbox provider (dangerous: README). */
export const ALLOW_SANDBOX_SETTING = 'ALLOW_SANDBOX_FOR_REAL';

type ModeConfig = Pick<Config, 'env' | 'host' | 'providers' | 'seedDemo' | 'allowSandboxForReal'> &
  Partial<Pick<Config, 'publicOrigin' | 'push'>>;

/** Refused start: the message names the settings at fault and the one that would allow them. */
export class RunModeRefusedError extends Error {
  constructor(readonly choices: string[]) {
    super(
      `refusing to run for real (NODE_ENV=production or HOST beyond loopback) with ${choices.join(', ')}: ` +
        `configure the real providers and leave SEED_DEMO unset, or set ${ALLOW_SANDBOX_SETTING}=true ` +
        '(see README, "Running for real")',
    );
    this.name = 'RunModeRefusedError';
  }
}

/** Refused start: the real mode writes links into messages, so it must know the address people open. */
export class PublicOriginMissingError extends Error {
  constructor() {
    super(
      'refusing to run for real without PUBLIC_ORIGIN: set it to the https address people open ' +
        '(e.g. PUBLIC_ORIGIN=https://academy.example.kr); links in messages and provider return addresses use it ' +
        '(see README, "Running for real")',
    );
    this.name = 'PublicOriginMissingError';
  }
}

/** The chosen settings that exist only for trying the product: each sandbox provider, and the demo seed asked for. */
export function tryingOnlyChoicesOf(config: ModeConfig): string[] {
  const choices: string[] = [];
  if (config.providers.messaging === 'sandbox') choices.push('MESSAGING_PROVIDER=sandbox');
  if (config.providers.identity === 'sandbox') choices.push('IDENTITY_PROVIDER=sandbox');
  if (config.providers.socialLogin === 'sandbox') choices.push('SOCIAL_LOGIN_PROVIDER=sandbox');
  if (config.providers.mail === 'sandbox') choices.push('MAIL_PROVIDER=sandbox');
  // The sandbox takes no money: people would "pay" and nothing would reach the academy.
  if (config.providers.payments === 'sandbox') choices.push('PAYMENT_PROVIDER=sandbox');
  // The sandbox pushes go to this machine's push services and the outbox only (decision 0046).
  if (config.push?.web === 'sandbox') choices.push('WEB_PUSH_PROVIDER=sandbox');
  if (config.push?.native === 'sandbox') choices.push('NATIVE_PUSH_PROVIDER=sandbox');
  if (config.seedDemo === true) choices.push('SEED_DEMO=true');
  return choices;
}

/**
 * Throws RunModeRefusedError when the server would run for real with a sandbox provider or the demo
 * seed, unless ALLOW_SANDBOX_FOR_REAL=true. Even when allowed, the sandbox surfaces stay unregistered
 * and no demo data is seeded in the real mode (localOnly, seedsDemoData).
 */
export function assertRunModeAllowed(config: ModeConfig): void {
  if (runModeOf(config) === 'local') return;
  if (!config.publicOrigin) throw new PublicOriginMissingError();
  if (config.allowSandboxForReal) return;
  const choices = tryingOnlyChoicesOf(config);
  if (choices.length > 0) throw new RunModeRefusedError(choices);
}

/** Demo accounts (with their published password) go only into a local server's database, unless SEED_DEMO=false. */
export function seedsDemoData(config: ModeConfig): boolean {
  return runModeOf(config) === 'local' && config.seedDemo !== false;
}

/** The start-up line naming the mode. */
export function describeRunMode(config: ModeConfig): string {
  if (runModeOf(config) === 'local') {
    return `mode: local, for trying on this machine (reachable only from this machine at ${config.host}; sandbox outbox, sandbox pages and dev triggers answer loopback only)`;
  }
  const sandboxes = tryingOnlyChoicesOf(config).filter((choice) => choice !== 'SEED_DEMO=true');
  return sandboxes.length > 0
    ? `mode: real, with ${sandboxes.join(', ')} allowed by ${ALLOW_SANDBOX_SETTING} (no outbox, sandbox pages, dev triggers or demo data)`
    : 'mode: real (no outbox, sandbox pages, dev triggers or demo data)';
}
