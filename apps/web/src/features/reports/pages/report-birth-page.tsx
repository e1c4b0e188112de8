import { businessMonthOf } from '@academy/domain/format/format.business-date';
import { formatMonthDay } from '@academy/domain/format/format.date';
import { BIRTHDAY_MESSAGE_MAX } from '@academy/domain/reports/reports.rules';
import type { BirthdayItem } from '@academy/domain/reports/reports.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentChildStudentId } from '../../../lib/family/family-student';
import { refusalMessage } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextLink } from '../../../ui/text-link/text-link';
import { useBirthdays, useSendBirthday } from '../api/birthdays';
import { useReport } from '../api/get-report';
import { useReportPeople } from '../api/get-report-people';
import { useStudentReports } from '../api/get-student-reports';
import { ReportMonthStepper } from '../components/report-month-stepper';
import { BirthdayCard, reportPagePath } from '../components/report-view';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { chosenStudentId, StudentChoice } from '../components/student-choice';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.birth;

/** The academy's default greeting with the student's name in place of `{studentNm}`. */
export const greetingFor = (template: string, studentNm: string) => template.replaceAll('{studentNm}', studentNm);

function GreetingForm({
  instId,
  item,
  template,
  onDone,
}: {
  instId: string;
  item: BirthdayItem;
  template: string;
  onDone: () => void;
}) {
  const send = useSendBirthday(instId);
  const [message, setMessage] = useState(() => greetingFor(template, item.studentNm));
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    setError(null);
    try {
      await send.mutateAsync({ studentId: item.studentId, message: message.trim() });
      showToast(T.sent(item.studentNm));
      onDone();
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <form
      className={styles.stack}
      aria-busy={send.isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={T.messageLabel(item.studentNm)}
        maxLength={BIRTHDAY_MESSAGE_MAX}
        rows={4}
        value={message}
        error={error ?? undefined}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending} disabled={message.trim().length === 0}>
          {T.send}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={send.isPending}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

function StaffBirthdays({ instId }: { instId: string }) {
  const [month, setMonth] = useState(() => businessMonthOf(new Date()));
  const [writing, setWriting] = useState<string | null>(null);
  const birthdays = useBirthdays(instId, month);
  return (
    <div className={styles.stack}>
      <ReportMonthStepper value={month} onChange={setMonth} />
      {birthdays.isPending ? (
        <Loading />
      ) : birthdays.isError ? (
        <QueryFailed error={birthdays.error} onRetry={() => void birthdays.refetch()} />
      ) : birthdays.data.items.length === 0 ? (
        <EmptyState title={T.empty} description={T.emptyHint} />
      ) : (
        <ul className={styles.rows} aria-label={T.listLabel(birthdays.data.month)}>
          {birthdays.data.items.map((item) => (
            <li key={item.studentId} className={styles.stack}>
              <div className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{item.studentNm}</span>
                  <span className={styles.rowMeta}>
                    <span>{T.birthday(formatMonthDay(item.birthday))}</span>
                    {item.classNames.length > 0 && <span>{item.classNames.join(', ')}</span>}
                    {item.sentReportId && <Badge tone="primary">{T.sentBadge}</Badge>}
                  </span>
                </div>
                {item.sentReportId ? (
                  <TextLink to={reportPagePath('birth', item.sentReportId)} className={styles.rowLink}>
                    {T.view}
                  </TextLink>
                ) : (
                  writing !== item.studentId && (
                    <Button
                      size="sm"
                      variant="outline"
                      className={styles.rowLink}
                      aria-label={T.writeFor(item.studentNm)}
                      onClick={() => setWriting(item.studentId)}
                    >
                      {T.write}
                    </Button>
                  )
                )}
              </div>
              {writing === item.studentId && !item.sentReportId && (
                <div className={styles.panel}>
                  <GreetingForm
                    instId={instId}
                    item={item}
                    template={birthdays.data.defaultMessage}
                    onDone={() => setWriting(null)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One greeting as its card (opening it marks it read for the family). */
function GreetingCard({ instId, reportId }: { instId: string; reportId: string }) {
  const report = useReport(instId, reportId);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <BirthdayCard
      studentNm={data.student.studentNm}
      message={data.birthdayMessage ?? data.comment ?? ''}
      instNm={data.instNm}
    />
  );
}

/** A family without a card in the address: the chosen child's latest greeting. */
function LatestGreeting({ instId, studentId }: { instId: string; studentId: string }) {
  const reports = useStudentReports(instId, studentId);
  if (reports.isPending) return <Loading />;
  if (reports.isError) return <QueryFailed error={reports.error} onRetry={() => void reports.refetch()} />;
  const latest = reports.data.items.find((item) => item.kind === 'birthday' && item.status === 'sent');
  if (!latest) return <EmptyState title={T.none} description={T.noneHint} />;
  return <GreetingCard instId={instId} reportId={latest.reportId} />;
}

function FamilyBirthday({ instId }: { instId: string }) {
  const people = useReportPeople(instId);
  const [picked, setPicked] = useState<string | null>(null);
  const currentChildId = useCurrentChildStudentId(instId);
  if (people.isPending) return <Loading />;
  if (people.isError) return <QueryFailed error={people.error} onRetry={() => void people.refetch()} />;
  const studentId = chosenStudentId(people.data, picked, currentChildId);
  if (!studentId) return <EmptyState title={T.none} description={T.noneHint} />;
  return (
    <div className={styles.stack}>
      <StudentChoice people={people.data} value={studentId} onChange={setPicked} />
      <LatestGreeting key={studentId} instId={instId} studentId={studentId} />
    </div>
  );
}

function BirthBody({ inst }: { inst: ChosenAcademy }) {
  const reportId = useSearchParams()[0].get('reportId');
  if (reportId) return <GreetingCard instId={inst.instId} reportId={reportId} />;
  return inst.isStaff ? <StaffBirthdays instId={inst.instId} /> : <FamilyBirthday instId={inst.instId} />;
}

/**
 * The birthday report (`/v3/report/birth`): staff see the month's birthdays and send each a
 * greeting; a family sees the greeting card their child received.
 */
export function ReportBirthPage() {
  return (
    <ReportsScreen screen="reportBirth" fallbackTitle="생일 리포트">
      {(inst) => <BirthBody inst={inst} />}
    </ReportsScreen>
  );
}
