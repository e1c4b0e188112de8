import { DESK_PIN_MAX } from '@academy/domain/attendance/attendance.rules';
import { type DeskPinBody, deskPinBody } from '@academy/domain/attendance/attendance.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { SectionTitle } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.deskPin;

/** The desk number of a student: shown, and changed (by staff, or by the student themselves). */
export function DeskPinForm({
  current,
  onSubmit,
  saving,
}: {
  current: string | null;
  onSubmit: (body: DeskPinBody) => Promise<unknown>;
  saving: boolean;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<DeskPinBody>({
    defaultValues: { deskPin: '' },
    resolver: zodResolver(deskPinBody),
  });
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      reset({ deskPin: '' });
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setError('deskPin', { message });
    }
  });
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="desk-pin-title">
      <SectionTitle id="desk-pin-title">{T.title}</SectionTitle>
      <p className={styles.hint}>
        {T.current(current)} · {T.hint}
      </p>
      <div className={styles.pinForm}>
        <TextField
          label={T.label}
          inputMode="numeric"
          autoComplete="off"
          maxLength={DESK_PIN_MAX}
          error={formState.errors.deskPin?.message}
          {...register('deskPin')}
        />
        <Button type="submit" loading={saving}>
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
