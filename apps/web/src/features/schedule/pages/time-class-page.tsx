import type { Role } from '@academy/domain/access/access.roles';
import { isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { weekRange } from '@academy/domain/schedule/schedule.rules';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Select } from '../../../ui/select/select';
import { useTimetable } from '../api/get-timetable';
import styles from '../components/schedule.module.css';
import { Loading, QueryFailed, ScheduleScreen } from '../components/schedule-screen';
import { WeekNav } from '../components/week-nav';
import { WeekView } from '../components/week-view';
import { SCHEDULE_TEXTS } from '../schedule.texts';

const T = SCHEDULE_TEXTS.timetable;

type Reader = 'parent' | 'student' | 'other';

/** Who reads the timetable: a student their own week, a parent their child's. */
const readerOf = (role: Role | null): Reader =>
  role === 'PARENT' ? 'parent' : role === 'STUDENT' ? 'student' : 'other';

function Timetable({ instId, reader }: { instId: string; reader: Reader }) {
  const [params, setParams] = useSearchParams();
  const today = todayBusinessDate();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const studentId = params.get('studentId') || undefined;
  const timetable = useTimetable(instId, { date, studentId });
  const range = weekRange(date);
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  if (timetable.isPending) return <Loading />;
  if (timetable.isError) return <QueryFailed error={timetable.error} onRetry={() => void timetable.refetch()} />;
  const data = timetable.data;
  if (data.students.length === 0) {
    return <EmptyState title={T.noStudents[reader]} description={T.noStudentsHint[reader]} />;
  }
  return (
    <>
      {data.students.length > 1 && (
        <div className={styles.filters}>
          <Select
            label={reader === 'parent' ? T.student.parent : T.student.other}
            placeholder={false}
            value={data.studentId ?? ''}
            options={data.students.map((student) => ({ value: student.studentId, label: student.studentNm }))}
            onChange={(event) => set('studentId', event.target.value)}
          />
        </div>
      )}
      <WeekNav from={range.from} to={range.to} today={today} onGo={(next) => set('date', next)} />
      <WeekView from={data.from} to={data.to} sessions={data.sessions} holidays={data.holidays} today={today} />
    </>
  );
}

/** /timeClass: a student's week, or a parent's child's (chosen when there are several). */
export function TimeClassPage() {
  return (
    <ScheduleScreen screen="timeClass" fallbackTitle="시간표">
      {({ instId, role }) => <Timetable instId={instId} reader={readerOf(role)} />}
    </ScheduleScreen>
  );
}
