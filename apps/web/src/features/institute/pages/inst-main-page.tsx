import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from '@academy/domain/institute/institute.constants';
import type { AdminHome, HomeChild, InstHomeResponse } from '@academy/domain/institute/institute.schema';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { List, ListItem } from '../../../ui/list/list';
import { Section, SectionHeader } from '../../../ui/section/section';
import { useInstHome } from '../api/get-inst-home';
import { FirstUseGuide } from '../components/first-use-guide';
import { InstScreen } from '../components/inst-screen';
import { JoinRequestPanel } from '../components/join-request-panel';
import { LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import styles from '../components/screen.module.css';
import { INSTITUTE_TEXTS } from '../institute.texts';
import { useSyncInstSlice } from '../lib/use-sync-inst-slice';

const T = INSTITUTE_TEXTS.home;
const F = INSTITUTE_TEXTS.firstUse;

const statusTone = (status: HomeChild['status']) =>
  status === 'enrolled' ? ('primary' as const) : status === 'paused' ? ('yellow' as const) : ('neutral' as const);

function ChildRow({ child }: { child: HomeChild }) {
  const school = T.childSchool(child.schoolNm, child.gradeYear);
  return (
    <ListItem
      title={child.studentNm}
      description={[school, child.statusSince ? T.childStatusSince(formatDate(child.statusSince)) : null]
        .filter(Boolean)
        .join(' · ')}
      trailing={<Badge tone={statusTone(child.status)}>{STUDENT_STATUS_LABELS[child.status]}</Badge>}
    />
  );
}

function AdminView({ home }: { home: AdminHome }) {
  const counts = home.studentsByStatus;
  return (
    <>
      <FirstUseGuide
        instId={home.instId}
        feature="student"
        title={F.student.title}
        body={F.student.body}
        action={{ label: F.start, to: F.student.to }}
        canMark
      />
      <div className={styles.grid}>
        <Section title={T.studentsTitle}>
          <ul className={styles.stats} aria-label={T.studentsTitle}>
            {STUDENT_STATUSES.map((status) => (
              <li key={status} className={styles.stat}>
                <span className={styles.statLabel}>{STUDENT_STATUS_LABELS[status]}</span>
                <span className={styles.statValue}>{T.count(counts[status])}</span>
              </li>
            ))}
            <li className={styles.stat}>
              <span className={styles.statLabel}>{T.total}</span>
              <span className={styles.statValue}>{T.count(counts.total)}</span>
            </li>
          </ul>
        </Section>
        <Section title={T.todayTitle}>
          <EmptyState title={T.todayEmpty} description={T.todayEmptyHint} />
          <p className={styles.muted}>{T.attendanceEmpty}</p>
        </Section>
      </div>
      {home.joinRequests && <JoinRequestPanel instId={home.instId} />}
    </>
  );
}

function RoleView({ home }: { home: InstHomeResponse }) {
  switch (home.view) {
    case 'admin':
      return <AdminView home={home} />;
    case 'teacher':
      return (
        <Section title={T.teacherTitle}>
          <EmptyState title={T.todayEmpty} description={T.teacherEmptyHint} />
        </Section>
      );
    case 'parent':
      return (
        <Section title={T.childrenTitle}>
          <List
            label={T.childrenTitle}
            items={home.children}
            getKey={(child) => child.studentId}
            emptyText={T.childrenEmpty}
            emptyDescription={T.childrenEmptyHint}
            emptyAction={
              <Link to="/v3/InstConnect" className={buttonClassName({ variant: 'outline' })}>
                {T.connectCode}
              </Link>
            }
            renderItem={(child) => <ChildRow child={child} />}
          />
        </Section>
      );
    case 'student':
      return (
        <>
          {home.me && (
            <Section title={T.myRecord}>
              <List
                label={T.myRecord}
                items={[home.me]}
                getKey={(me) => me.studentId}
                renderItem={(me) => <ChildRow child={me} />}
              />
            </Section>
          )}
          <Section title={T.timetableTitle}>
            <EmptyState title={T.timetableEmpty} description={T.timetableEmptyHint} />
          </Section>
        </>
      );
  }
}

function HomeContent({ membership }: { membership: MembershipSummary }) {
  const home = useInstHome(membership.instId);
  useSyncInstSlice(home.data ? { firstUse: home.data.firstUse } : undefined);
  if (home.isPending) return <Loading />;
  if (home.isError) {
    return (
      <LoadFailed
        message={isApiError(home.error) && home.error.status < 500 ? home.error.message : undefined}
        onRetry={() => void home.refetch()}
      />
    );
  }
  return (
    <>
      <SectionHeader>
        <div>
          <h2 className={styles.heroTitle}>{home.data.instNm}</h2>
          <p className={styles.subline}>{ROLE_LABELS[home.data.role]}</p>
        </div>
        <div className={styles.inlineActions}>
          <Link to="/instManagementTF/info" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
            {T.management}
          </Link>
          <Link to="/v3/ConnectInstList" className={buttonClassName({ variant: 'text', size: 'sm' })}>
            {T.switchInst}
          </Link>
        </div>
      </SectionHeader>
      <RoleView home={home.data} />
    </>
  );
}

/** /instMainTF: the current academy's home for the member's role. */
export function InstMainPage() {
  return (
    <InstScreen screen="instMainTF" fallbackTitle="학원 홈" width="wide" hideBack>
      <WithCurrentInst redirectWhenNone>
        {(membership) => <HomeContent key={membership.instId} membership={membership} />}
      </WithCurrentInst>
    </InstScreen>
  );
}
