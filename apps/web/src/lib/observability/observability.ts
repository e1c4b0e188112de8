import type { PublicConfigResponse } from '@academy/domain/system/system.schema';
import { type Analytics, type AnalyticsWindow, startAnalytics } from './analytics';
import { type loadSentry, startErrorReporting } from './error-reporting';

export type ObservabilityConfig = Pick<PublicConfigResponse, 'sentryDsn' | 'gaTrackingId'>;

export type ObservabilityDeps = {
  loadSentry?: typeof loadSentry;
  page?: { document: Document; window: AnalyticsWindow };
};

export type Observability = {
  /** The signed-in user's id, or null for a visitor, each time it is known anew. */
  setUser: (userId: string | null) => void;
};

/**
 * Error reporting and analytics as the server's configuration asks, each only when configured:
 * without a DSN nothing is imported, without a tracking id no script is added. Error reporting
 * starts at once; analytics once the user is known, so it starts with their id set on it.
 */
export function startObservability(config: ObservabilityConfig, deps: ObservabilityDeps = {}): Observability {
  const reporting = config.sentryDsn ? startErrorReporting(config.sentryDsn, deps.loadSentry) : undefined;
  let analytics: Analytics | undefined;
  let user: string | null = null;
  return {
    setUser(userId) {
      user = userId;
      if (config.gaTrackingId) {
        if (analytics) analytics.setUser(userId);
        else analytics = startAnalytics(config.gaTrackingId, userId, deps.page);
      }
      // The latest user wins, whenever the SDK finishes loading.
      void reporting?.then((started) => started?.setUser(user));
    },
  };
}
