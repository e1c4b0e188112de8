import { type KeyboardEvent, type Ref, useState } from 'react';
import { ChipList, ToggleChip } from '../chip/chip';
import { describedBy, FieldMessages, hasContent, RequiredMark, useFieldIds } from '../field/field';
import { IconClose } from '../icon/icons';
import { TextField } from '../text-field/text-field';
import styles from './chip-picker.module.css';

/** The Korean words of one chip picker (the area's texts). */
export type ChipPickerTexts = {
  /** The add button. */
  add: string;
  /** The remove button of a chosen item. */
  remove: (item: string) => string;
  /** Beside the label, e.g. `3/10개 선택`. */
  count: (count: number, max: number) => string;
  /** The name of the suggestions list. */
  suggestions: string;
  /** Shown when the typed item is already chosen. */
  duplicate: (item: string) => string;
  /** Shown at the limit, as the hint and when adding past it (the domain's SPEC §5 message). */
  limit: string;
};

export type ChipPickerProps = {
  /** The group's name (the legend), also the name of the chosen-items list. */
  label: string;
  required?: boolean;
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** No more than this many can be chosen. */
  max: number;
  /** Offered as one-tap chips. */
  suggestions: readonly string[];
  inputLabel: string;
  inputPlaceholder?: string;
  /** The longest item that can be typed. */
  inputMaxLength: number;
  hint?: string;
  /** A validation message from the form. */
  error?: string;
  texts: ChipPickerTexts;
  /** Focus target for the form's first error (react-hook-form `field.ref`). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A chosen-items field: the chosen items as removable chips, suggestions to toggle, and a text box
 * for anything else. No more than `max` can be chosen; at the limit `texts.limit` says so and adding
 * is disabled.
 */
export function ChipPicker({
  label,
  required,
  value,
  onChange,
  max,
  suggestions,
  inputLabel,
  inputPlaceholder,
  inputMaxLength,
  hint,
  error,
  texts,
  ref,
}: ChipPickerProps) {
  const ids = useFieldIds();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const full = value.length >= max;
  const shownError = error ?? notice ?? undefined;
  const shownHint = full ? texts.limit : hint;

  function add(item: string) {
    const trimmed = item.trim();
    if (trimmed === '') return false;
    if (value.includes(trimmed)) {
      setNotice(texts.duplicate(trimmed));
      return false;
    }
    if (full) {
      setNotice(texts.limit);
      return false;
    }
    setNotice(null);
    onChange([...value, trimmed]);
    return true;
  }

  function remove(item: string) {
    setNotice(null);
    onChange(value.filter((chosen) => chosen !== item));
  }

  function addDraft() {
    if (add(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      addDraft();
    }
  }

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy(hasContent(shownError) && ids.errorId, hasContent(shownHint) && ids.hintId)}
    >
      <legend className={styles.legend}>
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
        <span className={styles.count}>{texts.count(value.length, max)}</span>
      </legend>
      {value.length > 0 && (
        <ChipList aria-label={label}>
          {value.map((item) => (
            <li key={item} className={styles.chip}>
              <span>{item}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={texts.remove(item)}
                onClick={() => remove(item)}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ChipList>
      )}
      <ChipList aria-label={texts.suggestions}>
        {suggestions.map((item) => {
          const chosen = value.includes(item);
          return (
            <li key={item}>
              <ToggleChip
                pressed={chosen}
                disabled={!chosen && full}
                onClick={() => (chosen ? remove(item) : add(item))}
              >
                {item}
              </ToggleChip>
            </li>
          );
        })}
      </ChipList>
      <div className={styles.inputRow}>
        <TextField
          ref={ref}
          label={inputLabel}
          placeholder={inputPlaceholder}
          value={draft}
          maxLength={inputMaxLength}
          disabled={full}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.add} onClick={addDraft} disabled={full || draft.trim() === ''}>
          {texts.add}
        </button>
      </div>
      <FieldMessages ids={ids} hint={shownHint} error={shownError} />
    </fieldset>
  );
}
