import { maxItemsMessage } from '@academy/domain/validation/validation.messages';
import { type KeyboardEvent, useId, useState } from 'react';
import { describedBy, FieldMessages, hasContent, useFieldIds } from '../../../ui/field/field';
import { IconClose } from '../../../ui/icon/icons';
import { TextField } from '../../../ui/text-field/text-field';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './chip-picker.module.css';

const T = MYPAGE_TEXTS.additional;

export type ChipPickerProps = {
  /** The group's name, also the field label of the domain messages (`과목`, `지역`). */
  label: string;
  /** The name used in the limit message (`과목은 최대 10개까지 …`). */
  itemName: string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  max: number;
  /** Offered as one-tap chips. */
  suggestions: readonly string[];
  inputLabel: string;
  inputPlaceholder?: string;
  hint?: string;
  /** A validation message from the form. */
  error?: string;
};

/**
 * A chosen-items field: the chosen items as removable chips, suggestions to toggle, and a text box
 * for anything else. No more than `max` can be chosen; at the limit the domain's Korean message
 * (SPEC §5) says so and adding is disabled.
 */
export function ChipPicker({
  label,
  itemName,
  value,
  onChange,
  max,
  suggestions,
  inputLabel,
  inputPlaceholder,
  hint,
  error,
}: ChipPickerProps) {
  const ids = useFieldIds();
  const suggestionsId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const full = value.length >= max;
  const limitMessage = maxItemsMessage(itemName, max);
  const shownError = error ?? notice ?? undefined;
  const shownHint = full ? limitMessage : hint;

  function add(item: string) {
    const trimmed = item.trim();
    if (trimmed === '') return;
    if (value.includes(trimmed)) {
      setNotice(T.duplicate(trimmed));
      return;
    }
    if (full) {
      setNotice(limitMessage);
      return;
    }
    setNotice(null);
    onChange([...value, trimmed]);
  }

  function remove(item: string) {
    setNotice(null);
    onChange(value.filter((chosen) => chosen !== item));
  }

  function addDraft() {
    add(draft);
    if (draft.trim() !== '' && !full && !value.includes(draft.trim())) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      addDraft();
    }
  }

  const invalid = hasContent(shownError);
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={describedBy(invalid && ids.errorId, hasContent(shownHint) && ids.hintId)}
    >
      <legend className={styles.legend}>
        {label}
        <span className={styles.count}>{T.selectedCount(value.length, max)}</span>
      </legend>

      {value.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {value.map((item) => (
            <li key={item} className={styles.chip}>
              <span>{item}</span>
              <button type="button" className={styles.remove} aria-label={T.remove(item)} onClick={() => remove(item)}>
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}

      <ul className={styles.suggestions} id={suggestionsId} aria-label={T.suggestions(label)}>
        {suggestions.map((item) => {
          const chosen = value.includes(item);
          return (
            <li key={item}>
              <button
                type="button"
                className={styles.suggestion}
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => (chosen ? remove(item) : add(item))}
              >
                {item}
              </button>
            </li>
          );
        })}
      </ul>

      <div className={styles.inputRow}>
        <TextField
          label={inputLabel}
          placeholder={inputPlaceholder}
          value={draft}
          maxLength={30}
          disabled={full}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.add} onClick={addDraft} disabled={full || draft.trim() === ''}>
          {T.add}
        </button>
      </div>

      <FieldMessages ids={ids} hint={shownHint} error={shownError} />
    </fieldset>
  );
}
