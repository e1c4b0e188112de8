import type { Config } from '../config';
import type { Database } from '../db/database';
import type { IdentityVerifier } from './adapters/identity/identity';
import type { MailSender } from './adapters/mail/mail';
import type { MessageSender } from './adapters/messaging/messaging';
import type { PaymentProvider } from './adapters/payments/payments';
import type { PayoutProvider } from './adapters/payouts/payouts';
import type { NativePushSender, WebPushSender } from './adapters/push/push';
import type { SocialLogin } from './adapters/social/social';
import type { FileStorage } from './adapters/storage/storage';
import type { Clock } from './clock';
import type { FieldCrypto } from './crypto/field-crypto';

/** What every service function receives first: the database, the clock, the configuration and the adapters. */
export type AppContext = {
  db: Database;
  clock: Clock;
  config: Config;
  adapters: Adapters;
};

/** The outside services, each a sandbox by default or a real client chosen by configuration. */
export type Adapters = {
  messaging: MessageSender;
  identity: IdentityVerifier;
  social: SocialLogin;
  mail: MailSender;
  /** Field encryption and blind indexes under the app's secret key (SECRET_KEY or DATA_DIR/secret.key). */
  crypto: FieldCrypto;
  /** Uploaded files: DATA_DIR/files, or an S3-compatible bucket (FILE_STORAGE=s3). */
  storage: FileStorage;
  /** Web push (VAPID, `web-push`): sandbox posts only to push services on this machine. */
  webPush: WebPushSender;
  /** The app wrapper's push (FCM HTTP v1), or the sandbox's outbox. */
  nativePush: NativePushSender;
  /** Payments: the sandbox (its state in the sandbox_* tables), Toss Payments or NicePay (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** 지급대행 sellers: the sandbox, or Toss's payouts API with PAYMENT_PROVIDER=toss and TOSS_PAYMENTS_SECURITY_KEY. */
  payouts: PayoutProvider;
};
