import { type EnrolStudentsInput, enrolStudentsBody } from '@academy/domain/class/class.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { SectionTitle } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { useEndEnrolment } from '../api/end-enrolment';
import { useEnrolStudents } from '../api/enrol-students';
import { useClassStudents } from '../api/get-class-students';
import { useStudentCandidates } from '../api/get-student-candidates';
import { CLASSES_TEXTS } from '../classes.texts';
import { Loading, QueryFailed } from './classes-screen';

const T = CLASSES_TEXTS.detail;

/** 원생 등록: pick students who could join, from a day (and optionally until a day). */
function EnrolForm({ instId, classId }: { instId: string; classId: string }) {
  const [q, setQ] = useState('');
  const candidates = useStudentCandidates(instId, classId, q.trim());
  const enrol = useEnrolStudents(instId, classId);
  const form = useForm<EnrolStudentsInput>({
    resolver: zodResolver(enrolStudentsBody),
    defaultValues: { studentIds: [], startDate: todayBusinessDate(), endDate: null },
  });
  const { errors } = form.formState;
  const chosen = form.watch('studentIds') ?? [];
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await enrol.mutateAsync(values);
      showToast(T.enrolled(values.studentIds.length));
      form.reset({ studentIds: [], startDate: values.startDate, endDate: null });
    } catch (error) {
      showServerError(error, form.setError, ['studentIds', 'startDate', 'endDate']);
    }
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="enrol-title">
      <SectionTitle as="h3" id="enrol-title">
        {T.enrolTitle}
      </SectionTitle>
      <TextField label={T.enrolSearch} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      <Controller
        control={form.control}
        name="studentIds"
        render={({ field, fieldState }) => (
          <fieldset className={screenStyles.fieldset}>
            <legend className={screenStyles.legend}>{T.enrolCandidates}</legend>
            {candidates.isPending ? (
              <Loading />
            ) : candidates.isError ? (
              <QueryFailed error={candidates.error} onRetry={() => void candidates.refetch()} />
            ) : candidates.data.students.length === 0 ? (
              <EmptyState title={T.enrolNone} icon={null} />
            ) : (
              candidates.data.students.map((student) => (
                <Checkbox
                  key={student.studentId}
                  label={[student.studentNm, student.schoolNm].filter(Boolean).join(' · ')}
                  checked={(field.value ?? []).includes(student.studentId)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked === true
                        ? [...(field.value ?? []), student.studentId]
                        : (field.value ?? []).filter((id) => id !== student.studentId),
                    )
                  }
                />
              ))
            )}
            {fieldState.error?.message && (
              <p className={screenStyles.fieldError} role="alert">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className={screenStyles.inline}>
        <TextField
          label={T.startDate}
          type="date"
          required
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        <Controller
          control={form.control}
          name="endDate"
          render={({ field, fieldState }) => (
            <TextField
              label={T.endDateOptional}
              type="date"
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Button type="submit" loading={enrol.isPending} disabled={chosen.length === 0}>
        {T.enrolSubmit(chosen.length)}
      </Button>
    </form>
  );
}

/** 수강생: who is (and was) in the class, 수강 종료 for each, and 원생 등록 for those who may enrol. */
export function Enrolments({ instId, classId, canEnrol }: { instId: string; classId: string; canEnrol: boolean }) {
  const students = useClassStudents(instId, classId);
  const end = useEndEnrolment(instId, classId);
  const [ending, setEnding] = useState<string | null>(null);
  const [endDate, setEndDate] = useState(todayBusinessDate());
  if (students.isPending) return <Loading />;
  if (students.isError) return <QueryFailed error={students.error} onRetry={() => void students.refetch()} />;
  const { enrolments, activeCount, fixed } = students.data;
  return (
    <>
      <p className={screenStyles.lead}>{T.activeCount(activeCount, fixed)}</p>
      {enrolments.length === 0 ? (
        <EmptyState title={T.enrolmentsEmpty} icon={null} />
      ) : (
        <ul className={rows.list} aria-label={T.enrolments}>
          {enrolments.map((enrolment) => (
            <li key={enrolment.enrolmentId} className={rows.row}>
              <span className={rows.text}>
                <span className={rows.title}>
                  {enrolment.studentNm} {!enrolment.active && <Badge>{T.ended}</Badge>}
                </span>
                <span className={rows.description}>
                  {T.enrolPeriod(
                    formatShortDate(enrolment.startDate),
                    enrolment.endDate ? formatShortDate(enrolment.endDate) : null,
                  )}
                </span>
              </span>
              {canEnrol && enrolment.active && ending !== enrolment.enrolmentId && (
                <Button variant="outline" size="sm" onClick={() => setEnding(enrolment.enrolmentId)}>
                  {T.endEnrolment(enrolment.studentNm)}
                </Button>
              )}
              {ending === enrolment.enrolmentId && (
                <ActionRow>
                  <TextField
                    label={T.endDate}
                    type="date"
                    value={endDate}
                    onChange={(event) => setEndDate(event.target.value)}
                  />
                  <Button
                    size="sm"
                    loading={end.isPending}
                    onClick={async () => {
                      try {
                        await end.mutateAsync({ enrolmentId: enrolment.enrolmentId, endDate });
                        setEnding(null);
                      } catch (error) {
                        showServerError(error, null);
                      }
                    }}
                  >
                    {T.endConfirm}
                  </Button>
                  <Button size="sm" variant="text" onClick={() => setEnding(null)}>
                    {CLASSES_TEXTS.common.cancel}
                  </Button>
                </ActionRow>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEnrol && <EnrolForm instId={instId} classId={classId} />}
    </>
  );
}
