import { formatDateTime } from '@academy/domain/format/format.date';
import type { ReportView as Report } from '@academy/domain/reports/reports.schema';
import { Link, useParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { useReport } from '../api/get-report';
import { PdfLinks, ReportView } from '../components/report-view';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { REPORTS_TEXTS } from '../reports.texts';

const D = REPORTS_TEXTS.detail;

/** Staff only: which family accounts opened the sent report, and when. */
function Reads({ report }: { report: Report }) {
  return (
    <Section title={D.reads}>
      {report.reads.length === 0 ? (
        <p className={styles.muted}>{D.noReads}</p>
      ) : (
        <ul className={styles.items} aria-label={D.reads}>
          {report.reads.map((read) => (
            <li key={read.userId} className={styles.item}>
              {D.readBy(read.userNm, read.relation, formatDateTime(new Date(read.firstReadAt)))}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function DetailBody({ inst, reportId }: { inst: ChosenAcademy; reportId: string }) {
  const report = useReport(inst.instId, reportId);
  if (report.isPending) return <Loading />;
  if (report.isError) return <QueryFailed error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  const draft = data.status === 'draft';
  return (
    <div className={styles.stack}>
      {draft && (
        <Notice tone="yellow">
          {D.draftNotice}{' '}
          <Link
            to={`/v3/ReportForm/${encodeURIComponent(data.reportId)}`}
            className={buttonClassName({ variant: 'text', size: 'sm' })}
          >
            {D.writeComment}
          </Link>
        </Notice>
      )}
      <div className={styles.toolbar}>
        <p className={styles.muted}>{data.sentAt ? D.sentAt(formatDateTime(new Date(data.sentAt))) : ''}</p>
        <PdfLinks report={data} />
      </div>
      <ReportView report={data} />
      {inst.isStaff && data.status === 'sent' && <Reads report={data} />}
    </div>
  );
}

/**
 * ReportDetail: the report as the family reads it (attendance, grades with a chart, homework, study
 * time, the teacher's comment) and its PDF. Staff also see a draft and who in the family opened it.
 */
export function ReportDetailPage() {
  const reportId = useParams().reportId ?? null;
  return (
    <ReportsScreen screen="ReportDetail" fallbackTitle="학습 리포트 상세">
      {(inst) =>
        reportId ? (
          <DetailBody inst={inst} reportId={reportId} />
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
