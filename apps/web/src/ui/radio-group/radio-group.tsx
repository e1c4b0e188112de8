import type { ChangeEvent, FocusEventHandler, ReactNode, Ref } from 'react';
import { describedBy, FieldMessages, hasContent, RequiredMark, useFieldIds } from '../field/field';
import styles from './radio-group.module.css';

export type RadioOption = { value: string; label: ReactNode; description?: ReactNode; disabled?: boolean };

export type RadioGroupProps = {
  /** The group's label (rendered as the fieldset legend). */
  label: ReactNode;
  name: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  defaultValue?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onValueChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every radio input, so react-hook-form's `register` works: `<RadioGroup {...register('mode')} … />`. */
  ref?: Ref<HTMLInputElement>;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  direction?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
};

/** Native radio buttons in a fieldset: arrow keys move between options, Space selects. */
export function RadioGroup({
  label,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ref,
  hint,
  error,
  disabled,
  required,
  direction = 'vertical',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    onChange?.(event);
    onValueChange?.(event.target.value);
  }

  return (
    <fieldset
      id={ids.inputId}
      className={[styles.fieldset, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId)}
    >
      <legend id={ids.labelId} className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={[styles.options, styles[direction]].join(' ')}>
        {options.map((option) => {
          const optionId = `${ids.inputId}-${option.value}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={ref}
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                className={styles.radio}
                disabled={option.disabled}
                required={required}
                aria-invalid={invalid || undefined}
                aria-describedby={descriptionId}
                onChange={handleChange}
                onBlur={onBlur}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
              />
              <label htmlFor={optionId} className={styles.label}>
                <span>{option.label}</span>
                {option.description && (
                  <span id={descriptionId} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </fieldset>
  );
}
