import type { NoticeAudienceKind } from '@academy/domain/notice/notice.constants';
import type { NoticeAudienceChoicesResponse } from '@academy/domain/notice/notice.schema';
import { matchesSearch, parseSearchQuery } from '@academy/domain/search/search.rules';
import { useId, useState } from 'react';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { FieldMessages, useFieldIds } from '../../../ui/field/field';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { TextField } from '../../../ui/text-field/text-field';
import { NOTICES_TEXTS } from '../notices.texts';
import styles from './notices.module.css';

const T = NOTICES_TEXTS.form;

export type AudienceValue = {
  audienceKind: NoticeAudienceKind;
  classIds: string[];
  studentIds: string[];
  staffUserIds: string[];
};

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids.filter((each) => each !== id), id] : ids.filter((each) => each !== id);

/**
 * 받는 사람: the whole academy (not for a teacher), chosen classes, or chosen people — students
 * (their guardians are told too) and staff — found by name. Only what the writer may address is
 * offered (GET …/notices/audience).
 */
export function AudiencePicker({
  value,
  onChange,
  choices,
  disabled,
  classesError,
  peopleError,
}: {
  value: AudienceValue;
  onChange: (next: AudienceValue) => void;
  choices: NoticeAudienceChoicesResponse;
  disabled?: boolean;
  classesError?: string;
  peopleError?: string;
}) {
  const [query, setQuery] = useState('');
  const name = useId();
  const classIds = useFieldIds();
  const peopleIds = useFieldIds();
  const kinds = (['academy', 'classes', 'people'] as const).filter(
    (kind) => kind !== 'academy' || choices.canAddressAcademy,
  );
  const set = (patch: Partial<AudienceValue>) => onChange({ ...value, ...patch });
  const search = parseSearchQuery(query);
  const found = (name: string) => search === null || matchesSearch(search, { name });
  const students = choices.students.filter((student) => found(student.studentNm));
  const staff = choices.staff.filter((member) => found(member.userNm));
  const chosenCount = value.studentIds.length + value.staffUserIds.length;

  return (
    <div className={styles.stack}>
      <RadioGroup
        label={T.audience}
        name={name}
        direction="horizontal"
        disabled={disabled}
        value={value.audienceKind}
        onValueChange={(kind) => set({ audienceKind: kind as NoticeAudienceKind })}
        options={kinds.map((kind) => ({
          value: kind,
          label: T.audienceKinds[kind],
          description: kind === 'academy' ? T.audienceAcademyHint : undefined,
        }))}
      />
      {value.audienceKind === 'classes' && (
        <fieldset className={styles.choiceGroup} disabled={disabled} aria-describedby={classIds.errorId}>
          <legend>{T.classes}</legend>
          {choices.classes.length === 0 ? (
            <p className={styles.meta}>{T.noClasses}</p>
          ) : (
            <div className={styles.choices}>
              {choices.classes.map((cls) => (
                <Checkbox
                  key={cls.classId}
                  className={styles.choice}
                  label={T.classOption(cls.classNm, cls.studentCnt)}
                  disabled={disabled}
                  checked={value.classIds.includes(cls.classId)}
                  onCheckedChange={(on) => set({ classIds: toggled(value.classIds, cls.classId, on === true) })}
                />
              ))}
            </div>
          )}
          <FieldMessages ids={classIds} error={classesError} />
        </fieldset>
      )}
      {value.audienceKind === 'people' && (
        <fieldset className={styles.choiceGroup} disabled={disabled} aria-describedby={peopleIds.errorId}>
          <legend>{T.chosen(chosenCount)}</legend>
          <TextField
            label={T.search}
            type="search"
            placeholder={T.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div className={styles.choices}>
            {students.length === 0 && staff.length === 0 && <p className={styles.meta}>{T.noMatch}</p>}
            {students.length > 0 && (
              <fieldset className={styles.choiceGroup}>
                <legend>{T.students}</legend>
                {students.map((student) => (
                  <Checkbox
                    key={student.studentId}
                    className={styles.choice}
                    label={student.studentNm}
                    hint={student.classNms.join(', ') || undefined}
                    disabled={disabled}
                    checked={value.studentIds.includes(student.studentId)}
                    onCheckedChange={(on) =>
                      set({ studentIds: toggled(value.studentIds, student.studentId, on === true) })
                    }
                  />
                ))}
              </fieldset>
            )}
            {staff.length > 0 && (
              <fieldset className={styles.choiceGroup}>
                <legend>{T.staff}</legend>
                {staff.map((member) => (
                  <Checkbox
                    key={member.userId}
                    className={styles.choice}
                    label={`${member.userNm} (${member.roleLabel})`}
                    disabled={disabled}
                    checked={value.staffUserIds.includes(member.userId)}
                    onCheckedChange={(on) =>
                      set({ staffUserIds: toggled(value.staffUserIds, member.userId, on === true) })
                    }
                  />
                ))}
              </fieldset>
            )}
          </div>
          <FieldMessages ids={peopleIds} error={peopleError} />
        </fieldset>
      )}
    </div>
  );
}
