import { isIsoDate } from '@academy/domain/calendar/calendar.rules';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { weekRange } from '@academy/domain/schedule/schedule.rules';
import { useSearchParams } from 'react-router';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Select } from '../../../ui/select/select';
import { TextLink } from '../../../ui/text-link/text-link';
import { useScheduleWeek } from '../api/get-schedule-week';
import styles from '../components/schedule.module.css';
import { Loading, QueryFailed, ScheduleScreen } from '../components/schedule-screen';
import { WeekNav } from '../components/week-nav';
import { WeekView } from '../components/week-view';
import { SCHEDULE_TEXTS } from '../schedule.texts';

const T = SCHEDULE_TEXTS.week;

function Week({ instId }: { instId: string }) {
  const [params, setParams] = useSearchParams();
  const today = todayBusinessDate();
  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : today;
  const teacherId = params.get('teacherId') || undefined;
  const room = params.get('room') || undefined;
  const week = useScheduleWeek(instId, { date, teacherId, room });
  const range = weekRange(date);
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return (
    <>
      <WeekNav from={range.from} to={range.to} today={today} onGo={(next) => set('date', next)} />
      <div className={styles.filters}>
        <Select
          label={T.teacher}
          placeholder={T.all}
          value={teacherId ?? ''}
          options={(week.data?.teachers ?? []).map((teacher) => ({ value: teacher.userId, label: teacher.userNm }))}
          onChange={(event) => set('teacherId', event.target.value)}
        />
        <Select
          label={T.room}
          placeholder={T.all}
          value={room ?? ''}
          options={(week.data?.rooms ?? []).map((name) => ({ value: name, label: name }))}
          onChange={(event) => set('room', event.target.value)}
        />
      </div>
      {week.isPending ? (
        <Loading />
      ) : week.isError ? (
        <QueryFailed error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <WeekView
          from={week.data.from}
          to={week.data.to}
          sessions={week.data.sessions}
          holidays={week.data.holidays}
          today={today}
        />
      )}
      <div className={screenStyles.links}>
        <TextLink to={`/v3/MonthlySchedule?month=${date.slice(0, 7)}`}>{T.monthly}</TextLink>
      </div>
    </>
  );
}

/** ClassSchedule (?date=&teacherId=&room=): a week's timetable, by teacher or by room. */
export function ClassSchedulePage() {
  return (
    <ScheduleScreen screen="ClassSchedule" fallbackTitle="수업 일정">
      {({ instId }) => <Week instId={instId} />}
    </ScheduleScreen>
  );
}
