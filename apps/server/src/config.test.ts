import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('/srv/app', './data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.rootRedirect).toBe('/mainTF');
    expect(config.inspection).toBeUndefined();
    expect(config.internalIps).toHaveLength(2);
    expect(config.sentryDsn).toBeUndefined();
    expect(config.gaTrackingId).toBeUndefined();
    expect(config.trustedProxy).toBe(false);
  });

  it('listens on loopback by default, leaves the demo seed to the mode and allows no sandbox for real', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.host).toBe('127.0.0.1');
    expect(config.seedDemo).toBeUndefined();
    expect(config.allowSandboxForReal).toBe(false);
  });

  it('reads SEED_DEMO and ALLOW_SANDBOX_FOR_REAL, refusing other values', () => {
    const config = loadConfig({ SEED_DEMO: 'false', ALLOW_SANDBOX_FOR_REAL: 'true' });
    expect(config.seedDemo).toBe(false);
    expect(config.allowSandboxForReal).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ ALLOW_SANDBOX_FOR_REAL: 'yes' })).toThrow(/ALLOW_SANDBOX_FOR_REAL/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', INTERNAL_IPS: '', SENTRY_DSN: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.internalIps).toHaveLength(2);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/academy',
      ROOT_REDIRECT: '/v3/MyPage',
      INSPECTION_START: '2026-11-22T01:00:00+09:00',
      INSPECTION_END: '2026-11-22T03:00:00+09:00',
      INTERNAL_IPS: '203.0.113.1, 203.0.113.2',
      TRUSTED_PROXY: '10.0.0.1,10.0.0.2',
      SENTRY_DSN: 'https://key@sentry.example.com/1',
      GA_TRACKING_ID: 'G-TEST',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/academy');
    expect(config.rootRedirect).toBe('/v3/MyPage');
    expect(config.inspection?.start.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(config.inspection?.end.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    expect(config.internalIps).toEqual(['203.0.113.1', '203.0.113.2']);
    expect(config.trustedProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(config.sentryDsn).toBe('https://key@sentry.example.com/1');
    expect(config.gaTrackingId).toBe('G-TEST');
  });

  it('fails listing every bad key', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ROOT_REDIRECT: 'mainTF', INSPECTION_START: 'tomorrow' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const keys = (caught as ConfigError).badKeys;
    expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'ROOT_REDIRECT', 'INSPECTION_START']));
    expect((caught as ConfigError).message).toContain('PORT');
  });

  it('reads the rate-limit allow list', () => {
    expect(loadConfig({}).rateLimitAllowList).toEqual([]);
    expect(loadConfig({ RATE_LIMIT_ALLOWLIST: '127.0.0.1, ::1' }).rateLimitAllowList).toEqual(['127.0.0.1', '::1']);
  });

  it('requires both ends of the maintenance window', () => {
    expect(() => loadConfig({ INSPECTION_START: '2026-11-22T01:00:00Z' })).toThrow(/INSPECTION_END/);
  });
});

describe('file storage settings', () => {
  it('keeps files in DATA_DIR/files by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/data' }, '/srv/app');
    expect(config.fileStorage).toBe('local');
    expect(config.filesDir).toBe(path.resolve('/srv/data/files'));
    expect(config.s3).toBeUndefined();
  });

  it('reads an S3-compatible bucket, defaulting to AWS in Seoul with virtual-hosted addresses', () => {
    const keys = {
      FILE_STORAGE: 's3',
      S3_BUCKET: 'academy-files',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'SECRET',
    };
    expect(loadConfig(keys).s3).toEqual({
      endpoint: 'https://s3.ap-northeast-2.amazonaws.com',
      bucket: 'academy-files',
      region: 'ap-northeast-2',
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...keys,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(minio.fileStorage).toBe('s3');
    expect(minio.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', forcePathStyle: true });
  });

  it('names the keys S3 is missing and the bad ones', () => {
    const badKeys = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.badKeys;
        throw error;
      }
      return [];
    };
    expect(badKeys({ FILE_STORAGE: 's3', S3_BUCKET: 'files' })).toEqual(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(badKeys({ FILE_STORAGE: 'ftp' })).toEqual(['FILE_STORAGE']);
    expect(badKeys({ S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://s3', S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_FORCE_PATH_STYLE',
    ]);
  });
});

describe('payment provider settings', () => {
  const badKeys = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.badKeys;
      throw error;
    }
    return [];
  };

  it('takes payments in the sandbox by default, with no provider keys', () => {
    const config = loadConfig({});
    expect(config.providers.payments).toBe('sandbox');
    expect(config.tossPayments).toBeUndefined();
    expect(config.nicepay).toBeUndefined();
  });

  it('reads Toss Payments’ and NicePay’s keys, defaulting to their real hosts', () => {
    const toss = loadConfig({
      PAYMENT_PROVIDER: 'toss',
      TOSS_PAYMENTS_CLIENT_KEY: 'test_ck_abc',
      TOSS_PAYMENTS_SECRET_KEY: 'test_sk_abc',
    });
    expect(toss.providers.payments).toBe('toss');
    expect(toss.tossPayments).toEqual({
      clientKey: 'test_ck_abc',
      secretKey: 'test_sk_abc',
      apiUrl: 'https://api.tosspayments.com',
    });
    const nicepay = loadConfig({
      PAYMENT_PROVIDER: 'nicepay',
      NICEPAY_CLIENT_ID: 'S2_abc',
      NICEPAY_SECRET_KEY: 'secret',
      NICEPAY_API_URL: 'http://127.0.0.1:4567/',
    });
    expect(nicepay.providers.payments).toBe('nicepay');
    expect(nicepay.nicepay).toEqual({ clientId: 'S2_abc', secretKey: 'secret', apiUrl: 'http://127.0.0.1:4567/' });
  });

  it('names the keys the chosen provider is missing, and refuses an unknown provider or address', () => {
    expect(badKeys({ PAYMENT_PROVIDER: 'toss', TOSS_PAYMENTS_CLIENT_KEY: 'test_ck_abc' })).toEqual([
      'TOSS_PAYMENTS_SECRET_KEY',
    ]);
    expect(badKeys({ PAYMENT_PROVIDER: 'nicepay' })).toEqual(['NICEPAY_CLIENT_ID', 'NICEPAY_SECRET_KEY']);
    expect(badKeys({ PAYMENT_PROVIDER: 'paypal' })).toEqual(['PAYMENT_PROVIDER']);
    expect(badKeys({ TOSS_PAYMENTS_API_URL: 'ftp://api', NICEPAY_API_URL: 'not a url' })).toEqual([
      'TOSS_PAYMENTS_API_URL',
      'NICEPAY_API_URL',
    ]);
    // Keys without the provider chosen are kept but unused: the sandbox still takes the payments.
    expect(loadConfig({ NICEPAY_CLIENT_ID: 'S2_abc', NICEPAY_SECRET_KEY: 's' }).providers.payments).toBe('sandbox');
  });
});
