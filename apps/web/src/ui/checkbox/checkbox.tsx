import * as RadixCheckbox from '@radix-ui/react-checkbox';
import type { ComponentProps, ReactNode } from 'react';
import { describedBy, FieldMessages, hasContent, RequiredMark, useFieldIds } from '../field/field';
import { IconCheck, IconMinus } from '../icon/icons';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children' | 'asChild'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
};

/**
 * Labelled checkbox (Radix): Space toggles it, the label toggles it on click.
 * With react-hook-form use a Controller: `checked={field.value} onCheckedChange={field.onChange} ref={field.ref}`.
 * Inside a form it also submits `name=value` like a native checkbox.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...rootProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.row} data-disabled={disabled || undefined}>
        <RadixCheckbox.Root
          {...rootProps}
          id={ids.inputId}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          className={styles.box}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <IconCheck size={16} strokeWidth={3} className={styles.check} />
            <IconMinus size={16} strokeWidth={3} className={styles.dash} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
