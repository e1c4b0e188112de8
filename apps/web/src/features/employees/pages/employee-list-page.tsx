import { PERM } from '@academy/domain/access/access.permissions';
import { RELATION_CD } from '@academy/domain/access/access.roles';
import type { EmployeeFilter } from '@academy/domain/employees/employees.rules';
import type { EmployeeListItem } from '@academy/domain/employees/employees.schema';
import { employeeListQuery } from '@academy/domain/employees/employees.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { useDeferredValue, useState } from 'react';
import { XlsxDownloadButton } from '../../../lib/download/xlsx-download-button';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { Badge } from '../../../ui/badge/badge';
import { List, ListItem } from '../../../ui/list/list';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { TextLink } from '../../../ui/text-link/text-link';
import { employeesExportPath } from '../api/export-employees';
import { useEmployees } from '../api/get-employees';
import { EmployeesScreen, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.list;
const ROLES = EMPLOYEES_TEXTS.roles;
const STATUS = EMPLOYEES_TEXTS.status;
const T_EXPORT = EMPLOYEES_TEXTS.export;

const date = (iso: string) => formatShortDate(new Date(iso));

function EmployeeRow({ item, canWrite }: { item: EmployeeListItem; canWrite: boolean }) {
  if (item.kind === 'invite') {
    return (
      <ListItem
        title={item.userNm || EMPLOYEES_TEXTS.invites.noName}
        description={`${item.maskedMobileNo} · ${T.invitedSince(date(item.since))}`}
        trailing={
          <span className={screenStyles.badges}>
            <Badge>{ROLES[item.relationCd]}</Badge>
            <Badge tone="yellow">{STATUS.invited}</Badge>
          </span>
        }
        to={canWrite ? `/inviteMessage?inviteId=${encodeURIComponent(item.inviteId)}` : undefined}
      />
    );
  }
  const labels =
    item.permissionLabels.length > 0 ? item.permissionLabels.join(', ') : EMPLOYEES_TEXTS.common.noPermissions;
  const when = item.status === 'ended' && item.endedAt ? T.endedAt(date(item.endedAt)) : T.since(date(item.since));
  return (
    <ListItem
      title={item.userNm}
      description={`${item.maskedMobileNo} · ${labels} · ${when}`}
      trailing={
        <span className={screenStyles.badges}>
          <Badge
            tone={
              item.relationCd === RELATION_CD.director
                ? 'primary'
                : item.relationCd === RELATION_CD.manager
                  ? 'secondary'
                  : 'neutral'
            }
          >
            {ROLES[item.relationCd]}
          </Badge>
          {item.status === 'ended' && <Badge tone="warning">{STATUS.ended}</Badge>}
        </span>
      }
      to={`/v3/UserDetail?userId=${encodeURIComponent(item.userId)}`}
    />
  );
}

function EmployeeListContent({ inst }: { inst: CurrentInst & { instId: string } }) {
  const [status, setStatus] = useState<EmployeeFilter>('active');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const employees = useEmployees(inst.instId, { status, q });
  const canWrite = inst.can(PERM.staffWrite);
  const counts = employees.data?.counts;
  return (
    <>
      <div className={screenStyles.links}>
        {canWrite && (
          <TextLink to="/v3/EmployeeRegister" variant="strong">
            {T.register}
          </TextLink>
        )}
        {canWrite && <TextLink to="/v3/InviteCode">{T.inviteCodes}</TextLink>}
        {inst.can(PERM.all) && <TextLink to="/v3/permissions">{T.permissions}</TextLink>}
      </div>
      {(inst.can(PERM.staffView) || canWrite) && (
        <XlsxDownloadButton
          path={employeesExportPath(inst.instId)}
          fallbackName="employees.xlsx"
          label={T_EXPORT.button}
          progressLabel={T_EXPORT.progress}
          doneText={T_EXPORT.done}
          size="sm"
        />
      )}
      <TextField
        type="search"
        label={T.searchLabel}
        hint={T.searchHint}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={maxLengthOf(employeeListQuery.shape.q)}
        autoComplete="off"
      />
      <RadioGroup
        label={T.filterLabel}
        name="employee-status"
        direction="horizontal"
        value={status}
        onValueChange={(value) => setStatus(value as EmployeeFilter)}
        options={[
          { value: 'active', label: T.active((counts?.active ?? 0) + (counts?.invited ?? 0)) },
          { value: 'ended', label: T.ended(counts?.ended ?? 0) },
        ]}
      />
      {employees.isError ? (
        <QueryFailed error={employees.error} onRetry={() => void employees.refetch()} />
      ) : (
        <List
          label={T.listLabel}
          loading={employees.isPending}
          items={employees.data?.items ?? []}
          getKey={(item) => (item.kind === 'invite' ? `invite-${item.inviteId}` : item.userId)}
          emptyText={q ? T.emptySearch : T.empty}
          emptyDescription={q ? undefined : T.emptyHint}
          renderItem={(item) => <EmployeeRow item={item} canWrite={canWrite} />}
        />
      )}
    </>
  );
}

/** EmployeeList: working staff with pending invitations, or former staff; name and 초성 search; each row opens UserDetail. */
export function EmployeeListPage() {
  return (
    <EmployeesScreen screen="EmployeeList" fallbackTitle="직원 목록">
      {(inst) => <EmployeeListContent inst={inst} />}
    </EmployeesScreen>
  );
}
