import { SUBJECTS_MAX } from '@academy/domain/signup/signup.constants';
import { maxItemsMessage } from '@academy/domain/validation/validation.messages';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { describedBy, FieldMessages, hasContent, RequiredMark, useFieldIds } from '../../../ui/field/field';
import { IconClose } from '../../../ui/icon/icons';
import { TextField } from '../../../ui/text-field/text-field';
import { INSTITUTE_TEXTS } from '../institute.texts';
import styles from './subject-picker.module.css';

const T = INSTITUTE_TEXTS.form;

/** Offered as one-tap chips; anything else can be typed. */
export const SUBJECT_SUGGESTIONS = [
  '국어',
  '영어',
  '수학',
  '과학',
  '사회',
  '논술',
  '코딩',
  '음악',
  '미술',
  '체육',
] as const;

export type SubjectPickerProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A validation message from the form. */
  error?: string;
  /** Focus target for the form's first error (react-hook-form `field.ref`). */
  ref?: Ref<HTMLInputElement>;
};

/**
 * 과목 (SPEC §5: at most 10): the chosen subjects as removable chips, suggestions to toggle and a box
 * for anything else. At the limit the domain's Korean message says so and adding is disabled.
 */
export function SubjectPicker({ value, onChange, error, ref }: SubjectPickerProps) {
  const ids = useFieldIds();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const full = value.length >= SUBJECTS_MAX;
  const limitMessage = maxItemsMessage('과목', SUBJECTS_MAX);
  const shownError = error ?? notice ?? undefined;
  const hint = full ? limitMessage : T.subjectsHint;

  function add(item: string) {
    const trimmed = item.trim();
    if (trimmed === '') return false;
    if (value.includes(trimmed)) {
      setNotice(T.duplicateSubject(trimmed));
      return false;
    }
    if (full) {
      setNotice(limitMessage);
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
      aria-describedby={describedBy(hasContent(shownError) && ids.errorId, ids.hintId)}
    >
      <legend className={styles.legend}>
        <span>
          {T.subjects}
          <RequiredMark />
        </span>
        <span className={styles.count}>{T.selectedCount(value.length, SUBJECTS_MAX)}</span>
      </legend>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={T.subjects}>
          {value.map((item) => (
            <li key={item} className={styles.chip}>
              <span>{item}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={T.removeSubject(item)}
                onClick={() => remove(item)}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ul className={styles.suggestions} aria-label={T.subjectSuggestions}>
        {SUBJECT_SUGGESTIONS.map((item) => {
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
          ref={ref}
          label={T.subjectInput}
          placeholder={T.subjectPlaceholder}
          value={draft}
          maxLength={20}
          disabled={full}
          onChange={(event) => {
            setDraft(event.target.value);
            setNotice(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.add} onClick={addDraft} disabled={full || draft.trim() === ''}>
          {T.addSubject}
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={shownError} />
    </fieldset>
  );
}
