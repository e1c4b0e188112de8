import { type DuplicatesBody, type DuplicatesResponse, duplicatesBody } from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { Button, buttonClassName } from '../../../ui/button/button';
import { MobileField } from '../../../ui/mobile-field/mobile-field';
import { Section, sectionClassName } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { useCheckDuplicates } from '../api/check-duplicates';
import { DuplicateList } from '../components/duplicate-warning';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.check;
const F = STUDENTS_TEXTS.fields;

type CheckValues = { studentNm: string; birthdate: string; mobileNo: string };

function Check({ access }: { access: StudentsAccess }) {
  const check = useCheckDuplicates(access.instId);
  const [answer, setAnswer] = useState<{ asked: CheckValues; result: DuplicatesResponse } | null>(null);
  const form = useForm<CheckValues>({
    resolver: zodResolver(duplicatesBody) as unknown as Resolver<CheckValues>,
    defaultValues: { studentNm: '', birthdate: '', mobileNo: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await check.mutateAsync(values as DuplicatesBody);
      setAnswer({ asked: values, result });
    } catch (error) {
      showServerError(error, form.setError, ['studentNm', 'birthdate', 'mobileNo']);
    }
  });
  const registerLink = answer
    ? `/v3/StudentRegister?${new URLSearchParams(Object.entries(answer.asked).filter(([, value]) => value !== ''))}`
    : '/v3/StudentRegister';
  return (
    <>
      <form className={sectionClassName()} onSubmit={onSubmit} noValidate>
        <p className={styles.intro}>{T.intro}</p>
        <TextField
          label={F.studentNm}
          required
          maxLength={maxLengthOf(duplicatesBody.shape.studentNm)}
          error={errors.studentNm?.message}
          {...form.register('studentNm')}
        />
        <TextField label={F.birthdate} type="date" error={errors.birthdate?.message} {...form.register('birthdate')} />
        <MobileField
          label={F.mobileNo}
          placeholder={F.mobilePlaceholder}
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <Button type="submit" loading={check.isPending}>
          {T.submit}
        </Button>
      </form>
      {answer && (
        <Section
          aria-live="polite"
          title={answer.result.candidates.length > 0 ? STUDENTS_TEXTS.register.duplicateTitle : T.none}
        >
          {answer.result.candidates.length > 0 && <DuplicateList candidates={answer.result.candidates} />}
          <Link to={registerLink} className={buttonClassName({ variant: 'primary' })}>
            {T.registerWith}
          </Link>
        </Section>
      )}
    </>
  );
}

/** StudentRegisterCheck: is this student already on the roll? (name + birth date, or mobile) */
export function StudentRegisterCheckPage() {
  return (
    <StudentsScreen screen="StudentRegisterCheck" fallbackTitle="원생 등록 확인" narrow>
      <StudentsGate need="manage">{(access) => <Check access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}
