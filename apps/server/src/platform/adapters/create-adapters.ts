import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../clock';
import type { Adapters } from '../context';
import { createFieldCrypto } from '../crypto/field-crypto';
import { resolveSecretKey } from '../crypto/secret-key';
import { createSandboxIdentity } from './identity/sandbox';
import { createTossIdentity } from './identity/toss';
import { createSandboxMail } from './mail/sandbox';
import { withCostLedger } from './messaging/cost-ledger';
import { createSandboxSender } from './messaging/sandbox';
import { createSolapiSender } from './messaging/solapi';
import { createNicePay } from './payments/nicepay';
import { createSandboxPayments } from './payments/sandbox';
import { createTossPayments } from './payments/toss';
import { createSandboxPayouts } from './payouts/sandbox';
import { createTossPayouts } from './payouts/toss';
import { createFcmSender, createSandboxNativePush, nativePushOff } from './push/fcm';
import { resolveVapidKeys, type VapidKeys } from './push/vapid-keys';
import { createWebPushSender } from './push/web-push';
import { createRealSocialLogin } from './social/real';
import { createSandboxSocialLogin } from './social/sandbox';
import { createLocalStorage } from './storage/local';
import { createS3Storage } from './storage/s3';

/** Builds each adapter from the configuration: the sandbox unless a real provider is chosen. */
export function createAdapters(config: Config, db: Database, clock: Clock): Adapters {
  // The key is read (or its file created) on first use, not at start.
  const crypto = createFieldCrypto(() => resolveSecretKey(config));

  const sender = (() => {
    switch (config.providers.messaging) {
      case 'sandbox':
        return createSandboxSender(db, clock.now);
      case 'solapi':
        return createSolapiSender(required(config.solapi, 'MESSAGING_PROVIDER=solapi'), clock.now);
    }
  })();
  // Every paid message sent is priced into the ledger of the monthly cost summary.
  const messaging = withCostLedger(sender, db, clock.now, config.messagePrices);

  // The VAPID keys are read (or their file made) on first use, not at start.
  let vapid: VapidKeys | undefined;
  const webPush = createWebPushSender({
    mode: config.push.web,
    keys: () => {
      vapid ??= resolveVapidKeys({ vapid: config.push.vapid, dataDir: config.dataDir });
      return vapid;
    },
    subject: config.push.vapidSubject,
    db,
    now: clock.now,
  });
  const nativePush =
    config.push.native === 'fcm'
      ? createFcmSender(required(config.push.fcm, 'NATIVE_PUSH_PROVIDER=fcm'), clock.now)
      : config.push.native === 'off'
        ? nativePushOff
        : createSandboxNativePush(db, clock.now);

  const identity = (() => {
    switch (config.providers.identity) {
      case 'sandbox':
        return createSandboxIdentity(db, crypto);
      case 'toss':
        return createTossIdentity({ ...required(config.toss, 'IDENTITY_PROVIDER=toss'), now: clock.now });
    }
  })();

  const social = (() => {
    switch (config.providers.socialLogin) {
      case 'sandbox':
        return createSandboxSocialLogin(db, clock.now);
      case 'real':
        return createRealSocialLogin(config.social, clock.now);
    }
  })();

  const mail = createSandboxMail(db, clock.now);

  const payments = (() => {
    switch (config.providers.payments) {
      case 'sandbox':
        return createSandboxPayments(db, clock.now);
      case 'toss':
        return createTossPayments({ ...required(config.tossPayments, 'PAYMENT_PROVIDER=toss'), now: clock.now });
      case 'nicepay':
        return createNicePay(required(config.nicepay, 'PAYMENT_PROVIDER=nicepay'));
    }
  })();

  const tossPayouts = config.providers.payments === 'toss' ? config.tossPayments : undefined;
  const payouts = tossPayouts?.securityKey
    ? createTossPayouts({ ...tossPayouts, securityKey: tossPayouts.securityKey, now: clock.now })
    : createSandboxPayouts(clock.now);

  const storage =
    config.fileStorage === 's3'
      ? createS3Storage(required(config.s3, 'FILE_STORAGE=s3'))
      : createLocalStorage(config.filesDir);

  return { messaging, identity, social, mail, crypto, storage, webPush, nativePush, payments, payouts };
}

function required<T>(settings: T | undefined, choice: string): T {
  if (!settings) throw new Error(`${choice} needs its settings (see config.ts)`);
  return settings;
}
