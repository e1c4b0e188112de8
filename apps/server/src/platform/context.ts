import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MessageSender } from './adapters/messaging/messaging';
import type { Clock } from './clock';

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
};
