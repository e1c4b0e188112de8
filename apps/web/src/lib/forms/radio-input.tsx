import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '../../ui/radio-group/radio-group';

export type RadioInputProps<T extends FieldValues, O> = Omit<
  RadioGroupProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onValueChange' | 'onBlur' | 'ref' | 'error'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/** Radio buttons bound to a react-hook-form field: its value, its changes and its error. */
export function RadioInput<T extends FieldValues, O>({ control, name, ...groupProps }: RadioInputProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <RadioGroup
      {...groupProps}
      ref={field.ref}
      name={field.name}
      value={typeof value === 'string' ? value : ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
