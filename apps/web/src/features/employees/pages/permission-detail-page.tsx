import { checklistFromAuthCd } from '@academy/domain/access/access.checklist';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { usePermission } from '../api/get-permission';
import { AuditLogList } from '../components/audit-log-list';
import { EmployeesScreen, Loading, NotFoundState, QueryFailed } from '../components/employees-screen';
import { PermissionChecklistView } from '../components/permission-checklist';
import styles from '../components/screen.module.css';
import { EMPLOYEES_TEXTS } from '../employees.texts';
import { labelsText } from './permissions-page';

const T = EMPLOYEES_TEXTS.permissions;

function PermissionDetailContent({ instId, userId }: { instId: string; userId: string }) {
  const entry = usePermission(instId, userId);
  if (entry.isPending) return <Loading />;
  if (entry.isError) return <QueryFailed error={entry.error} onRetry={() => void entry.refetch()} />;
  const data = entry.data;
  return (
    <>
      <section className={styles.section} aria-labelledby="permission-owner">
        <div className={styles.sectionHeader}>
          <h2 id="permission-owner" className={styles.sectionTitle}>
            {data.userNm}
          </h2>
          <Badge tone="secondary">{EMPLOYEES_TEXTS.roles[data.relationCd]}</Badge>
        </div>
        <p className={styles.intro}>{T.current(labelsText(data))}</p>
        {data.locked && <p className={styles.notice}>{T.lockedNotice}</p>}
        {!data.locked && data.self && <p className={styles.notice}>{T.selfNotice}</p>}
        {!data.locked && !data.self && (
          <Link
            to={`/v3/permission/employees/${encodeURIComponent(userId)}`}
            className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {T.edit}
          </Link>
        )}
      </section>
      <PermissionChecklistView checklist={checklistFromAuthCd(data.authCd)} onToggle={() => undefined} disabled />
      <AuditLogList instId={instId} target={`user:${userId}`} />
    </>
  );
}

/** /permission/detail/:id: one employee's codes (read-only), their 변경 이력, and the way to edit them. */
export function PermissionDetailPage() {
  const { id = '' } = useParams();
  return (
    <EmployeesScreen screen="permissionDetail" fallbackTitle="권한 상세">
      {({ instId }) => (id ? <PermissionDetailContent instId={instId} userId={id} /> : <NotFoundState />)}
    </EmployeesScreen>
  );
}
