import { CLASS_NM_MAX, COMPULSORY_SUBJECT_MAX } from '@academy/domain/class/class.constants';
import { parseClassFixedInput } from '@academy/domain/class/class.rules';
import { type ClassBasicsForm, type ClassBasicsFormInput, classBasicsForm } from '@academy/domain/class/class.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { NumberInput } from '../../../lib/forms/number-input';
import { RadioInput } from '../../../lib/forms/radio-input';
import { patchClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { CLASSES_TEXTS } from '../classes.texts';
import { WeekdayPicker } from '../components/weekday-picker';
import { WizardFrame } from '../components/wizard-frame';
import { slotsForDays } from '../lib/class-draft';

const T = CLASSES_TEXTS.wizard;

const TYPE_OPTIONS = (['010', '020'] as const).map((code) => ({
  value: code,
  label: CLASSES_TEXTS.codes.classTp[code],
  description: T.classTpHints[code],
}));

/** Step 1 of the wizard: name, subject, type, headcount and weekdays, kept in the draft as typed. */
export function BasicsStep() {
  const draft = useAppSelector((state) => state.class);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<ClassBasicsFormInput, unknown, ClassBasicsForm>({
    resolver: zodResolver(classBasicsForm),
    defaultValues: {
      classNm: draft.classNm,
      compulsorySubject: draft.compulsorySubject,
      classTpCd: (draft.classTpCd || '010') as ClassBasicsFormInput['classTpCd'],
      fixed: draft.fixed ?? undefined,
      lecDay: draft.lecDay,
    },
  });
  const { errors } = form.formState;
  const classTpCd = form.watch('classTpCd');

  // What is typed stays in the draft (session storage), so a refresh keeps it.
  useEffect(() => {
    const subscription = form.watch((values) => {
      dispatch(
        patchClass({
          classNm: values.classNm ?? '',
          compulsorySubject: values.compulsorySubject ?? '',
          classTpCd: values.classTpCd ?? '',
          fixed: typeof values.fixed === 'number' ? values.fixed : null,
          lecDay: (values.lecDay ?? []).filter((day): day is number => typeof day === 'number'),
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, dispatch]);

  useEffect(() => {
    if (classTpCd === '020') form.setValue('fixed', 1, { shouldValidate: form.formState.isSubmitted });
  }, [classTpCd, form]);

  const onSubmit = form.handleSubmit((values) => {
    dispatch(patchClass({ ...values, lectureList: slotsForDays(values.lecDay, draft.lectureList) }));
    navigate('/classCreate2');
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={T.classNm}
        placeholder={T.classNmPlaceholder}
        required
        maxLength={CLASS_NM_MAX}
        autoComplete="off"
        error={errors.classNm?.message}
        {...form.register('classNm')}
      />
      <TextField
        label={T.subject}
        placeholder={T.subjectPlaceholder}
        required
        maxLength={COMPULSORY_SUBJECT_MAX}
        autoComplete="off"
        error={errors.compulsorySubject?.message}
        {...form.register('compulsorySubject')}
      />
      <RadioInput
        control={form.control}
        name="classTpCd"
        label={T.classTp}
        options={TYPE_OPTIONS}
        direction="horizontal"
        required
      />
      <NumberInput
        control={form.control}
        name="fixed"
        parse={(typed) => parseClassFixedInput(typed) ?? undefined}
        label={T.fixed}
        required
        readOnly={classTpCd === '020'}
        suffix={T.fixedSuffix}
        hint={classTpCd === '020' ? T.fixedOneToOne : T.fixedHint}
      />
      <Controller
        control={form.control}
        name="lecDay"
        render={({ field, fieldState }) => (
          <WeekdayPicker
            label={T.lecDay}
            required
            value={(field.value ?? []).filter((day): day is number => typeof day === 'number')}
            onChange={field.onChange}
            hint={T.lecDayHint}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" size="lg" fullWidth>
        {CLASSES_TEXTS.common.next}
      </Button>
    </form>
  );
}

/** /classCreate: the wizard's first step. */
export function ClassCreatePage() {
  return (
    <WizardFrame screen="classCreate" fallbackTitle="반 만들기" step={1}>
      {() => <BasicsStep />}
    </WizardFrame>
  );
}
