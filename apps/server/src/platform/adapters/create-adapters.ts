import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../clock';
import type { Adapters } from '../context';
import { createSandboxSender } from './messaging/sandbox';

/** Builds each adapter from the configuration: the sandbox unless a real provider is chosen. */
export function createAdapters(config: Config, db: Database, clock: Clock): Adapters {
  const messaging = (() => {
    switch (config.providers.messaging) {
      case 'sandbox':
        return createSandboxSender(db, clock.now);
    }
  })();
  return { messaging };
}
