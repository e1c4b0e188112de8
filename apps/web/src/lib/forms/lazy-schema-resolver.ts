import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose schema — and Zod, and the resolver library — load on the first
 * validation (the first submit) instead of with the screen (decision 0044): for the screens a visitor
 * opens first, which then paint without them. Validation is the schema's, as with
 * `zodResolver(schema)`; a failed download is tried again on the next submit.
 */
export function lazySchemaResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return async (values, context, options) => (await load())(values, context, options);
}
