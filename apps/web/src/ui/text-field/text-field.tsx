import type { ComponentProps, ReactNode } from 'react';
import { describedBy, type FieldBaseProps, FieldShell, hasContent, useFieldIds } from '../field/field';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'size'> &
  FieldBaseProps & {
    /** Content inside the box after the input (a unit such as 원, or a button). */
    suffix?: ReactNode;
    /** Extra content beside the messages (right-aligned). */
    aside?: ReactNode;
    className?: string;
  };

/**
 * Labelled text input. Works with react-hook-form: `<TextField label="이름" {...register('name')} error={errors.name?.message} />`
 * (React 19 passes `ref` as a prop).
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  suffix,
  aside,
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      aside={aside}
      className={className}
    >
      <div className={styles.box}>
        <input
          {...inputProps}
          id={ids.inputId}
          type={type}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          className={[fieldStyles.control, suffix ? styles.withSuffix : ''].filter(Boolean).join(' ')}
        />
        {suffix && <div className={styles.suffix}>{suffix}</div>}
      </div>
    </FieldShell>
  );
}
