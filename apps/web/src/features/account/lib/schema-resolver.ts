import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form with a contract schema (so its messages are the
 * domain's Korean ones) after turning what was typed into the request body: blank optional
 * fields left out, numbers from selects, dates from dropdowns. On success the submit handler gets
 * the schema's parsed output, ready to send. Error paths are the body's, so name form fields after it.
 */
export function schemaResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  /** What was typed as the request would carry it; may still be invalid (the schema says why). */
  toBody: (values: Form) => unknown,
): Resolver<Form, unknown, z.output<Schema>> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, z.output<Schema>>;
  return (values, context, options) =>
    resolve(toBody(values) as FieldValues, context, options as never) as ReturnType<
      Resolver<Form, unknown, z.output<Schema>>
    >;
}

/** `''` (an untouched optional field) as undefined. */
export const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value;
