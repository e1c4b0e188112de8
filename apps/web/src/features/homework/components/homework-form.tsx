import {
  HOMEWORK_FILES_MAX,
  HOMEWORK_INSTRUCTIONS_MAX,
  HOMEWORK_TITLE_MAX,
} from '@academy/domain/homework/homework.rules';
import {
  createHomeworkBody,
  DUE_IN_PAST_MESSAGE,
  editHomeworkBody,
  type HomeworkDetail,
  type HomeworkFileView,
} from '@academy/domain/homework/homework.schema';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { alreadyReported } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useFormOptions } from '../api/get-form-options';
import { useCreateHomework, useEditHomework } from '../api/homework-mutations';
import { HOMEWORK_TEXTS } from '../homework.texts';
import { defaultDueParts, dueInstantOf, duePartsOf } from '../lib/homework-time';
import { FilePicker } from './file-picker';
import styles from './homework.module.css';
import { staffStates } from './homework-screen';

const T = HOMEWORK_TEXTS.form;

type Target = 'class' | 'students';

export type HomeworkFormProps = {
  inst: ChosenAcademy;
  /** Editing this assignment (its class and assignees stay). */
  editing?: HomeworkDetail;
  /** The clock (tests fix it). */
  now?: () => Date;
};

/** The first message per top-level field of a failed parse, as the server's `fields` would name them. */
function issuesOf(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Giving or editing an assignment: the class, the title and instructions, the due date and time
 * (Seoul), the whole class or chosen students, and attachments through the upload pipeline. The
 * domain's schema checks the form before it is sent (the server checks it again); field errors from
 * either show under their fields.
 */
export function HomeworkForm({ inst, editing, now = () => new Date() }: HomeworkFormProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialDue = editing ? duePartsOf(new Date(editing.dueAt)) : defaultDueParts(now());
  const [classId, setClassId] = useState(editing?.classId ?? params.get('classId') ?? '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [instructions, setInstructions] = useState(editing?.instructions ?? '');
  const [dueDate, setDueDate] = useState(initialDue.date);
  const [dueTime, setDueTime] = useState(initialDue.time);
  const [target, setTarget] = useState<Target>('class');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [files, setFiles] = useState<HomeworkFileView[]>(editing?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const classes = useFormOptions(inst.instId, undefined);
  const students = useFormOptions(inst.instId, classId || undefined);
  const create = useCreateHomework(inst.instId);
  const edit = useEditHomework(inst.instId, editing?.homeworkId ?? '');
  const pending = create.isPending || edit.isPending;
  const classStudents = classId ? (students.data?.students ?? []) : [];

  if (!editing && classes.isPending) return <staffStates.Loading />;
  if (!editing && classes.isError)
    return <staffStates.QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  if (!editing && (classes.data?.classes.length ?? 0) === 0)
    return <EmptyState title={T.noClasses} description={T.noClassesHint} />;

  function bodyOf() {
    const dueAt = dueDate && dueTime ? dueInstantOf({ date: dueDate, time: dueTime }) : '';
    const common = { title, instructions, dueAt, files: files.map((file) => file.fileNm) };
    return editing
      ? editHomeworkBody.safeParse(common)
      : createHomeworkBody.safeParse({
          ...common,
          classId,
          studentIds: target === 'students' ? studentIds : undefined,
        });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    const parsed = bodyOf();
    if (!parsed.success) {
      setErrors(issuesOf(parsed.error.issues));
      return;
    }
    const dueAt = parsed.data.dueAt;
    const dueChanged =
      !editing || dueAt === undefined || new Date(dueAt).getTime() !== new Date(editing.dueAt).getTime();
    if (dueAt && dueChanged && new Date(dueAt).getTime() <= now().getTime()) {
      setErrors({ dueAt: DUE_IN_PAST_MESSAGE });
      return;
    }
    try {
      const saved = editing
        ? await edit.mutateAsync(parsed.data)
        : await create.mutateAsync(parsed.data as Parameters<typeof create.mutateAsync>[0]);
      showToast(editing ? T.edited : T.created);
      navigate(`/v3/homework/manage/${encodeURIComponent(saved.homeworkId)}`, { replace: true });
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors)
        setErrors(
          issuesOf(Object.entries(error.fields ?? {}).map(([key, message]) => ({ path: key.split('.'), message }))),
        );
      else if (!alreadyReported(error)) setFailure(isApiError(error) ? error.message : null);
    }
  }

  const allChosen =
    classStudents.length > 0 && classStudents.every((student) => studentIds.includes(student.studentId));

  return (
    <form
      className={screenStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={pending || undefined}
    >
      {editing ? (
        <p className={styles.meta}>{T.keptClass(editing.classNm, editing.counts?.assigned ?? 0)}</p>
      ) : (
        <Select
          label={T.classLabel}
          required
          value={classId}
          placeholder={T.classPlaceholder}
          options={(classes.data?.classes ?? []).map((item) => ({ value: item.classId, label: item.classNm }))}
          onChange={(event) => {
            setClassId(event.target.value);
            setStudentIds([]);
          }}
          error={errors.classId}
        />
      )}
      <TextField
        label={T.titleLabel}
        required
        value={title}
        maxLength={HOMEWORK_TITLE_MAX}
        placeholder={T.titlePlaceholder}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
      />
      <TextArea
        label={T.instructions}
        value={instructions}
        maxLength={HOMEWORK_INSTRUCTIONS_MAX}
        rows={6}
        placeholder={T.instructionsPlaceholder}
        onChange={(event) => setInstructions(event.target.value)}
        error={errors.instructions}
      />
      <div className={styles.row}>
        <TextField
          label={T.dueDate}
          type="date"
          required
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          error={errors.dueAt}
        />
        <TextField
          label={T.dueTime}
          type="time"
          required
          value={dueTime}
          onChange={(event) => setDueTime(event.target.value)}
        />
      </div>
      {!editing && (
        <>
          <RadioGroup
            label={T.target}
            name="homework-target"
            direction="horizontal"
            value={target}
            onValueChange={(value) => setTarget(value as Target)}
            options={[
              { value: 'class', label: T.wholeClass, description: T.wholeClassHint },
              { value: 'students', label: T.chosen },
            ]}
          />
          {target === 'students' && (
            <fieldset className={screenStyles.fieldset}>
              <legend className={screenStyles.legend}>
                {T.studentsLabel} <span className={styles.meta}>{T.studentsCount(studentIds.length)}</span>
              </legend>
              {!classId ? (
                <p className={styles.meta}>{T.chooseClassFirst}</p>
              ) : students.isPending ? (
                <staffStates.Loading />
              ) : classStudents.length === 0 ? (
                <p className={styles.meta}>{T.noStudents}</p>
              ) : (
                <>
                  <Button
                    variant="text"
                    size="sm"
                    onClick={() => setStudentIds(allChosen ? [] : classStudents.map((student) => student.studentId))}
                  >
                    {allChosen ? T.selectNone : T.selectAll}
                  </Button>
                  <ul className={styles.students}>
                    {classStudents.map((student) => (
                      <li key={student.studentId}>
                        <Checkbox
                          label={student.studentNm}
                          checked={studentIds.includes(student.studentId)}
                          onCheckedChange={(checked) =>
                            setStudentIds((now) =>
                              checked === true
                                ? [...now, student.studentId]
                                : now.filter((id) => id !== student.studentId),
                            )
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {errors.studentIds && (
                <p className={screenStyles.fieldError} role="alert">
                  {errors.studentIds}
                </p>
              )}
            </fieldset>
          )}
        </>
      )}
      <FilePicker
        instId={inst.instId}
        target="assignment"
        label={T.files}
        hint={T.filesHint}
        addLabel={T.addFiles}
        kinds={['image', 'media', 'document']}
        max={HOMEWORK_FILES_MAX}
        files={files}
        onChange={setFiles}
        onBusyChange={setUploading}
        error={errors.files}
      />
      {failure && (
        <p className={screenStyles.fieldError} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" fullWidth loading={pending} disabled={uploading}>
        {editing ? T.submitEdit : T.submit}
      </Button>
    </form>
  );
}
