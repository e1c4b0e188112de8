import type { ComponentProps } from 'react';
import { type FieldBaseProps, FieldShell, useFieldFrame } from '../field/field';
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
export function Select({ options, placeholder = UI_TEXTS.selectPlaceholder, ...props }: SelectProps) {
  const { shell, control, rest } = useFieldFrame(props);
  return (
    <FieldShell {...shell}>
      <div className={styles.box}>
        <select {...rest} {...control} className={[fieldStyles.control, styles.select].join(' ')}>
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
