import path from 'node:path';
import { DEFAULT_MESSAGE_PRICES, type MessagePrices } from '@academy/domain/notifications/message-cost';
import { z } from 'zod';
import { PASSWORD_HASHINGS, type PasswordHashing } from './platform/auth/password';
import { isSecretKeyText } from './platform/crypto/secret-key';

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
    /** Loopback by default: the local mode (platform/mode). Any other address runs the server for real. */
    HOST: z.string().default('127.0.0.1'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    ROOT_REDIRECT: z.string().startsWith('/').default('/mainTF'),
    INSPECTION_START: isoTime,
    INSPECTION_END: isoTime,
    INTERNAL_IPS: ipList,
    /** The proxies' addresses or CIDR ranges, comma-separated; never `true` (any X-Forwarded-For would be believed). */
    TRUSTED_PROXY: z
      .string()
      .refine(
        (text) => !['true', '*'].includes(text.trim().toLowerCase()),
        'list the proxy addresses or CIDR ranges (e.g. 10.0.0.2 or 10.0.0.0/24): trusting any proxy lets every client choose its own address',
      )
      .optional(),
    SENTRY_DSN: z.url().optional(),
    GA_TRACKING_ID: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Turns on GET /metrics (Prometheus), read with `Authorization: Bearer <token>`; unset, /metrics is 404. */
    METRICS_TOKEN: z
      .string()
      .regex(/^\S{24,}$/, 'at least 24 characters, no spaces (openssl rand -hex 24)')
      .optional(),
    WEB_DIST_DIR: optionalText,
    /** Unset: demo data in the local mode only. `true` in the real mode refuses to start. */
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    /** `true` lets the real mode start with sandbox providers (they stay closed to the public: README). */
    ALLOW_SANDBOX_FOR_REAL: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_ALLOWLIST: z.string().optional(),
    /** The address people open the service at (https://…); required in the real mode, for links in messages. */
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    /** scrypt parameters for new passwords (platform/auth/password); `fast-for-tests` only with NODE_ENV=test. */
    PASSWORD_HASHING: z.enum(PASSWORD_HASHINGS).default('owasp'),
    MESSAGING_PROVIDER: z.enum(['sandbox', 'solapi']).default('sandbox'),
    /** 32 bytes in base64 that encrypt CI/DI; when unset, DATA_DIR/secret.key is created once and kept. */
    SECRET_KEY: z.string().refine(isSecretKeyText, 'must be 32 bytes in base64 (openssl rand -base64 32)').optional(),
    IDENTITY_PROVIDER: z.enum(['sandbox', 'toss']).default('sandbox'),
    SOCIAL_LOGIN_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    /** Only the sandbox for now: no SMTP client is installed. */
    MAIL_PROVIDER: z.enum(['sandbox']).default('sandbox'),
    /** Who takes payments: the sandbox on this machine (default), Toss Payments or NicePay. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'toss', 'nicepay']).default('sandbox'),
    // Toss 본인확인 (IDENTITY_PROVIDER=toss)
    TOSS_CERT_CLIENT_ID: optionalText,
    TOSS_CERT_CLIENT_SECRET: optionalText,
    /** The RSA public key (base64 X.509/SPKI) Toss hands the merchant, for the personal-data session keys. */
    TOSS_CERT_PUBLIC_KEY: optionalText,
    TOSS_CERT_OAUTH_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.cert.toss.im'),
    TOSS_CERT_API_URL: z.url({ protocol: /^https?$/ }).default('https://cert.toss.im'),
    // Toss Payments (PAYMENT_PROVIDER=toss): the client key opens the checkout, the secret key calls the API
    TOSS_PAYMENTS_CLIENT_KEY: optionalText,
    TOSS_PAYMENTS_SECRET_KEY: optionalText,
    TOSS_PAYMENTS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.tosspayments.com'),
    /** The payouts API's (지급대행) security key, 64 hex digits: with it, PAYMENT_PROVIDER=toss registers sellers at Toss. */
    TOSS_PAYMENTS_SECURITY_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .optional(),
    // NicePay Start API (PAYMENT_PROVIDER=nicepay), with a client key of the server-approval model
    NICEPAY_CLIENT_ID: optionalText,
    NICEPAY_SECRET_KEY: optionalText,
    NICEPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.nicepay.co.kr'),
    // Social login (SOCIAL_LOGIN_PROVIDER=real); a provider without its keys answers "not available".
    KAKAO_CLIENT_ID: optionalText,
    KAKAO_CLIENT_SECRET: optionalText,
    KAKAO_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://kauth.kakao.com'),
    KAKAO_API_URL: z.url({ protocol: /^https?$/ }).default('https://kapi.kakao.com'),
    NAVER_CLIENT_ID: optionalText,
    NAVER_CLIENT_SECRET: optionalText,
    NAVER_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://nid.naver.com'),
    NAVER_API_URL: z.url({ protocol: /^https?$/ }).default('https://openapi.naver.com'),
    /** The Services ID. */
    APPLE_CLIENT_ID: optionalText,
    APPLE_TEAM_ID: optionalText,
    APPLE_KEY_ID: optionalText,
    /** The Sign in with Apple private key (.p8, PKCS#8 PEM; `\n` may stand for line breaks). */
    APPLE_PRIVATE_KEY: optionalText,
    APPLE_AUTH_URL: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com'),
    // Solapi SMS/LMS/AlimTalk (MESSAGING_PROVIDER=solapi)
    SOLAPI_API_KEY: optionalText,
    SOLAPI_API_SECRET: optionalText,
    /** The registered sender number (발신번호), digits. */
    SOLAPI_SENDER: z
      .string()
      .regex(/^\d{8,12}$/, 'digits only')
      .optional(),
    /** The Kakao channel (pfId) AlimTalk is sent from. */
    SOLAPI_KAKAO_PF_ID: optionalText,
    SOLAPI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.solapi.com'),
    // File storage: DATA_DIR/files (default), or an S3-compatible bucket (FILE_STORAGE=s3)
    FILE_STORAGE: z.enum(['local', 's3']).default('local'),
    /** The S3 API address; AWS's regional endpoint (https://s3.<region>.amazonaws.com) when unset. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3–63 lower-case letters, digits, dots, hyphens')
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a region name such as ap-northeast-2')
      .default('ap-northeast-2'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** `true` for stores addressed as endpoint/bucket/key (MinIO, Ceph …); AWS uses bucket.endpoint/key. */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    // Push (decision 0046): web push with VAPID keys (given, or kept in DATA_DIR/vapid.json), native push by FCM
    /** sandbox: web pushes go only to endpoints on this machine (a local push service), the rest to the outbox. */
    WEB_PUSH_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    /** Who push services may contact about our pushes: mailto: or https:; PUBLIC_ORIGIN by default. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, 'mailto: or https: address')
      .optional(),
    NATIVE_PUSH_PROVIDER: z.enum(['sandbox', 'fcm', 'off']).default('sandbox'),
    FCM_PROJECT_ID: optionalText,
    /** The service account's client_email and private_key (PKCS#8 PEM; `\n` may stand for line breaks). */
    FCM_CLIENT_EMAIL: optionalText,
    FCM_PRIVATE_KEY: optionalText,
    FCM_API_URL: z.url({ protocol: /^https?$/ }).default('https://fcm.googleapis.com'),
    FCM_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
    // What one message costs (won), for previews and the monthly summary; the domain's list prices by default
    MESSAGE_PRICE_ALIMTALK: z.coerce.number().int().min(0).optional(),
    MESSAGE_PRICE_SMS: z.coerce.number().int().min(0).optional(),
    MESSAGE_PRICE_LMS: z.coerce.number().int().min(0).optional(),
  })
  .refine((env) => Boolean(env.INSPECTION_START) === Boolean(env.INSPECTION_END), {
    message: 'INSPECTION_START and INSPECTION_END must be set together',
    path: ['INSPECTION_END'],
  })
  .superRefine((env, context) => {
    const need = (keys: (keyof typeof env)[], reason: string) => {
      for (const key of keys) {
        if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: `required ${reason}` });
      }
    };
    if (env.PASSWORD_HASHING !== 'owasp' && env.NODE_ENV !== 'test')
      context.addIssue({ code: 'custom', path: ['PASSWORD_HASHING'], message: 'only owasp outside NODE_ENV=test' });
    if (env.IDENTITY_PROVIDER === 'toss')
      need(['TOSS_CERT_CLIENT_ID', 'TOSS_CERT_CLIENT_SECRET', 'TOSS_CERT_PUBLIC_KEY'], 'when IDENTITY_PROVIDER=toss');
    if (env.PAYMENT_PROVIDER === 'toss')
      need(['TOSS_PAYMENTS_CLIENT_KEY', 'TOSS_PAYMENTS_SECRET_KEY'], 'when PAYMENT_PROVIDER=toss');
    if (env.PAYMENT_PROVIDER === 'nicepay')
      need(['NICEPAY_CLIENT_ID', 'NICEPAY_SECRET_KEY'], 'when PAYMENT_PROVIDER=nicepay');
    if (env.MESSAGING_PROVIDER === 'solapi')
      need(['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SOLAPI_SENDER'], 'when MESSAGING_PROVIDER=solapi');
    if (env.NATIVE_PUSH_PROVIDER === 'fcm')
      need(['FCM_PROJECT_ID', 'FCM_CLIENT_EMAIL', 'FCM_PRIVATE_KEY'], 'when NATIVE_PUSH_PROVIDER=fcm');
    if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY)
      need(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'], 'together for web push');
    if (env.FILE_STORAGE === 's3')
      need(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'when FILE_STORAGE=s3');
    if (env.KAKAO_CLIENT_SECRET) need(['KAKAO_CLIENT_ID'], 'with KAKAO_CLIENT_SECRET');
    if (env.NAVER_CLIENT_ID || env.NAVER_CLIENT_SECRET)
      need(['NAVER_CLIENT_ID', 'NAVER_CLIENT_SECRET'], 'together for Naver login');
    if (env.APPLE_CLIENT_ID || env.APPLE_TEAM_ID || env.APPLE_KEY_ID || env.APPLE_PRIVATE_KEY)
      need(['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'], 'together for Apple login');
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
  /** Fastify's trustProxy: the proxies' addresses or CIDR ranges whose X-Forwarded-For is believed; false for none. */
  trustedProxy: string[] | false;
  sentryDsn: string | undefined;
  gaTrackingId: string | undefined;
  logLevel: string;
  /** METRICS_TOKEN: the bearer token of GET /metrics; undefined keeps metrics off (platform/metrics). */
  metricsToken: string | undefined;
  webDistDir: string;
  /** SEED_DEMO: true/false when set; undefined lets the mode decide (platform/mode seedsDemoData). */
  seedDemo: boolean | undefined;
  /** ALLOW_SANDBOX_FOR_REAL: the real mode may start with sandbox providers or SEED_DEMO=true. */
  allowSandboxForReal: boolean;
  /** Client addresses the per-route rate limits never count (e.g. a load test or the end-to-end runner on loopback). */
  rateLimitAllowList: string[];
  /** PUBLIC_ORIGIN as an origin (`https://academy.example.kr`); links in messages use it (platform/http/public-origin). */
  publicOrigin: string | undefined;
  /** How new passwords are hashed; logins rehash weaker stored hashes to it. */
  passwordHashing: PasswordHashing;
  /** Which client each outside service uses; 'sandbox' keeps everything on this machine. */
  providers: {
    messaging: 'sandbox' | 'solapi';
    identity: 'sandbox' | 'toss';
    socialLogin: 'sandbox' | 'real';
    mail: 'sandbox';
    payments: 'sandbox' | 'toss' | 'nicepay';
  };
  /** SECRET_KEY (base64), or undefined to keep a generated key in DATA_DIR/secret.key. */
  secretKey: string | undefined;
  toss: TossCertConfig | undefined;
  tossPayments: TossPaymentsConfig | undefined;
  nicepay: NicePayConfig | undefined;
  social: SocialLoginConfig;
  solapi: SolapiConfig | undefined;
  /** Where uploaded files are kept: `DATA_DIR/files` (local) or the S3 bucket. */
  fileStorage: 'local' | 's3';
  filesDir: string;
  s3: S3Config | undefined;
  push: PushConfig;
  /** The price table of paid messages (MESSAGE_PRICE_*, else the domain's DEFAULT_MESSAGE_PRICES). */
  messagePrices: MessagePrices;
};

