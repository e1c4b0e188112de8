import { addDays, isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { enrolmentCovers } from '@academy/domain/class/class.rules';
import {
  type ClassListItem,
  type MoveStudentsBody,
  type MoveStudentsInput,
  type MoveStudentsResponse,
  moveStudentsBody,
} from '@academy/domain/class/class.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Notice } from '../../../ui/notice/notice';
import { Section, sectionClassName } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { useClassRoster } from '../api/get-class-roster';
import { useOpenClasses } from '../api/get-open-classes';
import { useMoveStudents } from '../api/move-students';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { LoadFailed, Loading, StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.classMoving;
const FIELDS = ['fromClassId', 'toClassId', 'studentIds', 'moveDate'] as const;

type MoveForm = UseFormReturn<MoveStudentsInput, unknown, MoveStudentsBody>;

const classLabel = (cls: ClassListItem) =>
  STUDENTS_TEXTS.fields.classOption(cls.classNm, T.seats(cls.fixed, cls.studentCount));

type Roster = ReturnType<typeof useClassRoster>;

/** The day the picker lists students for: the chosen move day, or today while none is valid. */
const pickerDay = (moveDate: string | undefined) => (moveDate && isIsoDate(moveDate) ? moveDate : todayBusinessDate());

/** 옮길 원생: the students of the chosen class on the chosen day, as accessible checkboxes. */
function StudentPicker({ form, roster }: { form: MoveForm; roster: Roster }) {
  const [fromClassId, moveDate] = form.watch(['fromClassId', 'moveDate']);
  const day = pickerDay(moveDate);
  return (
    <Controller
      control={form.control}
      name="studentIds"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        const students = (roster.data?.enrolments ?? []).filter((enrolment) => enrolmentCovers(enrolment, day));
        const allChosen = students.length > 0 && students.every((student) => chosen.includes(student.studentId));
        return (
          <fieldset
            className={sectionClassName()}
            aria-describedby={fieldState.error?.message ? 'move-students-error' : undefined}
          >
            <legend className={styles.legend}>{T.students}</legend>
            {!fromClassId ? (
              <p className={styles.intro}>{T.pickFromFirst}</p>
            ) : roster.isPending ? (
              <Loading />
            ) : roster.isError ? (
              <LoadFailed onRetry={() => void roster.refetch()} />
            ) : students.length === 0 ? (
              <p className={styles.intro}>{T.noStudents}</p>
            ) : (
              <>
                <p className={styles.intro}>{T.studentsOn(formatShortDate(day))}</p>
                <Checkbox
                  label={T.selectAll}
                  checked={allChosen}
                  onCheckedChange={(checked) =>
                    field.onChange(checked === true ? students.map((student) => student.studentId) : [])
                  }
                />
                {students.map((student) => (
                  <Checkbox
                    key={student.enrolmentId}
                    label={student.studentNm}
                    hint={T.since(formatShortDate(student.startDate))}
                    checked={chosen.includes(student.studentId)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true
                          ? [...chosen, student.studentId]
                          : chosen.filter((id) => id !== student.studentId),
                      )
                    }
                  />
                ))}
              </>
            )}
            {fieldState.error?.message && (
              <Notice id="move-students-error" tone="warning" role="alert">
                {fieldState.error.message}
              </Notice>
            )}
          </fieldset>
        );
      }}
    />
  );
}

function MoveResult({ result }: { result: MoveStudentsResponse }) {
  const date = formatShortDate(result.moveDate);
  return (
    <Section title={T.resultTitle}>
      <ul className={styles.plainList}>
        {result.moves.map((move) => (
          <li key={move.moveId}>
            {T.resultLine(move.studentNm, result.toClass.classNm, date)}{' '}
            <TextLink to={studentScreen('StudentHistory', move.studentId)}>{T.viewHistory(move.studentNm)}</TextLink>
          </li>
        ))}
      </ul>
      <TextLink to={`/classDetail?classId=${encodeURIComponent(result.toClass.classId)}#students`} variant="strong">
        {T.viewClass(result.toClass.classNm)}
      </TextLink>
    </Section>
  );
}

