import { PERM } from '@academy/domain/access/access.permissions';
import { type NewTeacherInput, newTeacherInput } from '@academy/domain/class/class.schema';
import { MOBILE_LENGTH } from '@academy/domain/phone/phone.rules';
import { digitsOnly } from '@academy/domain/text/text.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { patchClass } from '../../../store/class-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, SectionTitle } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { useTeacherCandidates } from '../api/get-teacher-candidates';
import { CLASSES_TEXTS } from '../classes.texts';
import { Loading, QueryFailed } from '../components/classes-screen';
import { WizardFrame } from '../components/wizard-frame';

const T = CLASSES_TEXTS.selectTeacher;

function NewTeacherForm({ onChosen }: { onChosen: () => void }) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.class.newTeacher);
  const form = useForm<NewTeacherInput>({
    resolver: zodResolver(newTeacherInput),
    defaultValues: { name: current?.name ?? '', number: current?.number ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    dispatch(patchClass({ newTeacher: values, teacherId: null, teacherNm: values.name }));
    onChosen();
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="new-teacher-title">
      <SectionTitle id="new-teacher-title">{T.newTitle}</SectionTitle>
      <p className={screenStyles.lead}>{T.newHint}</p>
      <TextField
        label={T.name}
        placeholder={T.namePlaceholder}
        required
        maxLength={maxLengthOf(newTeacherInput.shape.name)}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Controller
        control={form.control}
        name="number"
        render={({ field, fieldState }) => (
          <TextField
            label={T.number}
            placeholder={T.numberPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={MOBILE_LENGTH}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value}
            // SPEC §5: a new teacher's number takes digits only; anything else typed is dropped.
            onChange={(event) => field.onChange(digitsOnly(event.target.value))}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="secondary" fullWidth>
        {T.add}
      </Button>
    </form>
  );
}

/**
 * /selectTeacher: one of the academy's staff, or a new teacher (name + number) invited with the
 * class. Inviting is hiring, so the new-teacher form is for those holding 직원 등록·수정 (032).
 */
export function SelectTeacherPage() {
  const navigate = useNavigate();
  const mayInvite = useCurrentInst().can(PERM.staffWrite);
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.class.teacherId);
  const editing = useAppSelector((state) => state.class.editingClassId);
  const back = () => navigate('/classCreate2');
  return (
    <WizardFrame screen="selectTeacher" fallbackTitle="강사 선택">
      {({ instId }) => (
        <TeacherList
          instId={instId}
          chosen={chosen}
          onChoose={(userId, userNm) => {
            dispatch(patchClass({ teacherId: userId, teacherNm: userNm, newTeacher: null }));
            back();
          }}
          newTeacher={
            editing ? (
              <Notice>{T.editNoNew}</Notice>
            ) : mayInvite ? (
              <NewTeacherForm onChosen={back} />
            ) : (
              <Notice>{T.inviteNeedsStaffWrite}</Notice>
            )
          }
        />
      )}
    </WizardFrame>
  );
}

function TeacherList({
  instId,
  chosen,
  onChoose,
  newTeacher,
}: {
  instId: string;
  chosen: string | null;
  onChoose: (userId: string, userNm: string) => void;
  newTeacher: React.ReactNode;
}) {
  const teachers = useTeacherCandidates(instId);
  return (
    <>
      <p className={screenStyles.lead}>{T.intro}</p>
      <Section title={T.listLabel}>
        {teachers.isPending ? (
          <Loading />
        ) : teachers.isError ? (
          <QueryFailed error={teachers.error} onRetry={() => void teachers.refetch()} />
        ) : teachers.data.teachers.length === 0 ? (
          <EmptyState title={T.empty} />
        ) : (
          <ul className={rows.list} aria-label={T.listLabel}>
            {teachers.data.teachers.map((teacher) => (
              <li key={teacher.userId} className={rows.row}>
                <span className={rows.text}>
                  <span className={rows.title}>
                    {teacher.userNm}{' '}
                    <Badge tone={teacher.relationCd === '050' ? 'primary' : 'neutral'}>
                      {CLASSES_TEXTS.roles[teacher.relationCd]}
                    </Badge>
                  </span>
                  {teacher.maskedMobileNo && <span className={rows.description}>{teacher.maskedMobileNo}</span>}
                </span>
                <Button
                  size="sm"
                  variant={chosen === teacher.userId ? 'primary' : 'outline'}
                  aria-pressed={chosen === teacher.userId}
                  aria-label={`${teacher.userNm} ${T.choose}`}
                  onClick={() => onChoose(teacher.userId, teacher.userNm)}
                >
                  {T.choose}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section>{newTeacher}</Section>
    </>
  );
}