export type PushConfig = {
  web: 'sandbox' | 'real';
  /** VAPID keys (base64url) when configured; otherwise DATA_DIR/vapid.json, made once. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** `off`: no app wrapper to push to (a device token is dropped at its first push). */
  native: 'sandbox' | 'fcm' | 'off';
  fcm: FcmConfig | undefined;
};

export type FcmConfig = {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  apiUrl: string;
  tokenUrl: string;
};

export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type TossCertConfig = {
  clientId: string;
  clientSecret: string;
  publicKey: string;
  oauthUrl: string;
  apiUrl: string;
};

export type TossPaymentsConfig = {
  /** The checkout's key (`ck_…` or `test_ck_…`), given to the web page. */
  clientKey: string;
  /** The API's key (`sk_…` or `test_sk_…`); never leaves the server. */
  secretKey: string;
  apiUrl: string;
  /** The payouts API's security key (지급대행); without it the payouts stay with the sandbox. */
  securityKey?: string;
};

export type NicePayConfig = {
  /** The client key, given to the web page for AUTHNICE.requestPay. */
  clientId: string;
  secretKey: string;
  apiUrl: string;
};

export type SocialLoginConfig = {
  kakao: { clientId: string; clientSecret: string | undefined; authUrl: string; apiUrl: string } | undefined;
  naver: { clientId: string; clientSecret: string; authUrl: string; apiUrl: string } | undefined;
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string; authUrl: string } | undefined;
};

