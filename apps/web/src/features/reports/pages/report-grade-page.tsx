import { useSearchParams } from 'react-router';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useReport } from '../api/get-report';
import { GradesCompareChart, GradesTable, GradesTrendChart } from '../components/report-sections';
import { ReportHeader } from '../components/report-view';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { REPORTS_TEXTS } from '../reports.texts';

function GradeBody({ instId, reportId }: { instId: string; reportId: string }) {
  const report = useReport(instId, reportId);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <div className={styles.stack}>
      <ReportHeader report={data} />
      <Section
        title={REPORTS_TEXTS.detail.grades}
        actions={
          <TextLink to={`/v3/ReportDetail/${encodeURIComponent(data.reportId)}`} variant="muted">
            {REPORTS_TEXTS.attend.toDetail}
          </TextLink>
        }
      >
        {data.grades.length === 0 ? (
          <p className={styles.muted}>{REPORTS_TEXTS.detail.noGrades}</p>
        ) : (
          <div className={styles.stack}>
            <GradesCompareChart grades={data.grades} />
            <GradesTrendChart grades={data.grades} />
            <GradesTable grades={data.grades} />
          </div>
        )}
      </Section>
    </div>
  );
}

/** The report's grades page (`/v3/report/grade?reportId=…`): score against the class average, and over the month. */
export function ReportGradePage() {
  const reportId = useSearchParams()[0].get('reportId');
  return (
    <ReportsScreen screen="reportGrade" fallbackTitle="성적 리포트">
      {(inst) =>
        reportId ? (
          <GradeBody instId={inst.instId} reportId={reportId} />
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
