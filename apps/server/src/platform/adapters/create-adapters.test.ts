import { rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { ConfigError } from '../../config';
import { fixedClock } from '../clock';
import { createAdapters } from './create-adapters';
import { startSolapiFake } from './messaging/solapi.fake';
import { startNicePayFake } from './payments/nicepay.fake';
import { startTossPaymentsFake } from './payments/toss.fake';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');

function configError(env: Record<string, string>): string[] {
  try {
    testConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.badKeys;
    throw error;
  }
  return [];
}

describe('outside services from the configuration', () => {
  it('uses the sandboxes by default', () => {
    const config = testConfig();
    expect(config.providers).toEqual({
      messaging: 'sandbox',
      identity: 'sandbox',
      socialLogin: 'sandbox',
      mail: 'sandbox',
      payments: 'sandbox',
    });
    const adapters = createAdapters(config, db, clock);
    expect([adapters.identity.kind, adapters.social.kind, adapters.mail.kind, adapters.payments.name]).toEqual([
      'sandbox',
      'sandbox',
      'sandbox',
      'sandbox',
    ]);
    expect(config.toss).toBeUndefined();
    expect(config.social.kakao).toBeUndefined();
  });

  it('names the keys a real provider is missing', () => {
    expect(configError({ IDENTITY_PROVIDER: 'toss' })).toEqual([
      'TOSS_CERT_CLIENT_ID',
      'TOSS_CERT_CLIENT_SECRET',
      'TOSS_CERT_PUBLIC_KEY',
    ]);
    expect(configError({ MESSAGING_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k' })).toEqual([
      'SOLAPI_API_SECRET',
      'SOLAPI_SENDER',
    ]);
    expect(configError({ APPLE_CLIENT_ID: 'kr.academy' })).toEqual([
      'APPLE_TEAM_ID',
      'APPLE_KEY_ID',
      'APPLE_PRIVATE_KEY',
    ]);
    expect(configError({ NAVER_CLIENT_ID: 'n' })).toEqual(['NAVER_CLIENT_SECRET']);
    expect(configError({ SECRET_KEY: 'too-short' })).toEqual(['SECRET_KEY']);
    expect(configError({ MAIL_PROVIDER: 'smtp' })).toEqual(['MAIL_PROVIDER']);
    expect(configError({ KAKAO_AUTH_URL: 'ftp://kauth' })).toEqual(['KAKAO_AUTH_URL']);
  });

  it('reads the real providers’ settings, defaulting to their real hosts', () => {
    const config = testConfig({
      SOCIAL_LOGIN_PROVIDER: 'real',
      KAKAO_CLIENT_ID: 'kakao-rest-key',
      APPLE_CLIENT_ID: 'kr.academy.signin',
      APPLE_TEAM_ID: 'TEAM',
      APPLE_KEY_ID: 'KEY',
      APPLE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      IDENTITY_PROVIDER: 'toss',
      TOSS_CERT_CLIENT_ID: 'id',
      TOSS_CERT_CLIENT_SECRET: 'secret',
      TOSS_CERT_PUBLIC_KEY: 'MIIB',
    });
    expect(config.social.kakao).toEqual({
      clientId: 'kakao-rest-key',
      clientSecret: undefined,
      authUrl: 'https://kauth.kakao.com',
      apiUrl: 'https://kapi.kakao.com',
    });
    expect(config.social.naver).toBeUndefined();
    expect(config.social.apple?.privateKey).toBe('-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----');
    expect(config.social.apple?.authUrl).toBe('https://appleid.apple.com');
    expect(config.toss).toMatchObject({ oauthUrl: 'https://oauth2.cert.toss.im', apiUrl: 'https://cert.toss.im' });
    const adapters = createAdapters(config, db, clock);
    expect([adapters.identity.kind, adapters.social.kind]).toEqual(['toss', 'real']);
  });

  it('creates DATA_DIR/secret.key on first use only, when SECRET_KEY is not set', async () => {
    const dataDir = path.join(os.tmpdir(), `academy-adapters-${process.pid}-${Date.now()}`);
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const adapters = createAdapters(testConfig({ DATA_DIR: dataDir }), db, clock);
    await expect(stat(path.join(dataDir, 'secret.key'))).rejects.toThrow();
    const sealed = adapters.crypto.encrypt('CI');
    expect((await stat(path.join(dataDir, 'secret.key'))).mode & 0o777).toBe(0o600);
    const again = createAdapters(testConfig({ DATA_DIR: dataDir }), db, clock);
    expect(again.crypto.decrypt(sealed)).toBe('CI');
    const fixed = createAdapters(
      testConfig({ DATA_DIR: dataDir, SECRET_KEY: Buffer.alloc(32, 1).toString('base64') }),
      db,
      clock,
    );
    expect(() => fixed.crypto.decrypt(sealed)).toThrow();
  });

  it('sends the sandbox verification code through Solapi when Solapi is the messenger', async () => {
    const fake = await startSolapiFake();
    try {
      const app = await createTestApp(db, {
        clock,
        env: {
          SECRET_KEY: Buffer.alloc(32, 2).toString('base64'),
          MESSAGING_PROVIDER: 'solapi',
          SOLAPI_API_KEY: fake.apiKey,
          SOLAPI_API_SECRET: fake.apiSecret,
          SOLAPI_SENDER: '0212345678',
          SOLAPI_BASE_URL: fake.url,
        },
      });
      const started = await app.inject({
        method: 'POST',
        url: '/api/identity/verifications',
        payload: { purpose: 'signup', returnUrl: '/certiResult' },
      });
      const sent = await app.inject({
        method: 'POST',
        url: `/api/identity/sandbox/${started.json().transId}/code`,
        payload: { userNm: '홍길동', birthdate: '1985-04-12', genderCd: 'M', carrier: 'LGU+', mobileNo: '01012340000' },
      });
      expect(sent.statusCode).toBe(200);
      expect(fake.accepted).toHaveLength(1);
      expect(fake.accepted[0]).toMatchObject({ to: '01012340000', type: 'SMS' });
      expect(String(fake.accepted[0]?.text)).toMatch(/^\[학원ON\] 본인확인 인증번호는 \d{6}입니다\.$/);
      const outbox = await db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', '01012340000')
        .execute();
      expect(outbox).toEqual([]);
    } finally {
      await fake.close();
    }
  });

  it('takes payments with the provider chosen, at the address configured', async () => {
    const [toss, nicepay] = await Promise.all([startTossPaymentsFake(), startNicePayFake()]);
    try {
      const tossAdapters = createAdapters(
        testConfig({
          PAYMENT_PROVIDER: 'toss',
          TOSS_PAYMENTS_CLIENT_KEY: toss.clientKey,
          TOSS_PAYMENTS_SECRET_KEY: toss.secretKey,
          TOSS_PAYMENTS_API_URL: toss.url,
        }),
        db,
        clock,
      );
      const paymentKey = toss.checkout({ orderId: 'order-toss', amount: 1_000 });
      const confirmed = await tossAdapters.payments.confirm({
        paymentKey,
        orderId: 'order-toss',
        amount: 1_000,
        idempotencyKey: 'k',
      });
      expect([tossAdapters.payments.name, confirmed.provider, confirmed.status]).toEqual(['toss', 'toss', 'DONE']);
      expect(tossAdapters.payments.checkoutSettings()).toEqual({ provider: 'toss', clientKey: toss.clientKey });

      const niceAdapters = createAdapters(
        testConfig({
          PAYMENT_PROVIDER: 'nicepay',
          NICEPAY_CLIENT_ID: nicepay.clientId,
          NICEPAY_SECRET_KEY: nicepay.secretKey,
          NICEPAY_API_URL: nicepay.url,
        }),
        db,
        clock,
      );
      const { tid } = nicepay.checkout({ orderId: 'order-nice', amount: 1_000 });
      const approved = await niceAdapters.payments.confirm({
        paymentKey: tid ?? '',
        orderId: 'order-nice',
        amount: 1_000,
        idempotencyKey: 'k',
      });
      expect([niceAdapters.payments.name, approved.provider, approved.status]).toEqual(['nicepay', 'nicepay', 'DONE']);
    } finally {
      await Promise.all([toss.close(), nicepay.close()]);
    }
  });

  it('writes sandbox email to the outbox', async () => {
    const adapters = createAdapters(testConfig(), db, clock);
    const { id } = await adapters.mail.send({
      to: 'parent@example.com',
      subject: '[학원ON] 이메일 인증',
      text: '인증번호 654321',
      purpose: 'email-change',
    });
    const row = await db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'email',
      recipient: 'parent@example.com',
      subject: '[학원ON] 이메일 인증',
      body: '인증번호 654321',
      purpose: 'email-change',
    });
  });
});
