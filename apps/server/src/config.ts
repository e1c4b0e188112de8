import path from 'node:path';
import { z } from 'zod';

const optionalText = z.string().optional();
const isoTime = z.iso.datetime({ offset: true }).optional();
const ipList = z
  .string()
  .default('127.0.0.1,::1')
  .transform((text) =>
    text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  );

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    ROOT_REDIRECT: z.string().startsWith('/').default('/mainTF'),
    INSPECTION_START: isoTime,
    INSPECTION_END: isoTime,
    INTERNAL_IPS: ipList,
    TRUSTED_PROXY: optionalText,
    SENTRY_DSN: z.url().optional(),
    GA_TRACKING_ID: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalText,
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    MESSAGING_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  })
  .refine((env) => Boolean(env.INSPECTION_START) === Boolean(env.INSPECTION_END), {
    message: 'INSPECTION_START and INSPECTION_END must be set together',
    path: ['INSPECTION_END'],
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  rootRedirect: string;
  inspection: { start: Date; end: Date } | undefined;
  internalIps: string[];
  /** Fastify's trustProxy: the proxies' addresses or CIDR ranges whose X-Forwarded-For is believed, or true for any. */
  trustedProxy: string[] | boolean;
  sentryDsn: string | undefined;
  gaTrackingId: string | undefined;
  logLevel: string;
  webDistDir: string;
  seedDemo: boolean;
  /** Which client each outside service uses; 'sandbox' keeps everything on this machine. */
  providers: { messaging: 'sandbox' };
};

export class ConfigError extends Error {
  constructor(
    readonly badKeys: string[],
    details: string,
  ) {
    super(`Invalid configuration: ${badKeys.join(', ')}\n${details}`);
    this.name = 'ConfigError';
  }
}

function parseTrustedProxy(value: string | undefined): string[] | boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Parses the environment once. Throws ConfigError naming every bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  // Empty strings count as unset, so `FOO=` in a shell behaves like no FOO at all.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const keys = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '?')))];
    const details = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(keys, details);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    rootRedirect: e.ROOT_REDIRECT,
    inspection:
      e.INSPECTION_START && e.INSPECTION_END
        ? { start: new Date(e.INSPECTION_START), end: new Date(e.INSPECTION_END) }
        : undefined,
    internalIps: e.INTERNAL_IPS,
    trustedProxy: parseTrustedProxy(e.TRUSTED_PROXY),
    sentryDsn: e.SENTRY_DSN,
    gaTrackingId: e.GA_TRACKING_ID,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    seedDemo: e.SEED_DEMO === 'true',
    providers: { messaging: e.MESSAGING_PROVIDER },
  };
}
