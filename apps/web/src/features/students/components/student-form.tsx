import { RELATION_TYPES } from '@academy/domain/account/family.schema';
import { CALENDAR_FIRST_DATE } from '@academy/domain/calendar/calendar.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { GRADE_YEARS, gradeLabel, STUDENT_GENDER_LABELS } from '@academy/domain/students/students.rules';
import {
  guardianInput,
  type RegisterStudentBody,
  type RegisterStudentInput,
  registerStudentBody,
  SCHOOL_NM_MAX,
  STUDENT_MEMO_MAX,
  STUDENT_NM_MAX,
} from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldValues, type Path, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { Notice } from '../../../ui/notice/notice';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import { SectionTitle, sectionClassName } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useOpenClasses } from '../api/get-open-classes';
import { STUDENTS_TEXTS } from '../students.texts';
import styles from './students.module.css';

const T = STUDENTS_TEXTS.fields;

export type StudentForm = UseFormReturn<RegisterStudentInput, unknown, RegisterStudentBody>;

export const EMPTY_STUDENT: RegisterStudentInput = {
  studentNm: '',
  birthdate: '',
  genderCd: null,
  schoolNm: '',
  gradeYear: null,
  mobileNo: '',
  memo: '',
  guardians: [],
  classIds: [],
  inviteGuardians: true,
};

export const EMPTY_GUARDIAN = { guardianNm: '', mobileNo: '', relationType: '어머니' as const };

/** The register form, validated by the domain's `registerStudentBody` (the same schema the server uses). */
export function useStudentForm(defaults: Partial<RegisterStudentInput> = {}): StudentForm {
  return useForm<RegisterStudentInput, unknown, RegisterStudentBody>({
    resolver: zodResolver(registerStudentBody),
    defaultValues: { ...EMPTY_STUDENT, ...defaults },
  });
}

/** The request fields a server message may name, for `showServerError`. */
export function studentFieldNames(guardianCount: number): Path<RegisterStudentInput>[] {
  const guardianFields = Array.from({ length: guardianCount }, (_unused, index) =>
    (['guardianNm', 'mobileNo', 'relationType'] as const).map((field) => `guardians.${index}.${field}` as const),
  ).flat();
  return [
    'studentNm',
    'birthdate',
    'genderCd',
    'schoolNm',
    'gradeYear',
    'mobileNo',
    'memo',
    'classIds',
    ...guardianFields,
  ];
}

const GENDER_OPTIONS = [
  { value: 'M', label: STUDENT_GENDER_LABELS.M },
  { value: 'F', label: STUDENT_GENDER_LABELS.F },
  { value: '', label: T.genderNone },
];
const GRADE_OPTIONS = GRADE_YEARS.map((year) => ({ value: String(year), label: gradeLabel(year) }));
const RELATION_OPTIONS = RELATION_TYPES.map((type) => ({ value: type, label: type }));

type PersonValues = { studentNm: string; birthdate: string; genderCd?: 'M' | 'F' | null; mobileNo?: string };
type InstValues = { schoolNm?: string; gradeYear?: number | null; memo?: string };

/** 이름, 생년월일, 성별, 휴대폰 번호: the person (also ModifyStudentInfo). */
export function PersonFields<T extends FieldValues & PersonValues, O>({
  form,
}: {
  form: UseFormReturn<T, unknown, O>;
}) {
  const f = form as unknown as UseFormReturn<PersonValues>;
  const errors = f.formState.errors;
  return (
    <>
      <TextField
        label={T.studentNm}
        autoComplete="off"
        maxLength={STUDENT_NM_MAX}
        required
        error={errors.studentNm?.message}
        {...f.register('studentNm')}
      />
      <TextField
        label={T.birthdate}
        type="date"
        max={todayBusinessDate()}
        min={CALENDAR_FIRST_DATE}
        required
        error={errors.birthdate?.message}
        {...f.register('birthdate')}
      />
      <Controller
        control={f.control}
        name="genderCd"
        render={({ field, fieldState }) => (
          <RadioGroup
            ref={field.ref}
            label={T.genderCd}
            name={field.name}
            options={GENDER_OPTIONS}
            value={field.value ?? ''}
            onValueChange={(value) => field.onChange(value === '' ? null : value)}
            direction="horizontal"
            error={fieldState.error?.message}
          />
        )}
      />
      <MobileField
        label={T.mobileNo}
        placeholder={T.mobilePlaceholder}
        error={errors.mobileNo?.message}
        {...f.register('mobileNo')}
      />
    </>
  );
}

