import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ChangeEvent, ComponentProps } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { type FieldBaseProps, type FieldIds, FieldShell, useFieldFrame } from '../field/field';
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

function counterIdOf(ids: FieldIds): string {
  return `${ids.inputId}-count`;
}

function lengthOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  return String(value).length;
}

/**
 * Labelled multi-line input with a character counter. Works with react-hook-form's `register`:
 * the counter follows typing and the initial value that react-hook-form writes through the ref.
 */
export function TextArea({
  showCount,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  ...props
}: TextAreaProps) {
  const counting = showCount ?? maxLength !== undefined;
  const { ids, shell, control, rest } = useFieldFrame(props, (fieldIds) => counting && counterIdOf(fieldIds));
  const [typedLength, setTypedLength] = useState(() => lengthOf(value ?? defaultValue));
  const length = value !== undefined ? lengthOf(value) : typedLength;
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
    <p id={counterIdOf(ids)} className={styles.counter}>
      <span aria-hidden="true">{maxLength !== undefined ? UI_TEXTS.charCount(length, maxLength) : `${length}자`}</span>
      {maxLength !== undefined && <VisuallyHidden>{UI_TEXTS.charCountLabel(length, maxLength)}</VisuallyHidden>}
    </p>
  ) : undefined;

  return (
    <FieldShell {...shell} aside={counter}>
      <textarea
        {...rest}
        {...control}
        ref={mergedRef}
        rows={rows}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={[fieldStyles.control, styles.textarea].join(' ')}
      />
    </FieldShell>
  );
}
