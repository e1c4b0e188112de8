import { SUBJECT_SUGGESTIONS, SUBJECTS_MAX } from '@academy/domain/signup/signup.constants';
import { maxItemsMessage } from '@academy/domain/validation/validation.messages';
import type { Ref } from 'react';
import { ChipPicker } from '../../../ui/chip-picker/chip-picker';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.form;

const TEXTS = {
  add: T.addSubject,
  remove: T.removeSubject,
  count: T.selectedCount,
  suggestions: T.subjectSuggestions,
  duplicate: T.duplicateSubject,
  limit: maxItemsMessage('과목', SUBJECTS_MAX),
};

export type SubjectPickerProps = {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A validation message from the form. */
  error?: string;
  /** Focus target for the form's first error (react-hook-form `field.ref`). */
  ref?: Ref<HTMLInputElement>;
};

/** 과목 of an academy (SPEC §5: at most 10), required. */
export function SubjectPicker(props: SubjectPickerProps) {
  return (
    <ChipPicker
      {...props}
      label={T.subjects}
      required
      max={SUBJECTS_MAX}
      suggestions={SUBJECT_SUGGESTIONS}
      inputLabel={T.subjectInput}
      inputPlaceholder={T.subjectPlaceholder}
      inputMaxLength={20}
      hint={T.subjectsHint}
      texts={TEXTS}
    />
  );
}
