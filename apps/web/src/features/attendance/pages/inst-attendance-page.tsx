import { PERM } from '@academy/domain/access/access.permissions';
import { ATTENDANCE_STATUS_LABELS, ATTENDANCE_STATUSES } from '@academy/domain/attendance/attendance.rules';
import {
  type AttendanceOverviewResponse,
  type AttendanceSettingsBody,
  attendanceSettingsBody,
} from '@academy/domain/attendance/attendance.schema';
import { formatDate, formatDuration, formatTime } from '@academy/domain/format/format.date';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { maxValueOf, minValueOf } from '../../../lib/forms/schema-limits';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { type CurrentInst, useCurrentInst } from '../../../lib/session/use-current-inst';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { SectionHeader, SectionTitle } from '../../../ui/section/section';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { useAttendanceOverview } from '../api/get-attendance-overview';
import { useUpdateAttendanceSettings } from '../api/update-attendance-settings';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from '../components/attendance.module.css';
import { AttendanceScreen, Loading, QueryFailed } from '../components/attendance-screen';
import { ClassDayCards, STATUS_TONES } from '../components/class-day-cards';
import { DateStepper } from '../components/date-stepper';
import { useCheckDate } from '../lib/use-check-date';

const T = ATTENDANCE_TEXTS.overview;

function Totals({ data }: { data: AttendanceOverviewResponse }) {
  return (
    <dl className={styles.stats}>
      <div className={styles.stat}>
        <dt>{T.enrolled}</dt>
        <dd>{data.totals.enrolled}</dd>
      </div>
      {ATTENDANCE_STATUSES.map((status) => (
        <div key={status} className={styles.stat}>
          <dt>{ATTENDANCE_STATUS_LABELS[status]}</dt>
          <dd>{data.totals.counts[status]}</dd>
        </div>
      ))}
      <div className={styles.stat}>
        <dt>{T.unmarked}</dt>
        <dd>{data.totals.unmarked}</dd>
      </div>
    </dl>
  );
}

function Desk({ data }: { data: AttendanceOverviewResponse }) {
  return (
    <section className={styles.section} aria-labelledby="desk-title">
      <SectionHeader>
        <SectionTitle id="desk-title">{T.desk}</SectionTitle>
        <div className={styles.actions}>
          <Badge tone="primary">{T.checkedIn(data.desk.checkedIn)}</Badge>
          <Badge tone="secondary">{T.inside(data.desk.inside)}</Badge>
          <TextLink to="/attendanceDeskMain" variant="muted">
            {T.openDesk}
          </TextLink>
        </div>
      </SectionHeader>
      {data.desk.visits.length === 0 ? (
        <p className={styles.hint}>{T.noVisits}</p>
      ) : (
        <ul className={styles.visits}>
          {data.desk.visits.map((visit) => (
            <li key={visit.studentId} className={styles.visit}>
              <span className={styles.visitName}>{visit.studentNm}</span>
              <span className={styles.visitMeta}>
                {ATTENDANCE_TEXTS.history.visit(
                  formatTime(new Date(visit.checkInAt)),
                  visit.checkOutAt ? formatTime(new Date(visit.checkOutAt)) : null,
                )}{' '}
                · {ATTENDANCE_TEXTS.history.studyDay} {formatDuration(visit.studyMinutes)}
              </span>
              {visit.onBreak ? (
                <Badge tone="yellow">{T.onBreak}</Badge>
              ) : (
                !visit.checkOutAt && <Badge tone={STATUS_TONES.PRESENT}>{T.stillIn}</Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Settings({ instId, minutes }: { instId: string; minutes: number }) {
  const update = useUpdateAttendanceSettings(instId);
  const { register, handleSubmit, setError, formState } = useForm<AttendanceSettingsBody>({
    values: { autoAbsentMinutes: minutes },
    resolver: zodResolver(attendanceSettingsBody),
  });
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      showToast(T.settingsSaved);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setError('autoAbsentMinutes', { message });
    }
  });
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-labelledby="settings-title">
      <SectionTitle id="settings-title">
        {T.settings}: {T.current(minutes)}
      </SectionTitle>
      <p className={styles.hint}>{T.settingsHint}</p>
      <div className={styles.settingsForm}>
        <TextField
          label={T.settingsLabel}
          type="number"
          inputMode="numeric"
          min={minValueOf(attendanceSettingsBody.shape.autoAbsentMinutes)}
          max={maxValueOf(attendanceSettingsBody.shape.autoAbsentMinutes)}
          error={formState.errors.autoAbsentMinutes?.message}
          {...register('autoAbsentMinutes', { valueAsNumber: true })}
        />
        <Button type="submit" loading={update.isPending}>
          {T.settingsSave}
        </Button>
      </div>
    </form>
  );
}

function OverviewBody({ inst }: { inst: CurrentInst & { instId: string } }) {
  const [date, setDate] = useCheckDate();
  const overview = useAttendanceOverview(inst.instId, date);
  const current = useCurrentInst();
  return (
    <>
      <div className={styles.toolbar}>
        <DateStepper value={date} onChange={setDate} />
      </div>
      {overview.isPending ? (
        <Loading />
      ) : overview.isError ? (
        <QueryFailed error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="totals-title">
            <SectionTitle id="totals-title">
              {formatDate(date)} {T.totals}
            </SectionTitle>
            <Totals data={overview.data} />
          </section>
          <section className={styles.section} aria-labelledby="classes-title">
            <SectionTitle id="classes-title">{T.classes}</SectionTitle>
            <ClassDayCards
              items={overview.data.classes}
              link={(classId) => `/v3/AttendanceClassList?classId=${encodeURIComponent(classId)}`}
            />
          </section>
          <Desk data={overview.data} />
          {current.can(PERM.institute) && <Settings instId={inst.instId} minutes={overview.data.autoAbsentMinutes} />}
        </>
      )}
    </>
  );
}

/** /instAttendance: the whole academy's day — every class with its counts, the front desk, the setting. */
export function InstAttendancePage() {
  return (
    <AttendanceScreen screen="instAttendance" fallbackTitle="학원 출결 현황" wide>
      {(inst) => <OverviewBody inst={inst} />}
    </AttendanceScreen>
  );
}
