import type { AccessRule } from '@academy/domain/access/access.rules';
import type { ErrorCode } from '@academy/domain/errors/error-catalog';
import { errorResponseSchema } from '@academy/domain/errors/error-response.schema';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessOf } from './route-access';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The domain's error body as JSON Schema, its code narrowed to what the status may carry. */
const errorBody = (description: string, codes: readonly [ErrorCode, ...ErrorCode[]]) => {
  const { $schema: _dialect, ...body } = z.toJSONSchema(errorResponseSchema.extend({ code: z.enum(codes) }));
  return { description, ...body };
};

/** The refusals every route of a rule may answer, in the error contract `{ code, message, fields? }`. */
function refusalsOf(rule: AccessRule | undefined, validates: boolean): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  if (validates) responses['400'] = errorBody('입력 오류', ['VALIDATION_FAILED']);
  if (rule && rule !== 'public' && rule !== 'desk') responses['401'] = errorBody('로그인 필요', ['UNAUTHENTICATED']);
  if (rule && typeof rule === 'object') {
    responses['403'] = errorBody('권한 없음', ['FORBIDDEN', 'CSRF_FAILED', 'CROSS_SITE_REQUEST']);
    responses['404'] = errorBody('다른 학원이거나 없는 정보', ['NOT_FOUND']);
  }
  return responses;
}

/**
 * The OpenAPI transform: the Zod schemas as JSON Schema, plus each route's access refusals (400,
 * 401, 403, 404) in the error contract, so the document shows what a caller needs and may be told.
 */
export function openApiTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as {
    params?: unknown;
    querystring?: unknown;
    body?: unknown;
    response?: object;
  };
  const validates = Boolean(schema.params || schema.querystring || schema.body);
  const refusals = refusalsOf(accessOf(input.route), validates);
  return { ...transformed, schema: { ...schema, response: { ...refusals, ...(schema.response ?? {}) } } };
}
