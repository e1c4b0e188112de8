import type {
  HealthResponse,
  InspectionStatusResponse,
  LivenessResponse,
  PublicConfigResponse,
} from '@academy/domain/system/system.schema';
import { isInspectionWindow } from '@academy/domain/system/system.schema';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { migrations } from '../../db/migrations';
import type { AppContext } from '../../platform/context';

const startedAt = Date.now();

/**
 * Strips the IPv4-mapped IPv6 prefix so `::ffff:1.2.3.4` matches a configured `1.2.3.4`. A request
 * whose client already hung up has no address left (Node forgets it with the socket): ''.
 */
export function normaliseIp(ip: string | undefined): string {
  if (ip === undefined) return '';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

export function isInternalIp(ctx: AppContext, ip: string | undefined): boolean {
  return ctx.config.internalIps.includes(normaliseIp(ip));
}

export function getInspectionStatus(ctx: AppContext, clientIp: string | undefined): InspectionStatusResponse {
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

export function checkLiveness(): LivenessResponse {
  return { status: 'live', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
}

/** How long readiness waits for the database before answering "not ready". */
export const READINESS_TIMEOUT_MS = 1000;

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'database down' | 'database slow' | 'migrations pending' };

const UNDEFINED_TABLE = '42P01';
const TIMED_OUT = Symbol('timed out');

async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready to take traffic: one query, answered within READINESS_TIMEOUT_MS, finds every migration
 * this build knows applied (a server started on an older schema, or one whose database does not
 * answer, is not ready).
 */
export async function checkReadiness(ctx: AppContext): Promise<Readiness> {
  const names = Object.keys(migrations);
  const query = sql<{ applied: number }>`select count(*)::int as applied from ${sql.table(DEFAULT_MIGRATION_TABLE)}
    where name = any(${names})`.execute(ctx.db);
  try {
    const result = await withinTimeout(query, READINESS_TIMEOUT_MS);
    if (result === TIMED_OUT) return { ready: false, reason: 'database slow' };
    return result.rows[0]?.applied === names.length ? { ready: true } : { ready: false, reason: 'migrations pending' };
  } catch (error) {
    const missingTable = (error as { code?: string }).code === UNDEFINED_TABLE;
    return { ready: false, reason: missingTable ? 'migrations pending' : 'database down' };
  }
}
