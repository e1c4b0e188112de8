import { useSearchParams } from 'react-router';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useReport } from '../api/get-report';
import { AttendanceCalendar, AttendanceFigures } from '../components/report-sections';
import { ReportHeader } from '../components/report-view';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { REPORTS_TEXTS } from '../reports.texts';

const A = REPORTS_TEXTS.attend;

function AttendBody({ instId, reportId }: { instId: string; reportId: string }) {
  const report = useReport(instId, reportId);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className={styles.stack}>
      <ReportHeader report={data} />
      <Section
        title={REPORTS_TEXTS.detail.attendance}
        actions={
          <TextLink to={`/v3/ReportDetail/${encodeURIComponent(data.reportId)}`} variant="muted">
            {A.toDetail}
          </TextLink>
        }
      >
        {data.attendance && data.attendance.days.length > 0 ? (
          <div className={styles.stack}>
            <AttendanceFigures attendance={data.attendance} />
            <AttendanceCalendar month={data.month} attendance={data.attendance} />
            <p className={styles.muted}>{A.legend}</p>
          </div>
        ) : (
          <p className={styles.muted}>{A.noDays}</p>
        )}
      </Section>
    </div>
  );
}

/** The report's attendance page (`/v3/report/attend?reportId=…`): the month's calendar and its counts. */
export function ReportAttendPage() {
  const reportId = useSearchParams()[0].get('reportId');
  return (
    <ReportsScreen screen="reportAttend" fallbackTitle="출결 리포트">
      {(inst) =>
        reportId ? (
          <AttendBody instId={inst.instId} reportId={reportId} />
        ) : (
          <LinkedEmptyState
            title={REPORTS_TEXTS.common.noReport}
            description={REPORTS_TEXTS.common.noReportHint}
            to="/v3/StudentReportList"
            link={REPORTS_TEXTS.common.toList}
          />
        )
      }
    </ReportsScreen>
  );
}
