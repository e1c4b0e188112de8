import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Clock } from './clock';

/** What every service function receives first: the database, the clock and the configuration. */
export type AppContext = {
  db: Database;
  clock: Clock;
  config: Config;
};
