import { z } from 'zod';

export const clientIpResponse = z.object({ ip: z.string() });

export const inspectionStatusResponse = z.object({
  /** True when now lies inside the configured maintenance window. */
  inspecting: z.boolean(),
  start: z.iso.datetime().nullable(),
  end: z.iso.datetime().nullable(),
  /** The visitor's public IP is on the internal list, so maintenance does not apply to them. */
  isInternalUser: z.boolean(),
  clientIp: z.string(),
});
export type InspectionStatusResponse = z.infer<typeof inspectionStatusResponse>;

/** The explicit public subset of the server's configuration the web app may read. */
export const publicConfigResponse = z.object({
  rootRedirect: z.string(),
  gaTrackingId: z.string().nullable(),
  sentryDsn: z.string().nullable(),
});
export type PublicConfigResponse = z.infer<typeof publicConfigResponse>;

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Liveness: the process answers (the database is not asked). */
export const livenessResponse = z.object({ status: z.literal('live'), uptimeSeconds: z.number() });
export type LivenessResponse = z.infer<typeof livenessResponse>;

/** Readiness: the database answered in time and every migration is applied (else 503 SERVICE_UNAVAILABLE). */
export const readinessResponse = z.object({ status: z.literal('ready') });
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** Inside [start, end) the service is under maintenance. */
export function isInspectionWindow(now: Date, window: { start: Date; end: Date } | undefined): boolean {
  if (!window) return false;
  const time = now.getTime();
  return time >= window.start.getTime() && time < window.end.getTime();
}
