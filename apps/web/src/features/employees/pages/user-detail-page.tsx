import { PERM } from '@academy/domain/access/access.permissions';
import type { EmployeeDetailResponse } from '@academy/domain/employees/employees.schema';
import { formatShortDate } from '@academy/domain/format/format.date';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { useSearchParams } from 'react-router';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { Badge } from '../../../ui/badge/badge';
import { Facts } from '../../../ui/facts/facts';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useEmployee } from '../api/get-employee';
import styles from '../components/employees.module.css';
import { EmployeesScreen, Loading, NotFoundState, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.detail;

const date = (iso: string) => formatShortDate(new Date(iso));

function EmployeeFacts({ employee }: { employee: EmployeeDetailResponse }) {
  const none = EMPLOYEES_TEXTS.common.none;
  return (
    <Section
      title={employee.userNm}
      actions={
        <span className={screenStyles.badges}>
          <Badge tone="secondary">{EMPLOYEES_TEXTS.roles[employee.relationCd]}</Badge>
          <Badge tone={employee.status === 'active' ? 'primary' : 'warning'}>
            {EMPLOYEES_TEXTS.status[employee.status]}
          </Badge>
        </span>
      }
    >
      <Facts>
        <dt>{T.mobile}</dt>
        <dd>
          {employee.mobileNo ? (
            <a href={`tel:${employee.mobileNo}`} aria-label={T.call(displayPhoneNo(employee.mobileNo))}>
              {displayPhoneNo(employee.mobileNo)}
            </a>
          ) : (
            displayPhoneNo(null)
          )}
        </dd>
        <dt>{T.since}</dt>
        <dd>{date(employee.since)}</dd>
        {employee.endedAt && (
          <>
            <dt>{T.endedAt}</dt>
            <dd>{date(employee.endedAt)}</dd>
          </>
        )}
        <dt>{T.accountNm}</dt>
        <dd>{employee.accountNm}</dd>
        <dt>{T.displayNm}</dt>
        <dd>{employee.displayNm ?? none}</dd>
        <dt>{T.permissions}</dt>
        <dd>
          {employee.permissionLabels.length > 0
            ? employee.permissionLabels.join(', ')
            : EMPLOYEES_TEXTS.common.noPermissions}
        </dd>
        <dt>{T.memo}</dt>
        <dd className={styles.message}>{employee.memo ?? none}</dd>
      </Facts>
      {employee.locked && <Notice>{T.lockedHint}</Notice>}
      {!employee.locked && employee.self && <Notice>{T.selfHint}</Notice>}
    </Section>
  );
}

function UserDetailContent({ inst, userId }: { inst: CurrentInst & { instId: string }; userId: string }) {
  const employee = useEmployee(inst.instId, userId);
  if (employee.isPending) return <Loading />;
  if (employee.isError) return <QueryFailed error={employee.error} onRetry={() => void employee.refetch()} />;
  const data = employee.data;
  const query = `?userId=${encodeURIComponent(userId)}`;
  const canWrite = inst.can(PERM.staffWrite);
  const changeable = !data.locked && !data.self && data.status === 'active';
  type MenuItem = { key: string; title: string; to: string };
  const menu: MenuItem[] = [];
  if (canWrite && changeable)
    menu.push({ key: 'connect', title: T.modifyConnect, to: `/v3/ModifyUserConnect${query}` });
  if (canWrite && (!data.locked || inst.isDirector)) {
    menu.push({ key: 'info', title: T.modifyInfo, to: `/v3/ModifyUserInfo${query}` });
  }
  if (inst.can(PERM.all) && changeable) {
    menu.push({
      key: 'permission',
      title: T.permissionEdit,
      to: `/v3/permission/employees/${encodeURIComponent(userId)}`,
    });
  }
  return (
    <>
      <EmployeeFacts employee={data} />
      {menu.length > 0 && (
        <List
          label={T.actions}
          items={menu}
          getKey={(item) => item.key}
          renderItem={(item) => <ListItem title={item.title} to={item.to} />}
        />
      )}
    </>
  );
}

/** UserDetail (?userId=…): one employee, with the changes the signed-in user may make. */
export function UserDetailPage() {
  const [searchParams] = useSearchParams();
  const userId = searchParams.get('userId') ?? '';
  return (
    <EmployeesScreen screen="UserDetail" fallbackTitle="직원 상세">
      {(inst) => (userId ? <UserDetailContent inst={inst} userId={userId} /> : <NotFoundState />)}
    </EmployeesScreen>
  );
}
