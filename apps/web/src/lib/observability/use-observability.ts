import { useEffect, useRef } from 'react';
import {
  type Observability,
  type ObservabilityConfig,
  type ObservabilityDeps,
  startObservability,
} from './observability';

/**
 * Starts error reporting and analytics once the server's configuration is known, and tells them
 * the signed-in user: `undefined` while that is not known yet, null for a visitor. Mounted once.
 */
export function useObservability(
  config: ObservabilityConfig | undefined,
  userId: string | null | undefined,
  deps?: ObservabilityDeps,
): void {
  const observability = useRef<Observability | null>(null);
  useEffect(() => {
    if (!config) return;
    observability.current ??= startObservability(config, deps);
    if (userId !== undefined) observability.current.setUser(userId);
  }, [config, userId, deps]);
}
