import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** Where log lines go when not to stdout (a test's in-memory stream). */
export type LogDestination = DestinationStream;

/** What the log may be handed by mistake and must never print: credentials, bodies, a database row's values. */
export const REDACTED_LOG_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'body',
  'req.body',
  'query',
  'req.query',
  // PostgreSQL's detail repeats the values of the row it refused: `Key (mobile_no)=(010…) already exists`.
  'err.detail',
];

/** A request as the log shows it: its route pattern, not the address as sent (see logOptions). */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.routeOptions?.url ?? request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/**
 * The JSON log (pino) with no personal data in it. A request is logged by its route pattern
 * (`/api/insts/:instId/students`), never by the address as sent: query strings carry names and
 * phone numbers (`?q=홍길동`) and some path values are secrets (invitation codes, 본인확인
 * transaction ids). An address no route matched is logged without its query. Headers (cookies,
 * tokens) and bodies (passwords, codes, names) are never logged; the redaction catches them should
 * a log call hand them over.
 */
export function logOptions(level: string, stream?: LogDestination): LoggerOptions & { stream?: LogDestination } {
  return {
    level,
    stream,
    serializers: { req: loggedRequest },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
}
