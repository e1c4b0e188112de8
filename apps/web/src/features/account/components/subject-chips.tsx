import { SUBJECT_NM_MAX } from '@academy/domain/institute/institute.constants';
import { SUBJECT_SUGGESTIONS, SUBJECTS_MAX } from '@academy/domain/signup/signup.constants';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { IconClose } from '../../../ui/icon/icons';
import { TextField } from '../../../ui/text-field/text-field';
import { ACCOUNT_TEXTS } from '../account.texts';
import styles from './chips.module.css';

const T = ACCOUNT_TEXTS.joinUserInfo;

export type SubjectChipsProps = {
  value: readonly string[];
  onChange: (subjects: string[]) => void;
  error?: string;
};

/** 과목: chips typed in or picked from common subjects, at most SUBJECTS_MAX (SPEC §5). */
export function SubjectChips({ value, onChange, error }: SubjectChipsProps) {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = useId();
  const full = value.length >= SUBJECTS_MAX;

  const add = (subject: string) => {
    const name = subject.trim();
    if (name === '' || value.includes(name)) return;
    if (full) {
      setNotice(T.subjectsFull);
      return;
    }
    setNotice(null);
    onChange([...value, name]);
  };
  const remove = (subject: string) => {
    setNotice(null);
    onChange(value.filter((item) => item !== subject));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add(draft);
    setDraft('');
  };

  return (
    <fieldset className={styles.group} aria-describedby={`${headingId}-hint`}>
      <legend className={styles.legend}>{ACCOUNT_TEXTS.fields.subjects}</legend>
      <p id={`${headingId}-hint`} className={styles.hint}>
        {T.subjectsHint} ({value.length}/{SUBJECTS_MAX})
      </p>
      {value.length > 0 && (
        <ul className={styles.chips}>
          {value.map((subject) => (
            <li key={subject} className={[styles.chip, styles.selected].join(' ')}>
              {subject}
              <button
                type="button"
                className={styles.remove}
                aria-label={T.subjectRemove(subject)}
                onClick={() => remove(subject)}
              >
                <IconClose size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.adder}>
        <TextField
          label={ACCOUNT_TEXTS.fields.subjects}
          hideLabel
          placeholder={ACCOUNT_TEXTS.placeholders.subject}
          maxLength={SUBJECT_NM_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          onClick={() => {
            add(draft);
            setDraft('');
          }}
        >
          {T.subjectAdd}
        </Button>
      </div>
      <p className={styles.hint}>{T.subjectSuggestions}</p>
      <div className={styles.chips}>
        {SUBJECT_SUGGESTIONS.map((subject) => {
          const chosen = value.includes(subject);
          return (
            <button
              key={subject}
              type="button"
              className={styles.chip}
              aria-pressed={chosen}
              disabled={!chosen && full}
              onClick={() => (chosen ? remove(subject) : add(subject))}
            >
              {subject}
            </button>
          );
        })}
      </div>
      {(notice ?? error) && (
        <p className={styles.error} role="alert">
          {notice ?? error}
        </p>
      )}
    </fieldset>
  );
}
