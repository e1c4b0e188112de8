import { businessMonthOf, shiftIsoMonth, todayBusinessDate } from '@academy/domain/format/format.business-date';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextLink } from '../../../ui/text-link/text-link';
import { useScheduleMonth } from '../api/get-schedule-month';
import { MonthCalendar } from '../components/month-calendar';
import styles from '../components/schedule.module.css';
import { Loading, QueryFailed, ScheduleScreen } from '../components/schedule-screen';
import { SessionPanel } from '../components/session-panel';
import { SCHEDULE_TEXTS } from '../schedule.texts';

const T = SCHEDULE_TEXTS.month;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function Month({ inst }: { inst: CurrentInst & { instId: string } }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : businessMonthOf(new Date());
  const schedule = useScheduleMonth(inst.instId, month);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const go = (next: string) => {
    setSelectedKey(null);
    setParams((current) => {
      const query = new URLSearchParams(current);
      query.set('month', next);
      return query;
    });
  };
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  const data = schedule.data;
  const selected = data?.sessions.find((session) => session.key === selectedKey) ?? null;
  const manageable = (classId: string) =>
    data?.classes.some((cls) => cls.classId === classId && cls.manageable) ?? false;

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.nav}>
          <Button variant="outline" size="sm" onClick={() => go(shiftIsoMonth(month, -1))}>
            {T.prev}
          </Button>
          <h2 className={styles.heading} aria-live="polite">
            {T.heading(year, monthNumber)}
          </h2>
          <Button variant="outline" size="sm" onClick={() => go(shiftIsoMonth(month, 1))}>
            {T.next}
          </Button>
        </div>
        <div className={screenStyles.links}>
          <Button variant="text" size="sm" onClick={() => go(businessMonthOf(new Date()))}>
            {T.today}
          </Button>
          <TextLink to="/v3/class/MainPage">{T.toClasses}</TextLink>
          <TextLink to={inst.isStaff ? '/v3/ClassSchedule' : '/timeClass'}>{T.weekly}</TextLink>
        </div>
      </div>
      {schedule.isPending ? (
        <Loading />
      ) : schedule.isError ? (
        <QueryFailed error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <>
          {!schedule.data.holidaysKnown && <Notice>{T.holidaysUnknown}</Notice>}
          <MonthCalendar
            month={month}
            sessions={schedule.data.sessions}
            holidays={schedule.data.holidays}
            today={todayBusinessDate()}
            selectedKey={selectedKey}
            onSelect={(session) => setSelectedKey(session.key)}
          />
          {schedule.data.sessions.length === 0 && <EmptyState title={T.empty} />}
          {selected && (
            <SessionPanel
              key={selected.key}
              instId={inst.instId}
              session={selected}
              manageable={manageable(selected.classId)}
              onClose={() => setSelectedKey(null)}
            />
          )}
        </>
      )}
    </>
  );
}

/** MonthlySchedule (?month=YYYY-MM): every class's sessions of a month with the Korean holidays. */
export function MonthlySchedulePage() {
  return (
    <ScheduleScreen screen="MonthlySchedule" fallbackTitle="월간 일정">
      {(inst) => <Month inst={inst} />}
    </ScheduleScreen>
  );
}
