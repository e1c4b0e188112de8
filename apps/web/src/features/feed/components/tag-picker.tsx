import type { TagView } from '@academy/domain/feed/feed.schema';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import screenStyles from '../../../ui/screen/screen.module.css';
import { FEED_TEXTS } from '../feed.texts';
import styles from './feed.module.css';

const T = FEED_TEXTS.write;

export type TagPickerProps = {
  students: readonly TagView[];
  /** The tagged students (selected users); the others are the unselected users. */
  value: readonly string[];
  onChange: (studentIds: string[]) => void;
};

/**
 * The class's students to tag: none tagged, every family of the class sees the post; tagged, only
 * the tagged students' families (and the staff) do — said in words beside the boxes.
 */
export function TagPicker({ students, value, onChange }: TagPickerProps) {
  const selected = new Set(value);
  return (
    <fieldset className={screenStyles.fieldset}>
      <legend className={screenStyles.legend}>{T.tags}</legend>
      <p className={styles.meta}>{T.tagsHint}</p>
      {students.length === 0 ? (
        <p className={styles.meta}>{T.noStudents}</p>
      ) : (
        <div className={styles.students}>
          {students.map((student) => (
            <Checkbox
              key={student.studentId}
              label={student.studentNm}
              checked={selected.has(student.studentId)}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...value, student.studentId]
                    : value.filter((studentId) => studentId !== student.studentId),
                )
              }
            />
          ))}
        </div>
      )}
      <p className={styles.meta} role="status">
        {value.length > 0 ? T.tagged(value.length) : T.tagAll}
      </p>
    </fieldset>
  );
}
