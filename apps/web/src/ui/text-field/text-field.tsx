import type { ComponentProps, ReactNode } from 'react';
import { type FieldBaseProps, FieldShell, useFieldFrame } from '../field/field';
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
export function TextField({ suffix, aside, type = 'text', ...props }: TextFieldProps) {
  const { shell, control, rest } = useFieldFrame(props);
  return (
    <FieldShell {...shell} aside={aside}>
      <div className={styles.box}>
        <input
          {...rest}
          {...control}
          type={type}
          className={[fieldStyles.control, suffix ? styles.withSuffix : ''].filter(Boolean).join(' ')}
        />
        {suffix && <div className={styles.suffix}>{suffix}</div>}
      </div>
    </FieldShell>
  );
}
