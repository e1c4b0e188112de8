import { checklistFromAuthCd } from '@academy/domain/access/access.checklist';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { usePermission } from '../api/get-permission';
import { AuditLogList } from '../components/audit-log-list';
import { EmployeesScreen, Loading, NotFoundState, QueryFailed } from '../components/employees-screen';
import { PermissionChecklistView } from '../components/permission-checklist';
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
      <Section title={data.userNm} actions={<Badge tone="secondary">{EMPLOYEES_TEXTS.roles[data.relationCd]}</Badge>}>
        <p className={screenStyles.lead}>{T.current(labelsText(data))}</p>
        {data.locked && <Notice>{T.lockedNotice}</Notice>}
        {!data.locked && data.self && <Notice>{T.selfNotice}</Notice>}
        {!data.locked && !data.self && (
          <Link
            to={`/v3/permission/employees/${encodeURIComponent(userId)}`}
            className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
          >
            {T.edit}
          </Link>
        )}
      </Section>
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
