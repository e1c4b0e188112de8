import {
  type ClassScheduleForm,
  type ClassScheduleFormInput,
  classScheduleForm,
  TEACHER_REQUIRED_MESSAGE,
} from '@academy/domain/class/class.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type ClassSlotDraft, patchClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { sectionClassName } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { CLASSES_TEXTS } from '../classes.texts';
import styles from '../components/classes.module.css';
import { SlotsEditor } from '../components/slots-editor';
import { WizardFrame } from '../components/wizard-frame';
import { lecDayText } from '../lib/class-format';

const T = CLASSES_TEXTS.wizard;

function toDraftSlots(slots: ClassScheduleFormInput['lectureList']): ClassSlotDraft[] {
  return (slots ?? []).map((slot) => ({
    day: Number(slot?.day),
    start: slot?.start ?? '',
    end: slot?.end ?? '',
    room: slot?.room ?? '',
  }));
}

/** The teacher and tuition chosen on their own screens, shown as rows that open them. */
function Choices({ teacherError }: { teacherError: string | null }) {
  const draft = useAppSelector((state) => state.class);
  const describeTuition = () => {
    if (draft.newTuition) {
      const { name, amount, billingUnit, round } = draft.newTuition;
      return `${name} · ${CLASSES_TEXTS.selectTuition.describe(billingUnit, amount, round)}`;
    }
    return draft.tuitionId ? draft.tuitionNm : T.noTuition;
  };
  return (
    <>
      <div className={styles.pick}>
        <div className={styles.pickValue}>
          <span className={styles.pickLabel}>{T.teacher}</span>
          <span>
            {draft.teacherNm || T.noTeacher} {draft.newTeacher && <Badge tone="secondary">{T.newTeacherBadge}</Badge>}
          </span>
          {teacherError && (
            <p className={screenStyles.fieldError} role="alert">
              {teacherError}
            </p>
          )}
        </div>
        <Link to="/selectTeacher" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          {draft.teacherNm ? T.changeTeacher : T.chooseTeacher}
        </Link>
      </div>
      <div className={styles.pick}>
        <div className={styles.pickValue}>
          <span className={styles.pickLabel}>{T.tuition}</span>
          <span>
            {describeTuition()} {draft.newTuition && <Badge tone="secondary">{T.newTuitionBadge}</Badge>}
          </span>
        </div>
        <Link to="/selectTuition" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          {draft.tuitionId || draft.newTuition ? T.changeTuition : T.chooseTuition}
        </Link>
      </div>
    </>
  );
}

/** Step 2: the period and the weekly slots (no overlaps), then the teacher and the tuition. */
export function ScheduleStep() {
  const draft = useAppSelector((state) => state.class);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [teacherError, setTeacherError] = useState<string | null>(null);
  const form = useForm<ClassScheduleFormInput, unknown, ClassScheduleForm>({
    resolver: zodResolver(classScheduleForm),
    defaultValues: {
      lecDay: draft.lecDay,
      lecStartDt: draft.lecStartDt,
      lecEndDt: draft.lecEndDt,
      lectureList: draft.lectureList,
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) => {
      dispatch(
        patchClass({
          lecStartDt: values.lecStartDt ?? '',
          lecEndDt: values.lecEndDt ?? '',
          lectureList: toDraftSlots(values.lectureList as ClassScheduleFormInput['lectureList']),
        }),
      );
    });
    return () => subscription.unsubscribe();
  }, [form, dispatch]);

  const onSubmit = form.handleSubmit((values) => {
    if (!draft.teacherId && !draft.newTeacher && !draft.editingClassId) {
      setTeacherError(TEACHER_REQUIRED_MESSAGE);
      return;
    }
    dispatch(
      patchClass({
        lecStartDt: values.lecStartDt,
        lecEndDt: values.lecEndDt,
        lectureList: values.lectureList.map((slot) => ({ ...slot, room: slot.room })),
      }),
    );
    navigate('/classCreateTF');
  });

  if (draft.lecDay.length === 0) {
    return (
      <div className={sectionClassName()}>
        <p className={screenStyles.lead}>{T.missingSteps}</p>
        <Link to="/classCreate" className={buttonClassName({ variant: 'primary' })}>
          {CLASSES_TEXTS.steps.names[0]}
        </Link>
      </div>
    );
  }

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>
        {draft.classNm} · {lecDayText(draft.lecDay)}
      </p>
      <div className={screenStyles.inline}>
        <TextField
          label={T.lecStartDt}
          type="date"
          required
          error={errors.lecStartDt?.message}
          {...form.register('lecStartDt')}
        />
        <TextField
          label={T.lecEndDt}
          type="date"
          hint={T.lecEndDtHint}
          error={errors.lecEndDt?.message}
          {...form.register('lecEndDt')}
        />
      </div>
      <SlotsEditor control={form.control} register={form.register} errors={errors} days={draft.lecDay} />
      <Choices teacherError={teacherError} />
      <ActionRow>
        <Button variant="outline" size="lg" onClick={() => navigate('/classCreate')}>
          {CLASSES_TEXTS.common.prev}
        </Button>
        <Button type="submit" size="lg">
          {CLASSES_TEXTS.common.next}
        </Button>
      </ActionRow>
    </form>
  );
}

/** /classCreate2: the wizard's second step. */
export function ClassCreate2Page() {
  return (
    <WizardFrame screen="classCreate2" fallbackTitle="반 만들기 (수업 정보)" step={2}>
      {() => <ScheduleStep />}
    </WizardFrame>
  );
}
