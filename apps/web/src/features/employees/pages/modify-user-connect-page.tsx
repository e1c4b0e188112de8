import { RELATION_CD } from '@academy/domain/access/access.roles';
import {
  type EmployeeDetailResponse,
  type EmployeeRoleForm,
  employeeRoleForm,
} from '@academy/domain/employees/employees.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RadioInput } from '../../../lib/forms/radio-input';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, SectionTitle, sectionClassName } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChangeEmployeeConnection } from '../api/change-employee-connection';
import { useEmployee } from '../api/get-employee';
import { EmployeeEditScreen } from '../components/employee-edit-screen';
import { Loading, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.connect;
const ROLES = EMPLOYEES_TEXTS.roles;

function ConnectForms({ instId, employee }: { instId: string; employee: EmployeeDetailResponse }) {
  const navigate = useNavigate();
  const change = useChangeEmployeeConnection(instId, employee.userId);
  const detailPath = `/v3/UserDetail?userId=${encodeURIComponent(employee.userId)}`;
  const otherRole = employee.relationCd === RELATION_CD.manager ? RELATION_CD.teacher : RELATION_CD.manager;
  const form = useForm<EmployeeRoleForm>({
    resolver: zodResolver(employeeRoleForm),
    defaultValues: { relationCd: otherRole },
  });

  const onChangeRole = form.handleSubmit(async ({ relationCd }) => {
    try {
      await change.mutateAsync({ type: 'role', relationCd });
    } catch (error) {
      showServerError(error, form.setError, ['relationCd']);
      return;
    }
    showToast(T.roleChanged);
    navigate(detailPath);
  });

  async function onEnd() {
    const answer = await confirmModal({
      title: T.endTitle,
      contents: T.endConfirm(employee.userNm),
      yesLabel: T.endYes,
      noLabel: EMPLOYEES_TEXTS.common.cancel,
    });
    if (answer !== 'yes') return;
    try {
      await change.mutateAsync({ type: 'end' });
    } catch (error) {
      showServerError(error, null);
      return;
    }
    showToast(T.ended);
    navigate(detailPath, { replace: true });
  }

  return (
    <>
      <form className={sectionClassName()} onSubmit={onChangeRole} noValidate aria-labelledby="change-role">
        <SectionTitle id="change-role">{employee.userNm}</SectionTitle>
        <p className={screenStyles.lead}>{T.current(ROLES[employee.relationCd])}</p>
        <RadioInput
          control={form.control}
          name="relationCd"
          label={T.roleLabel}
          options={[
            { value: '030', label: ROLES['030'] },
            { value: '050', label: ROLES['050'] },
          ]}
          direction="horizontal"
        />
        <Notice>{T.roleNotice}</Notice>
        <Button type="submit" size="lg" fullWidth loading={change.isPending && change.variables?.type === 'role'}>
          {T.changeRole}
        </Button>
      </form>
      <Section title={T.endTitle}>
        <p className={screenStyles.lead}>{T.endHint}</p>
        <Button
          variant="danger"
          size="lg"
          fullWidth
          loading={change.isPending && change.variables?.type === 'end'}
          onClick={() => void onEnd()}
        >
          {T.end}
        </Button>
      </Section>
    </>
  );
}

function ModifyUserConnectContent({ instId, userId }: { instId: string; userId: string }) {
  const employee = useEmployee(instId, userId);
  if (employee.isPending) return <Loading />;
  if (employee.isError) return <QueryFailed error={employee.error} onRetry={() => void employee.refetch()} />;
  const data = employee.data;
  if (data.locked || data.self || data.status === 'ended') {
    const hint =
      data.status === 'ended'
        ? T.alreadyEnded
        : data.locked
          ? EMPLOYEES_TEXTS.detail.lockedHint
          : EMPLOYEES_TEXTS.detail.selfHint;
    return (
      <EmptyState
        title={T.notChangeable}
        description={hint}
        action={
          <TextLink to={`/v3/UserDetail?userId=${encodeURIComponent(userId)}`} variant="strong">
            {EMPLOYEES_TEXTS.detail.profile}
          </TextLink>
        }
      />
    );
  }
  return <ConnectForms instId={instId} employee={data} />;
}

/** ModifyUserConnect (?userId=…): 실장 ↔ 강사, or 퇴사 처리 after a confirmation. */
export function ModifyUserConnectPage() {
  return (
    <EmployeeEditScreen screen="ModifyUserConnect" fallbackTitle="직원 연결 정보 수정">
      {({ instId, userId }) => <ModifyUserConnectContent instId={instId} userId={userId} />}
    </EmployeeEditScreen>
  );
}
