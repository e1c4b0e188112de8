import type {
  DuplicateCandidate,
  RegisterStudentBody,
  RegisterStudentResponse,
} from '@academy/domain/students/students.schema';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { SectionTitle, sectionClassName } from '../../../ui/section/section';
import { useCheckDuplicates } from '../api/check-duplicates';
import { useRegisterStudent } from '../api/register-student';
import { DuplicateWarning } from '../components/duplicate-warning';
import {
  ClassFields,
  GuardianFields,
  InstFields,
  PersonFields,
  type StudentForm,
  studentFieldNames,
  useStudentForm,
} from '../components/student-form';
import { studentScreen } from '../components/student-link';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.register;

/** Where a registration goes next: the student's page, or the TF family's done screen. */
export type AfterRegister = 'detail' | 'done';

export function doneAddress(after: AfterRegister, result: RegisterStudentResponse): string {
  const { studentId, studentNm } = result.student;
  return after === 'done'
    ? `/studentAddDoneTF?${new URLSearchParams({ studentId, studentNm })}`
    : studentScreen('StudentDetail', studentId);
}

/** After a registration: the toast with what was sent, then the next screen. */
export function announceRegistered(result: RegisterStudentResponse) {
  const sent = result.invitations.filter((invitation) => invitation.result === 'sent').length;
  const failed = result.invitations.length - sent;
  const parts = [T.done(result.student.studentNm)];
  if (sent > 0) parts.push(T.invitesSent(sent));
  if (failed > 0) parts.push(T.inviteFailed);
  showToast(parts.join(' '), failed > 0 ? 'LONG' : 'SHORT');
}

/**
 * The register flow shared by StudentRegister, AddStudentPage and /studentAddTF: on 등록 the roll is
 * first checked for the same person (StudentRegisterCheck); when someone matches, the form shows them
 * and saves only when the user says it is someone else.
 */
export function useRegisterFlow(instId: string, form: StudentForm, after: AfterRegister) {
  const navigate = useNavigate();
  const check = useCheckDuplicates(instId);
  const register = useRegisterStudent(instId);
  const [candidates, setCandidates] = useState<DuplicateCandidate[]>([]);
  const [pending, setPending] = useState<RegisterStudentBody | null>(null);
  const [studentNm, birthdate, mobileNo] = form.watch(['studentNm', 'birthdate', 'mobileNo']);

  // Editing who the student is makes the earlier check stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the watched values are the trigger
  useEffect(() => {
    setCandidates([]);
    setPending(null);
  }, [studentNm, birthdate, mobileNo]);

  async function save(values: RegisterStudentBody) {
    try {
      const result = await register.mutateAsync(values);
      announceRegistered(result);
      navigate(doneAddress(after, result));
    } catch (error) {
      setCandidates([]);
      showServerError(error, form.setError, studentFieldNames(values.guardians.length));
    }
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const found = await check.mutateAsync({
        studentNm: values.studentNm,
        birthdate: values.birthdate,
        mobileNo: values.mobileNo,
      });
      if (found.candidates.length > 0) {
        setCandidates(found.candidates);
        setPending(values);
        return;
      }
    } catch (error) {
      showServerError(error, form.setError, studentFieldNames(values.guardians.length));
      return;
    }
    await save(values);
  });

  return {
    onSubmit,
    candidates,
    registerAnyway: () => pending && void save(pending),
    busy: check.isPending || register.isPending,
    registering: register.isPending,
  };
}

function RegisterForm({ instId, after }: { instId: string; after: AfterRegister }) {
  const [params] = useSearchParams();
  const form = useStudentForm({
    studentNm: params.get('studentNm') ?? '',
    birthdate: params.get('birthdate') ?? '',
    mobileNo: params.get('mobileNo') ?? '',
    // Opened from a class (its done page): that class comes chosen.
    classIds: params.getAll('classId'),
  });
  const flow = useRegisterFlow(instId, form, after);
  return (
    <form className={styles.form} onSubmit={flow.onSubmit} noValidate>
      <p className={styles.intro}>{T.intro}</p>
      <fieldset className={sectionClassName()}>
        <SectionTitle as="legend">{STUDENTS_TEXTS.detail.basic}</SectionTitle>
        <PersonFields form={form} />
      </fieldset>
      <fieldset className={sectionClassName()}>
        <SectionTitle as="legend">{STUDENTS_TEXTS.detail.inst}</SectionTitle>
        <InstFields form={form} />
        <ClassFields form={form} instId={instId} />
      </fieldset>
      <GuardianFields form={form} />
      {flow.candidates.length > 0 && (
        <DuplicateWarning
          candidates={flow.candidates}
          onRegisterAnyway={flow.registerAnyway}
          registering={flow.registering}
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={flow.busy}>
        {T.submit}
      </Button>
    </form>
  );
}

function registerPage(screen: string, fallbackTitle: string, after: AfterRegister) {
  return function StudentRegisterScreen() {
    return (
      <StudentsScreen screen={screen} fallbackTitle={fallbackTitle} narrow>
        <StudentsGate need="manage">{(access) => <RegisterForm instId={access.instId} after={after} />}</StudentsGate>
      </StudentsScreen>
    );
  };
}

/** StudentRegister: the full form; the student's page afterwards. */
export const StudentRegisterPage = registerPage('StudentRegister', '원생 등록', 'detail');
/** AddStudentPage: the same form reached from a list's 추가 button. */
export const AddStudentPage = registerPage('AddStudentPage', '원생 추가', 'detail');
/** /studentAddTF → /studentAddDoneTF. */
export const StudentAddTfPage = registerPage('studentAddTF', '원생 추가하기', 'done');
