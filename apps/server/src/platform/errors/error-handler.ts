import { pathOfUnstorableCharacter } from '@academy/domain/text/text.rules';
import { fieldPath, zodErrorToFields } from '@academy/domain/validation/validation.fields';
import { INVALID_CHARACTER_MESSAGE } from '@academy/domain/validation/validation.messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, type FieldErrors, isAppError } from './app-error';

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

/** The framework's validation issues as the domain's field errors (one rule for every form). */
function fieldsFromValidation(issues: ValidationIssue[]): FieldErrors {
  return zodErrorToFields({
    issues: issues.map((issue) => ({
      path:
        issue.params?.issue?.path ??
        (issue.instancePath ?? '')
          .replace(/^\//, '')
          .split('/')
          .filter((key) => key !== ''),
      message: issue.params?.issue?.message ?? issue.message ?? '형식이 올바르지 않습니다.',
    })),
  });
}

/** The catalogue code of a refusal the framework itself raised, by its HTTP status. */
const FRAMEWORK_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Whatever was thrown, as a catalogue error: the one mapping behind every error answer. */
export function toAppError(error: FastifyError): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', undefined, fieldsFromValidation(error.validation as ValidationIssue[]));
  }
  if (isResponseSerializationError(error)) return new AppError('INTERNAL');
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  const status = error.statusCode;
  if (status === undefined || status < 400 || status >= 500) return new AppError('INTERNAL');
  // Malformed JSON, a bad URL component, an empty body with a JSON content type and the like.
  return new AppError(FRAMEWORK_STATUS_CODES[status] ?? 'BAD_REQUEST');
}

/** Hands a failure (5xx) to error reporting (platform/observability), when it is configured. */
type ReportServerError = (error: unknown, request: FastifyRequest) => void;

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply, report?: ReportServerError) {
  const appError = toAppError(error);
  if (appError.status >= 500) report?.(error, request);
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
  } else if (appError.status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: appError.code, fields: appError.fields }, 'request refused');
  }
  const headers = (error as { headers?: Record<string, string> }).headers;
  if (appError.code === 'RATE_LIMITED' && headers) reply.headers(headers);
  return reply.status(appError.status).send(appError.toBody());
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (`%zz`) or a path parameter
 * longer than the router takes answers in the contract too, not in Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  return answer(error, request, reply);
}

/**
 * The one text rule at the edge (domain `pathOfUnstorableCharacter`): a NUL character or a lone
 * surrogate anywhere in a route's params, query or JSON body is refused, so no route, present or
 * future, hands one to PostgreSQL (which cannot store either as sent). The address is checked first thing, before any other hook reads it; the body as
 * soon as it is parsed, before validation.
 */
function refuseUnstorable(...parts: unknown[]) {
  for (const part of parts) {
    const path = pathOfUnstorableCharacter(part);
    if (path) throw new AppError('VALIDATION_FAILED', undefined, { [fieldPath(path)]: INVALID_CHARACTER_MESSAGE });
  }
}

/** One place turns every thrown thing into the `{ code, message, fields? }` contract. */
export function registerErrorHandling(
  app: FastifyInstance,
  options: { spaIndex: boolean; reportServerError?: ReportServerError },
): void {
  // Callback hooks, not async ones: no promise per request (a throw is the refusal).
  app.addHook('onRequest', (request, _reply, done) => {
    refuseUnstorable(request.params, request.query);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    refuseUnstorable(request.body);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) =>
    answer(error, request, reply, options.reportServerError),
  );

  app.setNotFoundHandler((request, reply) => {
    // Page addresses (not /api, no file extension) belong to the web app's router.
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.\w+$/.test(pathname);
    if (options.spaIndex && isPage)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    const error = new AppError('ROUTE_NOT_FOUND');
    return reply.status(error.status).send(error.toBody());
  });
}
