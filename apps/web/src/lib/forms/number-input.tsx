import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../ui/text-field/text-field';

export type NumberInputProps<T extends FieldValues, O> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref' | 'error' | 'inputMode'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Turns what is typed into the form's value (e.g. digits only, a bounded number). */
  parse: (typed: string) => unknown;
};

/** A number typed as text in a react-hook-form form: shows the value, stores what `parse` makes of the typing. */
export function NumberInput<T extends FieldValues, O>({ control, name, parse, ...fieldProps }: NumberInputProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <TextField
      inputMode="numeric"
      autoComplete="off"
      {...fieldProps}
      name={field.name}
      ref={field.ref}
      onBlur={field.onBlur}
      value={typeof value === 'number' && Number.isFinite(value) ? String(value) : ''}
      onChange={(event) => field.onChange(parse(event.target.value))}
      error={fieldState.error?.message}
    />
  );
}
