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
import { useForm } from 'react-hook-form';
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

function PersonForm({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const navigate = useNavigate();
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
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast(T.saved);
      navigate(studentScreen('StudentDetail', student.studentId));
    } catch (error) {
      showServerError(error, form.setError, ['studentNm', 'birthdate', 'genderCd', 'mobileNo']);
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={sectionClassName()}>
        <SectionTitle as="legend">{STUDENTS_TEXTS.detail.basic}</SectionTitle>
        <PersonFields form={form} />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={save.isPending}>
        {T.save}
      </Button>
    </form>
  );
}

function InstForm({ access, student }: { access: StudentsAccess; student: StudentDetailResponse }) {
  const navigate = useNavigate();
  const save = useStudentMutation(access.instId, (body: UpdateInstInfoBody) =>
    updateInstInfo(access.instId, student.studentId, body),
  );
  const form = useForm<UpdateInstInfoInput, unknown, UpdateInstInfoBody>({
    resolver: zodResolver(updateInstInfoBody),
    defaultValues: { schoolNm: student.schoolNm ?? '', gradeYear: student.gradeYear, memo: student.memo ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      showToast(T.saved);
      navigate(studentScreen('StudentDetail', student.studentId));
    } catch (error) {
      showServerError(error, form.setError, ['schoolNm', 'gradeYear', 'memo']);
    }
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <fieldset className={sectionClassName()}>
        <SectionTitle as="legend">{`${student.studentNm} · ${STUDENTS_TEXTS.detail.inst}`}</SectionTitle>
        <InstFields form={form} />
      </fieldset>
      <Button type="submit" size="lg" fullWidth loading={save.isPending}>
        {T.save}
      </Button>
    </form>
  );
}

/** ModifyStudentInfo (?studentId=): name, birth date, gender, mobile. */
export function ModifyStudentInfoPage() {
  return (
    <StudentsScreen screen="ModifyStudentInfo" fallbackTitle="원생 정보 수정" narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>{(student) => <PersonForm access={access} student={student} />}</WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}

/** ModifyInstInfo (?studentId=): school, grade and memo as the academy records them. */
export function ModifyInstInfoPage() {
  return (
    <StudentsScreen screen="ModifyInstInfo" fallbackTitle="원생 학원 정보 수정" narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>{(student) => <InstForm access={access} student={student} />}</WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}
