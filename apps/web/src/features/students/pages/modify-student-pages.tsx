import {
  type StudentDetailResponse,
  type UpdateInstInfoBody,
  type UpdateInstInfoInput,
  type UpdateStudentBody,
  type UpdateStudentInput,
  updateInstInfoBody,
  updateStudentBody,
} from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormSetError, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { SectionTitle, sectionClassName } from '../../../ui/section/section';
import { updateInstInfo, updateStudent, useStudentMutation } from '../api/student-mutations';
import { InstFields, PersonFields } from '../components/student-form';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.common;

/** Back to the student's detail with a toast once saved; a refusal lands on the named fields. */
function useSavedToDetail(student: StudentDetailResponse) {
  const navigate = useNavigate();
  return async <F extends FieldValues>(
    send: () => Promise<unknown>,
    setError: UseFormSetError<F>,
    fields: Path<F>[],
  ) => {
    try {
      await send();
      showToast(T.saved);
      navigate(studentScreen('StudentDetail', student.studentId));
    } catch (error) {
      showServerError(error, setError, fields);
    }
  };
}

function EditForm({
  legend,
  pending,
  onSubmit,
  children,
}: {
  legend: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={sectionClassName()}>
        <SectionTitle as="legend">{legend}</SectionTitle>
        {children}
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {T.save}
      </Button>
    </form>
  );
}

function PersonForm({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const saved = useSavedToDetail(student);
  const save = useStudentMutation(access.instId, (body: UpdateStudentBody) =>
    updateStudent(access.instId, student.studentId, body),
  );
  const form = useForm<UpdateStudentInput, unknown, UpdateStudentBody>({
    resolver: zodResolver(updateStudentBody),
    defaultValues: {
      studentNm: student.studentNm,
      birthdate: student.birthdate ?? '',
      genderCd: student.genderCd,
      mobileNo: student.mobileNo ?? '',
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    saved(() => save.mutateAsync(values), form.setError, ['studentNm', 'birthdate', 'genderCd', 'mobileNo']),
  );
  return (
    <EditForm legend={STUDENTS_TEXTS.detail.basic} pending={save.isPending} onSubmit={onSubmit}>
      <PersonFields form={form} />
    </EditForm>
  );
}

function InstForm({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const saved = useSavedToDetail(student);
  const save = useStudentMutation(access.instId, (body: UpdateInstInfoBody) =>
    updateInstInfo(access.instId, student.studentId, body),
  );
  const form = useForm<UpdateInstInfoInput, unknown, UpdateInstInfoBody>({
    resolver: zodResolver(updateInstInfoBody),
    defaultValues: { schoolNm: student.schoolNm ?? '', gradeYear: student.gradeYear, memo: student.memo ?? '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    saved(() => save.mutateAsync(values), form.setError, ['schoolNm', 'gradeYear', 'memo']),
  );
  return (
    <EditForm
      legend={`${student.studentNm} · ${STUDENTS_TEXTS.detail.inst}`}
      pending={save.isPending}
      onSubmit={onSubmit}
    >
      <InstFields form={form} />
    </EditForm>
  );
}

/** A student's edit screen for managers: the gate, the student, then the form. */
function ModifyScreen({
  screen,
  fallbackTitle,
  form: Form,
}: {
  screen: 'ModifyStudentInfo' | 'ModifyInstInfo';
  fallbackTitle: string;
  form: typeof PersonForm;
}) {
  return (
    <StudentsScreen screen={screen} fallbackTitle={fallbackTitle} narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>{(student) => <Form access={access} student={student} />}</WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}

/** ModifyStudentInfo (?studentId=): name, birth date, gender, mobile. */
export function ModifyStudentInfoPage() {
  return <ModifyScreen screen="ModifyStudentInfo" fallbackTitle="원생 정보 수정" form={PersonForm} />;
}

/** ModifyInstInfo (?studentId=): school, grade and memo as the academy records them. */
export function ModifyInstInfoPage() {
  return <ModifyScreen screen="ModifyInstInfo" fallbackTitle="원생 학원 정보 수정" form={InstForm} />;
}
