import { formatShortDate } from '@academy/domain/format/format.date';
import type { StudentReportItem } from '@academy/domain/reports/reports.schema';
import { useNavigate, useParams } from 'react-router';
import { useCurrentChildStudentId } from '../../../lib/family/family-student';
import { Badge } from '../../../ui/badge/badge';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { useReportPeople } from '../api/get-report-people';
import { useStudentReports } from '../api/get-student-reports';
import styles from '../components/reports.module.css';
import { Loading, QueryFailed, ReportsScreen } from '../components/reports-screen';
import { chosenStudentId, isFamily, StudentChoice } from '../components/student-choice';
import { REPORTS_TEXTS } from '../reports.texts';

const T = REPORTS_TEXTS.studentList;

/** Where an item opens: a staff member's draft opens in the form, anything else as the report. */
function itemPath(item: StudentReportItem, family: boolean): string {
  const id = encodeURIComponent(item.reportId);
  return !family && item.status === 'draft' ? `/v3/ReportForm/${id}` : `/v3/ReportDetail/${id}`;
}

function ItemMark({ item, family }: { item: StudentReportItem; family: boolean }) {
  if (item.status === 'draft') return <Badge tone="secondary">{T.draft}</Badge>;
  if (item.readAt)
    return family ? null : <Badge tone="primary">{T.readAt(formatShortDate(new Date(item.readAt)))}</Badge>;
  return family ? (
    <span role="img" aria-label={T.unreadLabel}>
      <Badge tone="warning" solid>
        {T.unread}
      </Badge>
    </span>
  ) : (
    <Badge tone="yellow">{T.notReadByFamily}</Badge>
  );
}

function Reports({ instId, studentId, family }: { instId: string; studentId: string; family: boolean }) {
  const reports = useStudentReports(instId, studentId);
  if (reports.isPending) return <Loading />;
  if (reports.isError) return <QueryFailed error={reports.error} onRetry={() => void reports.refetch()} />;
  const { student, items } = reports.data;
  return (
    <List
      label={T.listLabel(student.studentNm)}
      items={items}
      getKey={(item) => item.reportId}
      emptyText={family ? T.empty : T.emptyStaff}
      emptyDescription={family ? T.emptyHint : T.emptyStaffHint}
      renderItem={(item) => (
        <ListItem
          title={item.title}
          description={[item.className, item.sentAt ? T.sentAt(formatShortDate(new Date(item.sentAt))) : null]
            .filter(Boolean)
            .join(' · ')}
          trailing={<ItemMark item={item} family={family} />}
          to={itemPath(item, family)}
        />
      )}
    />
  );
}

function ListBody({ instId }: { instId: string }) {
  const navigate = useNavigate();
  const fromAddress = useParams().studentId ?? null;
  const people = useReportPeople(instId);
  const currentChildId = useCurrentChildStudentId(instId);
  if (people.isPending) return <Loading />;
  if (people.isError) return <QueryFailed error={people.error} onRetry={() => void people.refetch()} />;
  const family = isFamily(people.data);
  if (family && people.data.students.length === 0) {
    return <EmptyState title={REPORTS_TEXTS.common.noStudents} description={REPORTS_TEXTS.common.noStudentsHint} />;
  }
  const studentId = chosenStudentId(people.data, fromAddress, currentChildId);
  return (
    <div className={styles.stack}>
      <StudentChoice
        people={people.data}
        value={studentId}
        onChange={(next) =>
          navigate(next ? `/v3/StudentReportList/${encodeURIComponent(next)}` : '/v3/StudentReportList', {
            replace: true,
          })
        }
      />
      {studentId ? (
        <Reports key={studentId} instId={instId} studentId={studentId} family={family} />
      ) : (
        <p className={styles.muted}>{REPORTS_TEXTS.common.chooseStudent}</p>
      )}
      {!family && (
        <TextLink to="/v3/InstReportList" variant="muted">
          {T.toInstList}
        </TextLink>
      )}
    </div>
  );
}

/**
 * StudentReportList: one student's reports, newest first. Families see their child's sent reports
 * with the unread ones marked; staff pick a student (or come from the student's page) and see drafts too.
 */
export function StudentReportListPage() {
  return (
    <ReportsScreen screen="StudentReportList" fallbackTitle="원생별 학습 리포트">
      {(inst) => <ListBody instId={inst.instId} />}
    </ReportsScreen>
  );
}
