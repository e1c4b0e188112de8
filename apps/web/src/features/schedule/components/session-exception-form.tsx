import { CLASS_ROOM_MAX } from '@academy/domain/class/class.constants';
import type { SessionView } from '@academy/domain/schedule/schedule.schema';
import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useCreateSessionException } from '../api/create-session-exception';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './schedule.module.css';

const T = SCHEDULE_TEXTS.session;

type CreateBody = Parameters<ReturnType<typeof useCreateSessionException>['mutateAsync']>[0]['body'];

/** Sends one exception of the session (a move, a makeup); on success says `doneText` and calls `onDone`. */
export function useSessionExceptionSubmit(instId: string, session: SessionView, doneText: string, onDone: () => void) {
  const create = useCreateSessionException(instId);
  async function submit(body: CreateBody) {
    try {
      await create.mutateAsync({ classId: session.classId, body });
      showToast(doneText);
      onDone();
    } catch (error) {
      showRefusal(error);
    }
  }
  return { submit, pending: create.isPending };
}

type TimeName = 'date' | 'start' | 'end' | 'room';

/** The new day, times and room of a moved or added session. */
export function SessionTimeFields({
  register,
  errors,
}: {
  register: (name: TimeName) => UseFormRegisterReturn;
  errors: Partial<Record<'date' | 'start' | 'end', { message?: string }>>;
}) {
  return (
    <div className={screenStyles.inline}>
      <TextField label={T.newDate} type="date" required error={errors.date?.message} {...register('date')} />
      <TextField label={T.start} type="time" required error={errors.start?.message} {...register('start')} />
      <TextField label={T.end} type="time" required error={errors.end?.message} {...register('end')} />
      <TextField label={T.roomOptional} maxLength={CLASS_ROOM_MAX} {...register('room')} />
    </div>
  );
}

/** A titled form inside the session panel, with its submit button last. */
export function SessionExceptionForm({
  titleId,
  title,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className={styles.panelForm} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.formTitle}>
        {title}
      </h3>
      {children}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
