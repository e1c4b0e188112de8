import {
  formatScore,
  GRADE_NAME_MAX,
  GRADE_SECTION_NAME_MAX,
  GRADE_SECTIONS_MAX,
  GRADE_SUBJECT_MAX,
} from '@academy/domain/grades/grades.rules';
import {
  type CreateGradeBody,
  type CreateGradeBodyInput,
  createGradeBody,
  type GradeFormOptionsResponse,
} from '@academy/domain/grades/grades.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { showServerError } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { GRADES_TEXTS } from '../grades.texts';
import styles from './grades.module.css';

const T = GRADES_TEXTS.form;

export type GradeFormProps = {
  /** The classes a new test may be for; an edit shows its class without a choice. */
  classes: GradeFormOptionsResponse['classes'];
  initial: CreateGradeBodyInput;
  /** The class's name when editing (the class of a test stays). */
  fixedClassNm?: string;
  submitLabel: string;
  onSubmit: (body: CreateGradeBody) => Promise<unknown>;
};

const FIELDS = ['classId', 'name', 'subject', 'testDate', 'maxScore', 'sections'] as const;

/**
 * Step 1 of a test (CreateGradePage, EditGradePage): name, date, subject, class and maximum, and
 * optional sections (영역) whose maxima must add up to the maximum — checked with the contract's own
 * schema before anything is sent, and again by the server.
 */
export function GradeForm({ classes, initial, fixedClassNm, submitLabel, onSubmit }: GradeFormProps) {
  const form = useForm<CreateGradeBodyInput, unknown, CreateGradeBody>({
    defaultValues: initial,
    resolver: zodResolver(createGradeBody),
  });
  const { register, formState, control } = form;
  const { errors } = formState;
  const sections = useFieldArray({ control, name: 'sections' });
  const watched = useWatch({ control });
  const sectionSum = (watched.sections ?? []).reduce(
    (sum, section) => sum + (Number.isFinite(section?.maxScore) ? Number(section?.maxScore) : 0),
    0,
  );

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch (error) {
      showServerError(error, form.setError, FIELDS);
    }
  });

  const sectionsError = errors.sections?.root?.message ?? errors.sections?.message;
  return (
    <form onSubmit={submit} noValidate className={styles.stack}>
      <Section title={T.step1}>
        <div className={styles.stack}>
          <TextField
            label={T.name}
            required
            placeholder={T.namePlaceholder}
            maxLength={GRADE_NAME_MAX}
            error={errors.name?.message}
            {...register('name')}
          />
          {fixedClassNm ? (
            <Facts>
              <dt>{T.class}</dt>
              <dd>
                {fixedClassNm} <span className={styles.hint}>({T.classFixed})</span>
              </dd>
            </Facts>
          ) : (
            <Select
              label={T.class}
              required
              placeholder={T.chooseClass}
              options={classes.map((item) => ({ value: item.classId, label: item.classNm }))}
              error={errors.classId?.message}
              {...register('classId', {
                onChange: (event: { target: { value: string } }) => {
                  const chosen = classes.find((item) => item.classId === event.target.value);
                  if (chosen?.compulsorySubject && form.getValues('subject').trim() === '') {
                    form.setValue('subject', chosen.compulsorySubject);
                  }
                },
              })}
            />
          )}
          <TextField
            label={T.subject}
            required
            placeholder={T.subjectPlaceholder}
            maxLength={GRADE_SUBJECT_MAX}
            error={errors.subject?.message}
            {...register('subject')}
          />
          <TextField
            label={T.testDate}
            type="date"
            required
            error={errors.testDate?.message}
            {...register('testDate')}
          />
          <TextField
            label={T.maxScore}
            type="number"
            inputMode="decimal"
            required
            min={1}
            step={0.1}
            suffix={T.unit}
            error={errors.maxScore?.message}
            {...register('maxScore', { valueAsNumber: true })}
          />
        </div>
      </Section>
      <Section title={T.sections}>
        <div className={styles.stack}>
          <p className={styles.hint}>{T.sectionsHint}</p>
          {sections.fields.map((field, index) => (
            <fieldset key={field.id} className={styles.sectionRow} aria-label={T.sectionGroup(index)}>
              <TextField
                label={T.sectionName(index)}
                maxLength={GRADE_SECTION_NAME_MAX}
                error={errors.sections?.[index]?.name?.message}
                {...register(`sections.${index}.name`)}
              />
              <TextField
                label={T.sectionMax(index)}
                type="number"
                inputMode="decimal"
                min={0.1}
                step={0.1}
                suffix={T.unit}
                error={errors.sections?.[index]?.maxScore?.message}
                {...register(`sections.${index}.maxScore`, { valueAsNumber: true })}
              />
              <Button
                variant="text"
                size="sm"
                onClick={() => sections.remove(index)}
                aria-label={T.removeSection(index)}
              >
                {GRADES_TEXTS.detail.remove}
              </Button>
            </fieldset>
          ))}
          {sections.fields.length > 0 && (
            <p className={styles.hint} aria-live="polite">
              {T.sectionsSum(
                formatScore(sectionSum),
                Number.isFinite(watched.maxScore) ? formatScore(Number(watched.maxScore)) : '-',
              )}
            </p>
          )}
          {sectionsError && (
            <Notice tone="warning" role="alert">
              {sectionsError}
            </Notice>
          )}
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={sections.fields.length >= GRADE_SECTIONS_MAX}
              onClick={() => sections.append({ name: '', maxScore: Number.NaN })}
            >
              {T.addSection}
            </Button>
          </div>
        </div>
      </Section>
      <Button type="submit" size="lg" loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
