import { formatDate } from '@academy/domain/format/format.date';
import {
  type MakeupSessionBody,
  type MakeupSessionInput,
  makeupSessionBody,
  type RescheduleSessionBody,
  type RescheduleSessionInput,
  rescheduleSessionBody,
  SESSION_REASON_MAX,
  type SessionView,
} from '@academy/domain/schedule/schedule.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { SectionHeader, SectionTitle } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { useCreateSessionException } from '../api/create-session-exception';
import { useDeleteSessionException } from '../api/delete-session-exception';
import { useAbsences } from '../api/get-absences';
import { sessionState } from '../lib/schedule-format';
import { SCHEDULE_TEXTS } from '../schedule.texts';
import styles from './schedule.module.css';
import { Loading } from './schedule-screen';
import { SessionExceptionForm, SessionTimeFields, useSessionExceptionSubmit } from './session-exception-form';

const T = SCHEDULE_TEXTS.session;

function RescheduleForm({ instId, session, onDone }: { instId: string; session: SessionView; onDone: () => void }) {
  const { submit, pending } = useSessionExceptionSubmit(instId, session, T.rescheduleDone, onDone);
  const form = useForm<RescheduleSessionInput, unknown, RescheduleSessionBody>({
    resolver: zodResolver(rescheduleSessionBody),
    defaultValues: {
      kind: 'reschedule',
      originalDate: session.date,
      date: session.date,
      start: session.start,
      end: session.end,
      room: session.room ?? '',
      reason: '',
    },
  });
  return (
    <SessionExceptionForm
      titleId="reschedule-title"
      title={T.rescheduleTitle}
      submitLabel={T.reschedule}
      pending={pending}
      onSubmit={form.handleSubmit(submit)}
    >
      <SessionTimeFields register={(name) => form.register(name)} errors={form.formState.errors} />
      <TextField label={T.reasonOptional} maxLength={SESSION_REASON_MAX} {...form.register('reason')} />
    </SessionExceptionForm>
  );
}

