import type { MarkAttendanceBody } from '@academy/domain/attendance/attendance.schema';
import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import { formatDate } from '@academy/domain/format/format.date';
import { useCallback, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { patchAttend } from '../../../store/attend-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Badge } from '../../../ui/badge/badge';
import { Notice } from '../../../ui/notice/notice';
import { SectionHeader, SectionTitle } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useAttendanceSheet } from '../api/get-attendance-sheet';
import { useTodayClasses } from '../api/get-today-classes';
import { useSaveAttendanceSheet } from '../api/save-attendance-sheet';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from '../components/attendance.module.css';
import { AttendanceScreen, Loading, QueryFailed } from '../components/attendance-screen';
import { AttendanceSheet } from '../components/attendance-sheet';
import { ClassDayCards } from '../components/class-day-cards';
import { DateStepper } from '../components/date-stepper';
import { useCheckDate } from '../lib/use-check-date';

const T = ATTENDANCE_TEXTS;
const NO_DRAFTS: Readonly<Record<string, string>> = {};

function ClassList({ instId, date }: { instId: string; date: IsoDate }) {
  const classes = useTodayClasses(instId, date);
  if (classes.isPending) return <Loading />;
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  return (
    <section className={styles.section} aria-labelledby="class-list-title">
      <SectionTitle id="class-list-title">{T.classList.heading(formatDate(date))}</SectionTitle>
      <ClassDayCards items={classes.data.classes} link={(classId) => `?classId=${encodeURIComponent(classId)}`} />
    </section>
  );
}

function Sheet({
  instId,
  classId,
  date,
  onDirtyChange,
}: {
  instId: string;
  classId: string;
  date: IsoDate;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const sheet = useAttendanceSheet(instId, classId, date);
  const save = useSaveAttendanceSheet(instId, classId, date);
  const draftKey = `${classId}:${date}`;
  const drafts = useAppSelector((state) => (state.attend.classes[0] === draftKey ? state.attend.memo : NO_DRAFTS));

  const onMemoDraft = useCallback(
    (studentId: string, memo: string) =>
      dispatch(patchAttend({ classes: [draftKey], memo: { ...drafts, [studentId]: memo } })),
    [dispatch, draftKey, drafts],
  );
  const onSave = async (body: MarkAttendanceBody) => {
    const answer = await save.mutateAsync(body);
    dispatch(patchAttend({ classes: [], memo: {} }));
    showToast(answer.notified > 0 ? T.sheet.savedNotified(answer.notified) : T.sheet.saved);
  };

  if (sheet.isPending) return <Loading />;
  if (sheet.isError) return <QueryFailed error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const { session } = sheet.data;
  return (
    <section className={styles.section} aria-labelledby="sheet-title">
      <SectionHeader>
        <div>
          <SectionTitle id="sheet-title">
            {sheet.data.classNm} {T.sheet.title}
          </SectionTitle>
          <p className={styles.hint}>
            {formatDate(date)} ·{' '}
            {session.kind === 'none' ? T.sheet.sessionNone : T.classList.time(session.startTime, session.endTime)}
            {session.room ? ` · ${session.room}` : ''}
          </p>
        </div>
        <div className={styles.actions}>
          {session.cancelled && <Badge tone="warning">{T.sheet.cancelled}</Badge>}
          {session.kind === 'makeup' && <Badge tone="secondary">{T.sheet.makeup}</Badge>}
          {session.kind === 'reschedule' && <Badge tone="secondary">{T.sheet.reschedule}</Badge>}
          <TextLink to={`/v3/AttendanceHistory?classId=${encodeURIComponent(classId)}`} variant="muted">
            {T.classList.history}
          </TextLink>
        </div>
      </SectionHeader>
      {sheet.data.notEditableReason && <Notice>{sheet.data.notEditableReason}</Notice>}
      <AttendanceSheet
        sheet={sheet.data}
        onSave={onSave}
        saving={save.isPending}
        memoDrafts={drafts}
        onMemoDraft={onMemoDraft}
        onDirtyChange={onDirtyChange}
      />
    </section>
  );
}

function ClassListBody({ instId }: { instId: string }) {
  const [params] = useSearchParams();
  const classId = params.get('classId');
  const [date, setDate] = useCheckDate();
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  async function changeDate(next: IsoDate) {
    if (dirty.current) {
      const answer = await confirmModal({
        title: T.sheet.leaveTitle,
        contents: T.sheet.leave,
        yesLabel: T.sheet.leaveYes,
        noLabel: T.sheet.leaveNo,
      });
      if (answer !== 'yes') return;
      dirty.current = false;
    }
    setDate(next);
  }

  return (
    <>
      <div className={styles.toolbar}>
        <DateStepper value={date} onChange={(next) => void changeDate(next)} />
        {classId && (
          <TextLink to="/v3/AttendanceClassList" variant="strong">
            {T.classList.backToList}
          </TextLink>
        )}
      </div>
      {classId ? (
        <Sheet instId={instId} classId={classId} date={date} onDirtyChange={onDirtyChange} />
      ) : (
        <ClassList instId={instId} date={date} />
      )}
    </>
  );
}

/**
 * AttendanceClassList: my classes of the day, and the sheet of the one chosen (`?classId=`). A parent
 * or a student has no classes to mark: the 출결 tab takes them to their own (or their child's) record.
 */
export function AttendanceClassListPage() {
  return (
    <AttendanceScreen screen="AttendanceClassList" fallbackTitle="출결 관리" wide>
      {(inst) =>
        inst.isStaff || inst.role === null ? (
          <ClassListBody instId={inst.instId} />
        ) : (
          <Navigate to="/v3/AttendanceHistory" replace />
        )
      }
    </AttendanceScreen>
  );
}
