import { formatShortDate } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { gradeLabel, STUDENT_GENDER_LABELS } from '@academy/domain/students/students.rules';
import { useState } from 'react';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button } from '../../../ui/button/button';
import { Section, SectionTitle, sectionClassName } from '../../../ui/section/section';
import { DuplicateWarning } from '../components/duplicate-warning';
import { GuardianFields, InstFields, PersonFields, useStudentForm } from '../components/student-form';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';
import { useRegisterFlow } from './student-register-page';

const T = STUDENTS_TEXTS.onboarding;
const F = STUDENTS_TEXTS.fields;
const STEP_FIELDS = [
  ['studentNm', 'birthdate', 'genderCd', 'mobileNo', 'schoolNm', 'gradeYear', 'memo'],
  ['guardians'],
] as const;

function Onboarding({ access }: { access: StudentsAccess }) {
  const form = useStudentForm();
  const flow = useRegisterFlow(access.instId, form, 'done');
  const [step, setStep] = useState(0);
  const values = form.watch();

  async function next() {
    const fields = STEP_FIELDS[step];
    if (fields && !(await form.trigger([...fields]))) return;
    setStep(step + 1);
  }

  const facts: Array<[string, string]> = [
    [F.studentNm, values.studentNm],
    [F.birthdate, values.birthdate ? formatShortDate(values.birthdate) : ''],
    [F.genderCd, values.genderCd ? STUDENT_GENDER_LABELS[values.genderCd] : ''],
    [F.mobileNo, values.mobileNo ? displayPhoneNo(values.mobileNo) : ''],
    [F.schoolNm, [values.schoolNm, values.gradeYear ? gradeLabel(values.gradeYear) : ''].filter(Boolean).join(' ')],
    [
      F.guardians,
      (values.guardians ?? [])
        .map((guardian) => `${guardian.guardianNm}(${guardian.relationType}) ${displayPhoneNo(guardian.mobileNo)}`)
        .join(', '),
    ],
  ];

  return (
    <form className={styles.form} onSubmit={flow.onSubmit} noValidate>
      <p className={styles.intro}>{T.intro}</p>
      <ol className={styles.steps}>
        {T.steps.map((name, index) => (
          <li
            key={name}
            className={index === step ? styles.stepCurrent : index < step ? styles.stepDone : styles.step}
            aria-current={index === step ? 'step' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
      <SectionTitle>{T.stepLabel(step + 1, T.steps.length, T.steps[step] ?? '')}</SectionTitle>
      {step === 0 && (
        <div className={sectionClassName()}>
          <PersonFields form={form} />
          <InstFields form={form} />
        </div>
      )}
      {step === 1 && <GuardianFields form={form} />}
      {step === 2 && (
        <Section aria-labelledby="onboarding-review">
          <SectionTitle as="h3" id="onboarding-review">
            {T.reviewTitle}
          </SectionTitle>
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value || STUDENTS_TEXTS.common.none}</dd>
              </div>
            ))}
          </dl>
          {flow.candidates.length > 0 && (
            <DuplicateWarning
              candidates={flow.candidates}
              onRegisterAnyway={flow.registerAnyway}
              registering={flow.registering}
            />
          )}
        </Section>
      )}
      <ActionRow>
        {step > 0 && (
          <Button variant="outline" size="lg" onClick={() => setStep(step - 1)}>
            {T.back}
          </Button>
        )}
        {step < 2 ? (
          <Button size="lg" onClick={() => void next()}>
            {step === 1 && (values.guardians ?? []).length === 0 ? T.skipGuardian : T.next}
          </Button>
        ) : (
          <Button type="submit" size="lg" loading={flow.busy}>
            {T.finish}
          </Button>
        )}
      </ActionRow>
    </form>
  );
}

/** OnboardingStudentRegister: the first student, step by step (student, guardians, review). */
export function OnboardingStudentRegisterPage() {
  return (
    <StudentsScreen screen="OnboardingStudentRegister" fallbackTitle="첫 원생 등록" narrow>
      <StudentsGate need="manage">{(access) => <Onboarding access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}
