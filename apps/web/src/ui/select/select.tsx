import type { ComponentProps } from 'react';
import { describedBy, type FieldBaseProps, FieldShell, hasContent, useFieldIds } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { IconChevronDown } from '../icon/icons';
import { UI_TEXTS } from '../ui.texts';
import styles from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'children' | 'multiple' | 'size'> &
  FieldBaseProps & {
    options: readonly SelectOption[];
    /** Text of the empty first option; `false` for none. */
    placeholder?: string | false;
    className?: string;
  };

/** Labelled native select (best on phones). Works with react-hook-form's `register`. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  options,
  placeholder = UI_TEXTS.selectPlaceholder,
  id,
  className,
  required,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectProps) {
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
      className={className}
    >
      <div className={styles.box}>
        <select
          {...selectProps}
          id={ids.inputId}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          className={[fieldStyles.control, styles.select].join(' ')}
        >
          {placeholder !== false && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <IconChevronDown size={20} className={styles.chevron} />
      </div>
    </FieldShell>
  );
}
