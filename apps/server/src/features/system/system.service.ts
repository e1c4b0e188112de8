import type {
  HealthResponse,
  InspectionStatusResponse,
  PublicConfigResponse,
} from '@academy/domain/system/system.schema';
import { isInspectionWindow } from '@academy/domain/system/system.schema';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/context';

const startedAt = Date.now();

/** Strips the IPv4-mapped IPv6 prefix so `::ffff:1.2.3.4` matches a configured `1.2.3.4`. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

export function isInternalIp(ctx: AppContext, ip: string): boolean {
  return ctx.config.internalIps.includes(normaliseIp(ip));
}

export function getInspectionStatus(ctx: AppContext, clientIp: string): InspectionStatusResponse {
  const window = ctx.config.inspection;
  return {
    inspecting: isInspectionWindow(ctx.clock.now(), window),
    start: window?.start.toISOString() ?? null,
    end: window?.end.toISOString() ?? null,
    isInternalUser: isInternalIp(ctx, clientIp),
    clientIp: normaliseIp(clientIp),
  };
}

export function getPublicConfig(ctx: AppContext): PublicConfigResponse {
  return {
    rootRedirect: ctx.config.rootRedirect,
    gaTrackingId: ctx.config.gaTrackingId ?? null,
    sentryDsn: ctx.config.sentryDsn ?? null,
  };
}

export async function checkHealth(ctx: AppContext): Promise<HealthResponse> {
  let database: HealthResponse['database'] = 'up';
  try {
    await sql`select 1`.execute(ctx.db);
  } catch {
    database = 'down';
  }
  return {
    status: database === 'up' ? 'ok' : 'degraded',
    database,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
