import { compareIsoDate } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatShortDate } from '@academy/domain/format/format.date';
import {
  latestStatusOf,
  STUDENT_STATUS_LABELS,
  STUDENT_STATUS_TRANSITIONS,
  type StudentStatus,
  statusChangeNeedsReason,
  studentStatusChangeProblem,
} from '@academy/domain/students/students.rules';
import {
  type ChangeStatusBody,
  type ChangeStatusInput,
  changeStatusBody,
  STATUS_REASON_MAX,
  type StudentDetailResponse,
} from '@academy/domain/students/students.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RadioInput } from '../../../lib/forms/radio-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Section } from '../../../ui/section/section';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { changeStatus, useStudentMutation } from '../api/student-mutations';
import { StatusBadge } from '../components/status-badge';
import { studentScreen } from '../components/student-link';
import { ScheduledStatuses } from '../components/student-summary';
import styles from '../components/students.module.css';
import { StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import { WithStudent } from '../components/with-student';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.status;

function StatusForm({
  access,
  student,
  leave,
}: {
  access: StudentsAccess;
  student: StudentDetailResponse;
  leave: boolean;
}) {
  const navigate = useNavigate();
  // A new change follows the last one scheduled (a 휴원 dated ahead), else today's status.
  const latest = latestStatusOf({
    status: student.status,
    since: student.statusSince,
    scheduled: student.scheduledStatuses,
  });
  const choices: readonly StudentStatus[] = leave ? ['left'] : STUDENT_STATUS_TRANSITIONS[latest.status];
  const today = todayBusinessDate();
  const save = useStudentMutation(access.instId, (body: ChangeStatusBody) =>
    changeStatus(access.instId, student.studentId, body),
  );
  const form = useForm<ChangeStatusInput, unknown, ChangeStatusBody>({
    resolver: zodResolver(changeStatusBody),
    defaultValues: {
      toStatus: choices.length === 1 ? choices[0] : undefined,
      effectiveDate:
        latest.effectiveDate && compareIsoDate(latest.effectiveDate, today) > 0 ? latest.effectiveDate : today,
      reason: '',
    },
  });
  const toStatus = form.watch('toStatus');
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (leave && (await confirmModal({ contents: T.leaveConfirm(student.studentNm) })) !== 'yes') return;
    try {
      await save.mutateAsync(values);
      showToast(T.done(STUDENT_STATUS_LABELS[values.toStatus]));
      navigate(studentScreen('StudentDetail', student.studentId));
    } catch (error) {
      showServerError(error, form.setError, ['toStatus', 'effectiveDate', 'reason']);
    }
  });

  if (leave && latest.status === 'left') {
    const title = latest.effectiveDate
      ? (studentStatusChangeProblem('left', 'left', latest.effectiveDate) ?? T.alreadyLeft)
      : T.alreadyLeft;
    return <EmptyState title={title} />;
  }
  if (choices.length === 0) return <EmptyState title={T.noChoice} />;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Section
        title={student.studentNm}
        actions={
          <span className={styles.meta}>
            {T.current} <StatusBadge status={student.status} />
            <ScheduledStatuses student={student} />
          </span>
        }
      >
        {leave && <p className={styles.intro}>{T.leaveIntro}</p>}
        {!leave && (
          <RadioInput
            control={form.control}
            name="toStatus"
            label={T.to}
            options={choices.map((status) => ({ value: status, label: STUDENT_STATUS_LABELS[status] }))}
            direction="horizontal"
            required
          />
        )}
        <TextField
          label={T.effectiveDate}
          type="date"
          min={latest.effectiveDate ?? undefined}
          hint={latest.effectiveDate ? T.scheduledHint(formatShortDate(latest.effectiveDate)) : T.effectiveHint}
          required
          error={errors.effectiveDate?.message}
          {...form.register('effectiveDate')}
        />
        <TextArea
          label={toStatus && !statusChangeNeedsReason(toStatus) ? T.reasonOptional : T.reason}
          placeholder={T.reasonPlaceholder}
          rows={3}
          maxLength={STATUS_REASON_MAX}
          required={!toStatus || statusChangeNeedsReason(toStatus)}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </Section>
      <Button type="submit" size="lg" fullWidth variant={leave ? 'danger' : 'primary'} loading={save.isPending}>
        {leave ? T.leaveSubmit : T.submit}
      </Button>
    </form>
  );
}

/** StudentChangeStatus (?studentId=): 재원 / 휴원 / 퇴원 by the allowed transitions, with date and reason. */
export function StudentChangeStatusPage() {
  return (
    <StudentsScreen screen="StudentChangeStatus" fallbackTitle="원생 상태 변경" narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>
            {(student) => <StatusForm access={access} student={student} leave={false} />}
          </WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}

/** StudentLeave (?studentId=): 퇴원 with the day it takes effect and why. */
export function StudentLeavePage() {
  return (
    <StudentsScreen screen="StudentLeave" fallbackTitle="원생 퇴원" narrow>
      <StudentsGate need="manage">
        {(access) => (
          <WithStudent access={access}>
            {(student) => <StatusForm access={access} student={student} leave />}
          </WithStudent>
        )}
      </StudentsGate>
    </StudentsScreen>
  );
}
