import { DISPLAY_NAME_MAX, EMPLOYEE_MEMO_MAX } from '@academy/domain/employees/employees.rules';
import {
  type EmployeeDetailResponse,
  type EmployeeInfoBody,
  employeeInfoBody,
} from '@academy/domain/employees/employees.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useChangeEmployeeInfo } from '../api/change-employee-info';
import { useEmployee } from '../api/get-employee';
import { EmployeeEditScreen } from '../components/employee-edit-screen';
import { Loading, QueryFailed } from '../components/employees-screen';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.info;

function InfoForm({ instId, employee }: { instId: string; employee: EmployeeDetailResponse }) {
  const navigate = useNavigate();
  const change = useChangeEmployeeInfo(instId, employee.userId);
  const form = useForm<EmployeeInfoBody>({
    resolver: zodResolver(employeeInfoBody),
    defaultValues: { displayNm: employee.displayNm ?? '', memo: employee.memo ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      showServerError(error, form.setError, ['displayNm', 'memo']);
      return;
    }
    showToast(T.saved);
    navigate(`/v3/UserDetail?userId=${encodeURIComponent(employee.userId)}`);
  });
  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={T.displayNm}
        hint={T.displayNmHint(employee.accountNm)}
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="off"
        error={errors.displayNm?.message}
        {...form.register('displayNm')}
      />
      <TextArea
        label={T.memo}
        hint={T.memoHint}
        maxLength={EMPLOYEE_MEMO_MAX}
        rows={5}
        error={errors.memo?.message}
        {...form.register('memo')}
      />
      <Button type="submit" size="lg" fullWidth loading={change.isPending}>
        {EMPLOYEES_TEXTS.common.save}
      </Button>
    </form>
  );
}

function ModifyUserInfoContent({ instId, userId }: { instId: string; userId: string }) {
  const employee = useEmployee(instId, userId);
  if (employee.isPending) return <Loading />;
  if (employee.isError) return <QueryFailed error={employee.error} onRetry={() => void employee.refetch()} />;
  return <InfoForm key={employee.data.userId} instId={instId} employee={employee.data} />;
}

/** ModifyUserInfo (?userId=…): how the academy shows the employee, and a staff-only memo. */
export function ModifyUserInfoPage() {
  return (
    <EmployeeEditScreen screen="ModifyUserInfo" fallbackTitle="직원 정보 수정">
      {({ instId, userId }) => <ModifyUserInfoContent instId={instId} userId={userId} />}
    </EmployeeEditScreen>
  );
}
