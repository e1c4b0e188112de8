import type { PermissionEntry } from '@academy/domain/employees/employees.schema';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextLink } from '../../../ui/text-link/text-link';
import { usePermissions } from '../api/get-permissions';
import { AuditLogList } from '../components/audit-log-list';
import { EmployeesScreen, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.permissions;

export const labelsText = (entry: Pick<PermissionEntry, 'permissionLabels'>) =>
  entry.permissionLabels.length > 0 ? entry.permissionLabels.join(', ') : EMPLOYEES_TEXTS.common.noPermissions;

function PermissionsContent({ instId }: { instId: string }) {
  const permissions = usePermissions(instId);
  return (
    <>
      <div className={screenStyles.links}>
        <TextLink to="/v3/permission/create" variant="strong">
          {T.bulk}
        </TextLink>
        <TextLink to="/v3/EmployeeList">{EMPLOYEES_TEXTS.common.toList}</TextLink>
      </div>
      {permissions.isError ? (
        <QueryFailed error={permissions.error} onRetry={() => void permissions.refetch()} />
      ) : (
        <List
          label={T.staffLabel}
          loading={permissions.isPending}
          items={permissions.data?.staff ?? []}
          getKey={(entry) => entry.userId}
          emptyText={T.empty}
          renderItem={(entry) => (
            <ListItem
              title={entry.userNm}
              description={labelsText(entry)}
              trailing={
                <span className={screenStyles.badges}>
                  <Badge tone="secondary">{EMPLOYEES_TEXTS.roles[entry.relationCd]}</Badge>
                  {entry.locked && <Badge>{T.locked}</Badge>}
                  {entry.self && !entry.locked && <Badge>{T.self}</Badge>}
                </span>
              }
              to={`/permission/detail/${encodeURIComponent(entry.userId)}`}
            />
          )}
        />
      )}
      {!permissions.isError && <AuditLogList instId={instId} />}
    </>
  );
}

/** /v3/permissions: every working employee with their codes, and the academy's 변경 이력. */
export function PermissionsPage() {
  return (
    <EmployeesScreen screen="permissions" fallbackTitle="권한 관리">
      {({ instId }) => <PermissionsContent instId={instId} />}
    </EmployeesScreen>
  );
}
