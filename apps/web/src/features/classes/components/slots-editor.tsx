import { CLASS_ROOM_MAX } from '@academy/domain/class/class.constants';
import type { ClassScheduleFormInput } from '@academy/domain/class/class.schema';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { CLASSES_TEXTS } from '../classes.texts';
import { weekdayName } from '../lib/class-format';
import styles from './slots-editor.module.css';

const T = CLASSES_TEXTS.wizard;

/** The weekly slots of /classCreate2: per slot a weekday (of the chosen days), start, end and room. */
export function SlotsEditor({
  control,
  register,
  errors,
  days,
}: {
  control: Control<ClassScheduleFormInput>;
  register: UseFormRegister<ClassScheduleFormInput>;
  errors: FieldErrors<ClassScheduleFormInput>;
  days: readonly number[];
}) {
  const slots = useFieldArray({ control, name: 'lectureList' });
  const dayOptions = days.map((day) => ({ value: String(day), label: `${weekdayName(day)}요일` }));
  const listError = errors.lectureList?.message ?? errors.lectureList?.root?.message;
  return (
    <fieldset className={screenStyles.fieldset}>
      <legend className={screenStyles.legend}>{T.slots}</legend>
      {listError && (
        <p className={screenStyles.fieldError} role="alert">
          {listError}
        </p>
      )}
      <ol className={styles.list}>
        {slots.fields.map((slot, index) => {
          const slotErrors = errors.lectureList?.[index];
          const sameDayBefore = slots.fields.slice(0, index).filter((other) => other.day === slot.day).length;
          const dayName = weekdayName(Number(slot.day));
          return (
            <li key={slot.id} className={styles.slot}>
              <fieldset className={styles.slotFields}>
                <legend className={styles.slotLegend}>{T.slotLegend(dayName, sameDayBefore)}</legend>
                <Select
                  label={T.slotDay}
                  options={dayOptions}
                  placeholder={false}
                  error={slotErrors?.day?.message}
                  {...register(`lectureList.${index}.day`, { valueAsNumber: true })}
                />
                <TextField
                  label={T.slotStart}
                  type="time"
                  step={300}
                  required
                  error={slotErrors?.start?.message}
                  {...register(`lectureList.${index}.start`)}
                />
                <TextField
                  label={T.slotEnd}
                  type="time"
                  step={300}
                  required
                  error={slotErrors?.end?.message}
                  {...register(`lectureList.${index}.end`)}
                />
                <TextField
                  label={T.slotRoom}
                  placeholder={T.slotRoomPlaceholder}
                  maxLength={CLASS_ROOM_MAX}
                  autoComplete="off"
                  error={slotErrors?.room?.message}
                  {...register(`lectureList.${index}.room`)}
                />
              </fieldset>
              <Button
                variant="text"
                size="sm"
                aria-label={T.removeSlot(dayName)}
                disabled={slots.fields.length <= 1}
                onClick={() => slots.remove(index)}
              >
                삭제
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        disabled={days.length === 0 || slots.fields.length >= 14}
        onClick={() => {
          const last = slots.fields.at(-1);
          slots.append({ day: days[0] ?? 1, start: last?.end ?? '16:00', end: '18:00', room: last?.room ?? '' });
        }}
      >
        {T.addSlot}
      </Button>
    </fieldset>
  );
}
