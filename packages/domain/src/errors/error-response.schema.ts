import { z } from 'zod';
import { ERROR_CODES } from './error-catalog';

/**
 * The body of every refusal and failure the API answers (4xx and 5xx): a catalogue code, its Korean
 * message, and for a validation failure one message per request field path (`lectureList.0.start`;
 * `_` for the whole request). Routes declare it as their 4xx/5xx responses in OpenAPI.
 */
export const errorResponseSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