function MakeupForm({ instId, session, onDone }: { instId: string; session: SessionView; onDone: () => void }) {
  const { submit, pending } = useSessionExceptionSubmit(instId, session, T.makeupDone, onDone);
  const absences = useAbsences(instId, session.classId);
  const form = useForm<MakeupSessionInput, unknown, MakeupSessionBody>({
    resolver: zodResolver(makeupSessionBody),
    defaultValues: {
      kind: 'makeup',
      date: session.date,
      start: session.start,
      end: session.end,
      room: '',
      reason: '',
      students: [],
    },
  });
  return (
    <SessionExceptionForm
      titleId="makeup-title"
      title={T.makeupTitle}
      submitLabel={T.makeup}
      pending={pending}
      onSubmit={form.handleSubmit(submit)}
    >
      <SessionTimeFields register={(name) => form.register(name)} errors={form.formState.errors} />
      <Controller
        control={form.control}
        name="students"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? [];
          const entryOf = (studentId: string) => chosen.find((entry) => entry.studentId === studentId);
          const setEntry = (studentId: string, absenceId: string | null | undefined, on: boolean) =>
            field.onChange(
              on
                ? [
                    ...chosen.filter((entry) => entry.studentId !== studentId),
                    { studentId, absenceId: absenceId ?? null },
                  ]
                : chosen.filter((entry) => entry.studentId !== studentId),
            );
          return (
            <fieldset className={screenStyles.fieldset}>
              <legend className={screenStyles.legend}>{T.makeupStudents}</legend>
              {absences.isPending && <Loading />}
              {absences.data?.students.map((student) => {
                const entry = entryOf(student.studentId);
                const theirs = absences.data.absences.filter((absence) => absence.studentId === student.studentId);
                return (
                  <div key={student.studentId} className={screenStyles.inline}>
                    <Checkbox
                      label={student.studentNm}
                      checked={Boolean(entry)}
                      onCheckedChange={(checked) =>
                        setEntry(student.studentId, theirs[0]?.absenceId ?? null, checked === true)
                      }
                    />
                    {entry && theirs.length > 0 && (
                      <Select
                        label={T.absence(student.studentNm)}
                        placeholder={T.noAbsence}
                        value={entry.absenceId ?? ''}
                        options={theirs.map((absence) => ({
                          value: absence.absenceId,
                          label: T.absenceOption(formatDate(absence.date)),
                        }))}
                        onChange={(event) => setEntry(student.studentId, event.target.value || null, true)}
                      />
                    )}
                  </div>
                );
              })}
              {fieldState.error?.message && (
                <p className={screenStyles.fieldError} role="alert">
                  {fieldState.error.message}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <TextField label={T.reasonOptional} maxLength={SESSION_REASON_MAX} {...form.register('reason')} />
    </SessionExceptionForm>
  );
}

/**
 * The chosen session: when, where, who, why; and for staff who manage the class, one tap 휴강 처리
 * (offered first on a holiday), undoing an exception, moving the day, or adding a makeup.
 */
export function SessionPanel({
  instId,
  session,
  manageable,
  onClose,
}: {
  instId: string;
  session: SessionView;
  manageable: boolean;
  onClose: () => void;
}) {
  const panel = useRef<HTMLElement>(null);
  const create = useCreateSessionException(instId);
  const remove = useDeleteSessionException(instId);
  const [form, setForm] = useState<'reschedule' | 'makeup' | null>(null);
  // The page mounts one panel per session (key), so this runs when another session is chosen.
  useEffect(() => {
    panel.current?.focus();
  }, []);

  const state = sessionState(session);
  const canCancel = manageable && session.kind === 'regular' && session.status === 'scheduled';
  const undoLabel =
    session.status === 'cancelled'
      ? T.undoCancel
      : session.status === 'moved' || session.kind === 'reschedule'
        ? T.undoMove
        : session.kind === 'makeup'
          ? T.undoMakeup
          : null;

  async function cancelDay() {
    try {
      await create.mutateAsync({
        classId: session.classId,
        body: { kind: 'cancel', date: session.date, reason: session.holidayNm ?? '' },
      });
      showToast(T.cancelDone);
    } catch (error) {
      showRefusal(error);
    }
  }

  async function undo() {
    if (!session.exceptionId) return;
    try {
      await remove.mutateAsync({ classId: session.classId, sessionId: session.exceptionId });
      showToast(T.undone);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <section ref={panel} tabIndex={-1} className={styles.panel} aria-labelledby="session-title">
      <SectionHeader>
        <SectionTitle id="session-title">
          {T.panelTitle}: {session.classNm}
          {state && ` (${state})`}
        </SectionTitle>
        <Button variant="text" size="sm" onClick={onClose}>
          {T.close}
        </Button>
      </SectionHeader>
      {session.holidayNm && session.status === 'scheduled' && session.kind === 'regular' && (
        <p className={styles.warning}>{T.holiday(session.holidayNm)}</p>
      )}
      <Facts stackOnNarrow={false}>
        <dt>{T.date}</dt>
        <dd>{formatDate(session.date)}</dd>
        <dt>{T.time}</dt>
        <dd>
          {session.start}~{session.end}
        </dd>
        {session.room && (
          <>
            <dt>{T.room}</dt>
            <dd>{session.room}</dd>
          </>
        )}
        {session.teacherNms.length > 0 && (
          <>
            <dt>{T.teachers}</dt>
            <dd>{session.teacherNms.join(', ')}</dd>
          </>
        )}
        {session.studentNms.length > 0 && (
          <>
            <dt>{T.students}</dt>
            <dd>{session.studentNms.join(', ')}</dd>
          </>
        )}
        {session.reason && (
          <>
            <dt>{T.reason}</dt>
            <dd>{session.reason}</dd>
          </>
        )}
      </Facts>
      {session.movedTo && (
        <Notice>
          {T.movedTo(`${formatDate(session.movedTo.date)} ${session.movedTo.start}~${session.movedTo.end}`)}
        </Notice>
      )}
      {session.originalDate && <Notice>{T.movedFrom(formatDate(session.originalDate))}</Notice>}
      {manageable ? (
        <div className={styles.actions}>
          {canCancel && (
            <Button variant={session.holidayNm ? 'primary' : 'outline'} loading={create.isPending} onClick={cancelDay}>
              {T.cancel}
            </Button>
          )}
          {canCancel && (
            <Button variant="outline" onClick={() => setForm(form === 'reschedule' ? null : 'reschedule')}>
              {T.reschedule}
            </Button>
          )}
          {undoLabel && session.exceptionId && (
            <Button variant="outline" loading={remove.isPending} onClick={undo}>
              {undoLabel}
            </Button>
          )}
          <Button variant="outline" onClick={() => setForm(form === 'makeup' ? null : 'makeup')}>
            {T.makeup}
          </Button>
        </div>
      ) : (
        <Notice>{T.readOnly}</Notice>
      )}
      {form === 'reschedule' && <RescheduleForm instId={instId} session={session} onDone={() => setForm(null)} />}
      {form === 'makeup' && <MakeupForm instId={instId} session={session} onDone={() => setForm(null)} />}
      <TextLink to={`/classDetail?classId=${encodeURIComponent(session.classId)}`}>{T.detail}</TextLink>
    </section>
  );
}
