import { formatShortDate } from '@academy/domain/format/format.date';
import { isCommentWritten, reportFileName } from '@academy/domain/reports/reports.rules';
import type { ReportView as Report } from '@academy/domain/reports/reports.schema';
import { buttonClassName } from '../../../ui/button/button';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { REPORTS_TEXTS } from '../reports.texts';
import { AttendanceFigures, GradesCompareChart, GradesTable, HomeworkSummary, StudySummary } from './report-sections';
import styles from './reports.module.css';

const D = REPORTS_TEXTS.detail;
const B = REPORTS_TEXTS.birth;

/** `/v3/report/attend?reportId=…` and the like: the report's own pages. */
export const reportPagePath = (page: 'attend' | 'grade' | 'birth', reportId: string) =>
  `/v3/report/${page}?reportId=${encodeURIComponent(reportId)}`;

/** The PDF: opened in a new tab, or saved under its file name (`학습리포트_홍길동_2026-10.pdf`). */
export function PdfLinks({ report }: { report: Report }) {
  const fileName = reportFileName(report.student.studentNm, report.month, report.kind);
  return (
    <div className={styles.pdfLinks}>
      <a
        href={report.pdfUrl}
        target="_blank"
        rel="noopener noreferrer"
        type="application/pdf"
        className={buttonClassName({ variant: 'primary', size: 'sm' })}
        aria-label={D.pdfLabel(fileName)}
      >
        {D.pdf}
      </a>
      <a
        href={report.pdfUrl}
        download={fileName}
        type="application/pdf"
        className={buttonClassName({ variant: 'outline', size: 'sm' })}
      >
        {D.download}
      </a>
    </div>
  );
}

/** The title block: the report's title, the student and class, the month's days and the teacher. */
export function ReportHeader({ report }: { report: Report }) {
  return (
    <header className={styles.reportHeader}>
      <p className={styles.reportTitle}>{report.title}</p>
      <p className={styles.reportWho}>{D.header(report.student.studentNm, report.class?.className ?? null)}</p>
      <p className={styles.muted}>
        {report.instNm} · {D.period(formatShortDate(report.period.from), formatShortDate(report.period.to))}
        {report.teacherNm ? ` · ${D.teacher(report.teacherNm)}` : ''}
      </p>
    </header>
  );
}

/** A birthday report: the academy's greeting as a warm card. */
export function BirthdayCard({ studentNm, message, instNm }: { studentNm: string; message: string; instNm: string }) {
  return (
    <article className={styles.birthdayCard} aria-label={B.cardTitle(studentNm)}>
      <span className={styles.birthdayIcon} aria-hidden="true">
        🎂
      </span>
      <h2 className={styles.birthdayTitle}>{B.cardTitle(studentNm)}</h2>
      <p className={styles.birthdayMessage}>{message}</p>
      <p className={styles.birthdayFrom}>{B.from(instNm)}</p>
    </article>
  );
}

export type ReportViewProps = {
  report: Report;
  /** The comment to show in place of the report's (ReportForm's preview of what is being typed). */
  comment?: string;
  /** Links to the Attend and Grade pages (not inside a preview). */
  withLinks?: boolean;
};

/**
 * The report as families read it: header, attendance, grades with a chart, homework, study time
 * (순공) and the teacher's comment; a birthday report is its greeting card. recharts loads only here.
 */
export function ReportView({ report, comment = report.comment ?? '', withLinks = true }: ReportViewProps) {
  if (report.kind === 'birthday') {
    return (
      <BirthdayCard
        studentNm={report.student.studentNm}
        message={report.birthdayMessage ?? ''}
        instNm={report.instNm}
      />
    );
  }
  return (
    <div className={styles.stack}>
      <ReportHeader report={report} />
      {report.attendance && (
        <Section
          title={D.attendance}
          actions={
            withLinks && (
              <TextLink to={reportPagePath('attend', report.reportId)} variant="muted">
                {D.toAttend}
              </TextLink>
            )
          }
        >
          <AttendanceFigures attendance={report.attendance} />
        </Section>
      )}
      <Section
        title={D.grades}
        actions={
          withLinks &&
          report.grades.length > 0 && (
            <TextLink to={reportPagePath('grade', report.reportId)} variant="muted">
              {D.toGrade}
            </TextLink>
          )
        }
      >
        {report.grades.length === 0 ? (
          <p className={styles.muted}>{D.noGrades}</p>
        ) : (
          <div className={styles.stack}>
            <GradesCompareChart grades={report.grades} />
            <GradesTable grades={report.grades} />
          </div>
        )}
      </Section>
      {report.homework && (
        <Section title={D.homework}>
          <HomeworkSummary homework={report.homework} />
        </Section>
      )}
      {report.study && (
        <Section title={D.study}>
          <StudySummary study={report.study} />
        </Section>
      )}
      <Section title={D.comment}>
        {isCommentWritten(comment) ? (
          <p className={styles.comment}>{comment}</p>
        ) : (
          <p className={styles.muted}>{D.noComment}</p>
        )}
      </Section>
    </div>
  );
}