/** 학교, 학년, 메모: how the academy records the student (also ModifyInstInfo). */
export function InstFields<T extends FieldValues & InstValues, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const f = form as unknown as UseFormReturn<InstValues>;
  const errors = f.formState.errors;
  return (
    <>
      <div className={styles.row}>
        <TextField
          label={T.schoolNm}
          placeholder={T.schoolPlaceholder}
          maxLength={SCHOOL_NM_MAX}
          error={errors.schoolNm?.message}
          {...f.register('schoolNm')}
        />
        <Controller
          control={f.control}
          name="gradeYear"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={T.gradeYear}
              name={field.name}
              options={GRADE_OPTIONS}
              placeholder={T.genderNone}
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <TextArea
        label={T.memo}
        hint={T.memoHint}
        rows={3}
        maxLength={STUDENT_MEMO_MAX}
        error={errors.memo?.message}
        {...f.register('memo')}
      />
    </>
  );
}

/** 보호자 list (name, mobile, relation), at most 4, and whether to text them an invitation. */
export function GuardianFields({ form, showInvite = true }: { form: StudentForm; showInvite?: boolean }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'guardians' });
  const errors = form.formState.errors.guardians;
  return (
    <fieldset className={sectionClassName()}>
      <SectionTitle as="legend">{T.guardians}</SectionTitle>
      {fields.length === 0 && <p className={styles.intro}>{T.noGuardian}</p>}
      {fields.map((item, index) => (
        <fieldset key={item.id} className={styles.guardian}>
          <legend className={styles.legend}>{T.guardianTitle(index + 1)}</legend>
          <div className={styles.row}>
            <TextField
              label={T.guardianNm}
              autoComplete="off"
              maxLength={maxLengthOf(guardianInput.shape.guardianNm)}
              required
              error={errors?.[index]?.guardianNm?.message}
              {...form.register(`guardians.${index}.guardianNm` as Path<RegisterStudentInput>)}
            />
            <MobileField
              label={T.guardianMobile}
              placeholder={T.mobilePlaceholder}
              required
              error={errors?.[index]?.mobileNo?.message}
              {...form.register(`guardians.${index}.mobileNo` as Path<RegisterStudentInput>)}
            />
            <Select
              label={T.relationType}
              options={RELATION_OPTIONS}
              placeholder={false}
              required
              error={errors?.[index]?.relationType?.message}
              {...form.register(`guardians.${index}.relationType` as Path<RegisterStudentInput>)}
            />
          </div>
          <Button variant="text" size="sm" onClick={() => remove(index)}>
            {T.removeGuardian(index + 1)}
          </Button>
        </fieldset>
      ))}
      {errors?.message && <Notice tone="warning">{errors.message}</Notice>}
      {fields.length < 4 && (
        <Button variant="outline" onClick={() => append({ ...EMPTY_GUARDIAN })}>
          {T.addGuardian}
        </Button>
      )}
      {showInvite && fields.length > 0 && (
        <Controller
          control={form.control}
          name="inviteGuardians"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              label={T.inviteGuardians}
              hint={T.inviteGuardiansHint}
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
      )}
    </fieldset>
  );
}

/** 수강할 반: the academy's open classes as checkboxes; the student joins them when registered. */
export function ClassFields({ form, instId }: { form: StudentForm; instId: string }) {
  const classes = useOpenClasses(instId);
  const C = STUDENTS_TEXTS.classMoving;
  return (
    <Controller
      control={form.control}
      name="classIds"
      render={({ field, fieldState }) => {
        const chosen = field.value ?? [];
        return (
          <fieldset className={styles.guardian}>
            <legend className={styles.legend}>{T.classes}</legend>
            {classes.isPending ? (
              <Spinner label={STUDENTS_TEXTS.common.loading} />
            ) : classes.isError ? (
              <p className={styles.intro}>{T.classesLoadFailed}</p>
            ) : classes.data.items.length === 0 ? (
              <p className={styles.intro}>{T.noClasses}</p>
            ) : (
              <>
                <p className={styles.intro}>{T.classesHint}</p>
                {classes.data.items.map((cls) => (
                  <Checkbox
                    key={cls.classId}
                    label={cls.classNm}
                    hint={C.seats(cls.fixed, cls.studentCount)}
                    checked={chosen.includes(cls.classId)}
                    onCheckedChange={(checked) =>
                      field.onChange(
                        checked === true ? [...chosen, cls.classId] : chosen.filter((id) => id !== cls.classId),
                      )
                    }
                  />
                ))}
              </>
            )}
            {fieldState.error?.message && (
              <Notice tone="warning" role="alert">
                {fieldState.error.message}
              </Notice>
            )}
          </fieldset>
        );
      }}
    />
  );
}
