import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, isAppError } from './app-error';

type ValidationIssue = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
};

function fieldsFromValidation(issues: ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ||
      (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') ||
      '_';
    fields[path] ??= issue.params?.issue?.message ?? issue.message ?? '형식이 올바르지 않습니다.';
  }
  return fields;
}

/** One place turns every thrown thing into the `{ code, message, fields? }` contract. */
export function registerErrorHandling(app: FastifyInstance, options: { spaIndex: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (isAppError(error)) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      appError = new AppError(
        'VALIDATION_FAILED',
        undefined,
        fieldsFromValidation(error.validation as ValidationIssue[]),
      );
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      appError = new AppError('INTERNAL');
    } else if (error.statusCode === 429) {
      appError = new AppError('RATE_LIMITED');
    } else if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      appError = new AppError('PAYLOAD_TOO_LARGE');
    } else if (error.statusCode === 415) {
      appError = new AppError('UNSUPPORTED_MEDIA_TYPE');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, empty body with a JSON content type and the like.
      appError = new AppError('BAD_REQUEST');
    } else {
      appError = new AppError('INTERNAL');
    }

    if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, fields: appError.fields }, 'request refused');
    }
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (appError.code === 'RATE_LIMITED' && headers) reply.headers(headers);
    return reply.status(appError.status).send(appError.toBody());
  });

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