function ClassMovingForm({ instId }: { instId: string }) {
  const [params] = useSearchParams();
  const classes = useOpenClasses(instId);
  const move = useMoveStudents(instId);
  const [result, setResult] = useState<MoveStudentsResponse | null>(null);
  const studentId = params.get('studentId');
  const form: MoveForm = useForm<MoveStudentsInput, unknown, MoveStudentsBody>({
    resolver: zodResolver(moveStudentsBody),
    defaultValues: {
      fromClassId: params.get('fromClassId') ?? '',
      toClassId: '',
      studentIds: studentId ? [studentId] : [],
      moveDate: todayBusinessDate(),
    },
  });
  const { errors } = form.formState;
  const fromClassId = form.watch('fromClassId');
  const roster = useClassRoster(instId, fromClassId ?? '');

  if (classes.isPending) return <Loading />;
  if (classes.isError) return <LoadFailed onRetry={() => void classes.refetch()} />;
  const open = classes.data.items;
  const nameOf = (classId: string) => open.find((cls) => cls.classId === classId)?.classNm ?? '';
  const targets = open.filter((cls) => cls.classId !== fromClassId);

  const onSubmit = form.handleSubmit(async (values) => {
    const enrolments = roster.data?.enrolments ?? [];
    const names = values.studentIds.map(
      (id) => enrolments.find((enrolment) => enrolment.studentId === id)?.studentNm ?? '',
    );
    const answer = await confirmModal({
      title: T.confirmTitle,
      contents: T.confirm(names, nameOf(values.fromClassId), nameOf(values.toClassId), values.moveDate),
    });
    if (answer !== 'yes') return;
    try {
      const moved = await move.mutateAsync(values);
      showToast(T.done(moved.moves.length, moved.toClass.classNm));
      setResult(moved);
      form.reset({ ...values, studentIds: [] });
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={T.submit}>
        <p className={styles.intro}>{T.intro}</p>
        <Select
          label={T.fromClass}
          options={open.map((cls) => ({ value: cls.classId, label: classLabel(cls) }))}
          required
          error={errors.fromClassId?.message}
          {...form.register('fromClassId', {
            onChange: () => {
              form.setValue('studentIds', []);
              setResult(null);
            },
          })}
        />
        <TextField
          label={T.moveDate}
          type="date"
          hint={T.moveDateHint}
          required
          min={addDays(todayBusinessDate(), -365)}
          max={addDays(todayBusinessDate(), 365)}
          error={errors.moveDate?.message}
          {...form.register('moveDate')}
        />
        <StudentPicker form={form} roster={roster} />
        {targets.length === 0 && fromClassId ? (
          <Notice>{T.noOtherClass}</Notice>
        ) : (
          <Select
            label={T.toClass}
            options={targets.map((cls) => ({ value: cls.classId, label: classLabel(cls) }))}
            required
            error={errors.toClassId?.message}
            {...form.register('toClassId')}
          />
        )}
        <Button type="submit" size="lg" fullWidth loading={move.isPending}>
          {T.submit}
        </Button>
      </form>
      {result && <MoveResult result={result} />}
    </>
  );
}

/**
 * ClassMoving (?fromClassId=&studentId=): move students of a class to another class from a day. The
 * days before stay with the old class (its sheets and history); the server checks the headcount,
 * closed classes, the day and who may do it, and the confirm modal says exactly what will happen.
 */
export function ClassMovingPage() {
  return (
    <StudentsScreen screen="ClassMoving" fallbackTitle="반 이동" narrow>
      <StudentsGate need="move-classes">{(access) => <ClassMovingForm instId={access.instId} />}</StudentsGate>
    </StudentsScreen>
  );
}
