import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ChangeEvent, ComponentProps } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { describedBy, type FieldBaseProps, FieldShell, hasContent, useFieldIds } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { mergeRefs } from '../field/merge-refs';
import { UI_TEXTS } from '../ui.texts';
import styles from './text-area.module.css';

export type TextAreaProps = ComponentProps<'textarea'> &
  FieldBaseProps & {
    /** Show the character counter (default: when maxLength is set). */
    showCount?: boolean;
    className?: string;
  };

function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * Labelled multi-line input with a character counter. Works with react-hook-form's `register`:
 * the counter follows typing and the initial value that react-hook-form writes through the ref.
 */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  showCount,
  id,
  className,
  required,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const [typedLength, setTypedLength] = useState(() => lengthOf(value ?? defaultValue));
  const length = value !== undefined ? lengthOf(value) : typedLength;
  const counting = showCount ?? maxLength !== undefined;
  const counterId = `${ids.inputId}-count`;
  // react-hook-form writes default values into the element through its ref; pick them up for the counter.
  const syncLength = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) setTypedLength(node.value.length);
  }, []);
  const mergedRef = useMemo(() => mergeRefs(ref, syncLength), [ref, syncLength]);

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  const counter = counting ? (
    <p id={counterId} className={styles.counter}>
      <span aria-hidden="true">{maxLength !== undefined ? UI_TEXTS.charCount(length, maxLength) : `${length}자`}</span>
      {maxLength !== undefined && <VisuallyHidden>{UI_TEXTS.charCountLabel(length, maxLength)}</VisuallyHidden>}
    </p>
  ) : undefined;

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      required={required}
      aside={counter}
      className={className}
    >
      <textarea
        {...rest}
        ref={mergedRef}
        id={ids.inputId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          invalid && ids.errorId,
          hasContent(hint) && ids.hintId,
          counting && counterId,
          extraDescribedBy,
        )}
        className={[fieldStyles.control, styles.textarea].join(' ')}
      />
    </FieldShell>
  );
}