export type SolapiConfig = {
  apiKey: string;
  apiSecret: string;
  sender: string;
  kakaoPfId: string | undefined;
  baseUrl: string;
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

function parseTrustedProxy(value: string | undefined): string[] | false {
  if (value === undefined || value === 'false') return false;
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
    metricsToken: e.METRICS_TOKEN,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === 'true',
    allowSandboxForReal: e.ALLOW_SANDBOX_FOR_REAL === 'true',
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
    rateLimitAllowList: (e.RATE_LIMIT_ALLOWLIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    passwordHashing: e.PASSWORD_HASHING,
    providers: {
      messaging: e.MESSAGING_PROVIDER,
      identity: e.IDENTITY_PROVIDER,
      socialLogin: e.SOCIAL_LOGIN_PROVIDER,
      mail: e.MAIL_PROVIDER,
      payments: e.PAYMENT_PROVIDER,
    },
    secretKey: e.SECRET_KEY,
    toss:
      e.TOSS_CERT_CLIENT_ID && e.TOSS_CERT_CLIENT_SECRET && e.TOSS_CERT_PUBLIC_KEY
        ? {
            clientId: e.TOSS_CERT_CLIENT_ID,
            clientSecret: e.TOSS_CERT_CLIENT_SECRET,
            publicKey: e.TOSS_CERT_PUBLIC_KEY,
            oauthUrl: e.TOSS_CERT_OAUTH_URL,
            apiUrl: e.TOSS_CERT_API_URL,
          }
        : undefined,
    tossPayments:
      e.TOSS_PAYMENTS_CLIENT_KEY && e.TOSS_PAYMENTS_SECRET_KEY
        ? {
            clientKey: e.TOSS_PAYMENTS_CLIENT_KEY,
            secretKey: e.TOSS_PAYMENTS_SECRET_KEY,
            apiUrl: e.TOSS_PAYMENTS_API_URL,
            securityKey: e.TOSS_PAYMENTS_SECURITY_KEY,
          }
        : undefined,
    nicepay:
      e.NICEPAY_CLIENT_ID && e.NICEPAY_SECRET_KEY
        ? { clientId: e.NICEPAY_CLIENT_ID, secretKey: e.NICEPAY_SECRET_KEY, apiUrl: e.NICEPAY_API_URL }
        : undefined,
    social: {
      kakao: e.KAKAO_CLIENT_ID
        ? {
            clientId: e.KAKAO_CLIENT_ID,
            clientSecret: e.KAKAO_CLIENT_SECRET,
            authUrl: e.KAKAO_AUTH_URL,
            apiUrl: e.KAKAO_API_URL,
          }
        : undefined,
      naver:
        e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET
          ? {
              clientId: e.NAVER_CLIENT_ID,
              clientSecret: e.NAVER_CLIENT_SECRET,
              authUrl: e.NAVER_AUTH_URL,
              apiUrl: e.NAVER_API_URL,
            }
          : undefined,
      apple:
        e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
          ? {
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
              authUrl: e.APPLE_AUTH_URL,
            }
          : undefined,
    },
    solapi:
      e.SOLAPI_API_KEY && e.SOLAPI_API_SECRET && e.SOLAPI_SENDER
        ? {
            apiKey: e.SOLAPI_API_KEY,
            apiSecret: e.SOLAPI_API_SECRET,
            sender: e.SOLAPI_SENDER,
            kakaoPfId: e.SOLAPI_KAKAO_PF_ID,
            baseUrl: e.SOLAPI_BASE_URL,
          }
        : undefined,
    fileStorage: e.FILE_STORAGE,
    filesDir: path.join(path.resolve(cwd, e.DATA_DIR), 'files'),
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    push: {
      web: e.WEB_PUSH_PROVIDER,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject:
        e.VAPID_SUBJECT ??
        (e.PUBLIC_ORIGIN?.startsWith('https:') ? new URL(e.PUBLIC_ORIGIN).origin : 'mailto:push@localhost.localdomain'),
      native: e.NATIVE_PUSH_PROVIDER,
      fcm:
        e.FCM_PROJECT_ID && e.FCM_CLIENT_EMAIL && e.FCM_PRIVATE_KEY
          ? {
              projectId: e.FCM_PROJECT_ID,
              clientEmail: e.FCM_CLIENT_EMAIL,
              privateKey: e.FCM_PRIVATE_KEY.replaceAll('\\n', '\n'),
              apiUrl: e.FCM_API_URL,
              tokenUrl: e.FCM_TOKEN_URL,
            }
          : undefined,
    },
    messagePrices: {
      alimTalk: e.MESSAGE_PRICE_ALIMTALK ?? DEFAULT_MESSAGE_PRICES.alimTalk,
      sms: e.MESSAGE_PRICE_SMS ?? DEFAULT_MESSAGE_PRICES.sms,
      lms: e.MESSAGE_PRICE_LMS ?? DEFAULT_MESSAGE_PRICES.lms,
    },
  };
}
