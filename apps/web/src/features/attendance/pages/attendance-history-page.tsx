import type { AttendanceScopeResponse } from '@academy/domain/attendance/attendance.schema';
import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { useAppDispatch } from '../../../store/hooks';
import { patchPinChange } from '../../../store/pin-change-slice';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { SectionHeader, SectionTitle } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { Tabs } from '../../../ui/tabs/tabs';
import { useChangeDeskPin } from '../api/change-desk-pin';
import { useChangeMyDeskPin } from '../api/change-my-desk-pin';
import { useAttendanceScope } from '../api/get-attendance-scope';
import { useClassHistory } from '../api/get-class-history';
import { useStudentHistory } from '../api/get-student-history';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from '../components/attendance.module.css';
import { AttendanceScreen, Loading, QueryFailed } from '../components/attendance-screen';
import { ClassMonth } from '../components/class-month';
import { DeskPinForm } from '../components/desk-pin-form';
import { MonthStepper } from '../components/month-stepper';
import { StudentCalendar, StudentDays, StudentStats } from '../components/student-month';

const T = ATTENDANCE_TEXTS;

function StaffPin({ instId, studentId, current }: { instId: string; studentId: string; current: string | null }) {
  const change = useChangeDeskPin(instId, studentId);
  return (
    <DeskPinForm
      current={current}
      saving={change.isPending}
      onSubmit={async (body) => {
        const answer = await change.mutateAsync(body);
        showToast(answer.sharedWith > 0 ? T.deskPin.shared(answer.sharedWith) : T.deskPin.saved(answer.deskPin));
      }}
    />
  );
}

function OwnPin({ instId, current }: { instId: string; current: string | null }) {
  const change = useChangeMyDeskPin();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <DeskPinForm
      current={current}
      saving={change.isPending}
      onSubmit={async (body) => {
        const answer = await change.mutateAsync({ instId, deskPin: body.deskPin });
        dispatch(
          patchPinChange({
            resultCode: answer.resultCode,
            fields: { deskPin: answer.deskPin, instNm: answer.instNm, sharedWith: String(answer.sharedWith) },
          }),
        );
        navigate('/pinChangeResult');
      }}
    />
  );
}

function StudentHistory({
  instId,
  studentId,
  month,
  scope,
}: {
  instId: string;
  studentId: string;
  month: string;
  scope: AttendanceScopeResponse;
}) {
  const history = useStudentHistory(instId, studentId, month);
  if (history.isPending) return <Loading />;
  if (history.isError) return <QueryFailed error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <>
      <section className={styles.section} aria-labelledby="student-month-title">
        <SectionTitle id="student-month-title">{history.data.studentNm}</SectionTitle>
        <StudentStats history={history.data} />
        <StudentCalendar history={history.data} />
        <StudentDays history={history.data} />
      </section>
      {scope.role === 'STUDENT' && <OwnPin instId={instId} current={history.data.deskPin} />}
      {scope.canEditDeskPin && <StaffPin instId={instId} studentId={studentId} current={history.data.deskPin} />}
    </>
  );
}

function ClassHistory({ instId, classId, month }: { instId: string; classId: string; month: string }) {
  const history = useClassHistory(instId, classId, month);
  if (history.isPending) return <Loading />;
  if (history.isError) return <QueryFailed error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <section className={styles.section} aria-labelledby="class-month-title">
      <SectionHeader>
        <SectionTitle id="class-month-title">{history.data.classNm}</SectionTitle>
        <span className={styles.hint}>
          {T.history.sessionDays(history.data.sessionDates.length)} · {T.history.rate}{' '}
          {T.history.rateValue(history.data.summary.rate)}
        </span>
      </SectionHeader>
      <ClassMonth history={history.data} />
    </section>
  );
}

function HistoryBody({ instId }: { instId: string }) {
  const scope = useAttendanceScope(instId);
  const [params, setParams] = useSearchParams();
  const [month, setMonth] = useState(() => businessMonthOf(new Date()));
  if (scope.isPending) return <Loading />;
  if (scope.isError) return <QueryFailed error={scope.error} onRetry={() => void scope.refetch()} />;
  const { classes, students } = scope.data;
  const onlyStudents = classes.length === 0;
  const classId = params.get('classId');
  const studentId = params.get('studentId') ?? (onlyStudents && students.length === 1 ? students[0]?.studentId : null);
  const tab = classId && !onlyStudents ? 'class' : 'student';
  if (students.length === 0 && classes.length === 0) return <EmptyState title={T.history.noChoices} />;

  const choose = (key: 'studentId' | 'classId', value: string) => setParams(value ? { [key]: value } : {});
  // A parent picks one of their children; a student reads their own record with nothing to pick.
  const parent = scope.data.role === 'PARENT';
  const ownOnly = scope.data.role === 'STUDENT' && students.length === 1;
  const chooseText = parent ? T.history.chooseChild : T.history.chooseStudent;
  const studentPane = (
    <div className={styles.body}>
      {!ownOnly && (
        <Select
          label={parent ? T.history.child : T.history.student}
          placeholder={chooseText}
          value={studentId ?? ''}
          options={students.map((s) => ({ value: s.studentId, label: s.studentNm }))}
          onChange={(event) => choose('studentId', event.target.value)}
        />
      )}
      {studentId ? (
        <StudentHistory instId={instId} studentId={studentId} month={month} scope={scope.data} />
      ) : (
        <p className={styles.hint}>{chooseText}</p>
      )}
    </div>
  );
  const classPane = (
    <div className={styles.body}>
      <Select
        label={T.history.class}
        placeholder={T.history.chooseClass}
        value={classId ?? ''}
        options={classes.map((c) => ({ value: c.classId, label: c.classNm }))}
        onChange={(event) => choose('classId', event.target.value)}
      />
      {classId ? (
        <ClassHistory instId={instId} classId={classId} month={month} />
      ) : (
        <p className={styles.hint}>{T.history.chooseClass}</p>
      )}
    </div>
  );
  return (
    <>
      <div className={styles.toolbar}>
        <MonthStepper value={month} onChange={setMonth} />
      </div>
      {onlyStudents ? (
        studentPane
      ) : (
        <Tabs
          label={T.history.tabsLabel}
          value={tab}
          onValueChange={(value) =>
            setParams(value === 'class' && classes[0] ? { classId: classId ?? classes[0].classId } : {})
          }
          items={[
            { value: 'student', label: T.history.byStudent, content: studentPane },
            { value: 'class', label: T.history.byClass, content: classPane },
          ]}
        />
      )}
    </>
  );
}

/**
 * AttendanceHistory: a student's month (calendar, rates, study time 순공, desk number) or a class's
 * month (students × class days). Staff choose among their classes and students; a parent among
 * their children; a student sees their own.
 */
export function AttendanceHistoryPage() {
  return (
    <AttendanceScreen screen="AttendanceHistory" fallbackTitle="출결 기록" wide>
      {(inst) => <HistoryBody instId={inst.instId} />}
    </AttendanceScreen>
  );
}
