import {
  type InviteResponse,
  type RegisterEmployeeBody,
  type RegisterEmployeeInput,
  registerEmployeeBody,
} from '@academy/domain/employees/employees.schema';
import { MOBILE_INPUT_MAX_LENGTH } from '@academy/domain/phone/phone.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RadioInput } from '../../../lib/forms/radio-input';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useRegisterEmployee } from '../api/register-employee';
import { EMPLOYEES_TEXTS } from '../employees.texts';

const T = EMPLOYEES_TEXTS.register;
const ROLES = EMPLOYEES_TEXTS.roles;

const ROLE_OPTIONS = [
  { value: '030', label: ROLES['030'], description: T.managerHint },
  { value: '050', label: ROLES['050'], description: T.teacherHint },
] as const;

/** EmployeeRegister / /employeeCreate: name, mobile number and role → a staff invitation with its code. */
export function EmployeeRegisterForm({
  instId,
  onRegistered,
}: {
  instId: string;
  onRegistered: (result: InviteResponse) => void;
}) {
  const register = useRegisterEmployee(instId);
  const form = useForm<RegisterEmployeeInput, unknown, RegisterEmployeeBody>({
    resolver: zodResolver(registerEmployeeBody),
    defaultValues: { userNm: '', mobileNo: '', relationCd: '050' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onRegistered(await register.mutateAsync(values));
    } catch (error) {
      showServerError(error, form.setError, ['userNm', 'mobileNo', 'relationCd']);
    }
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>{T.intro}</p>
      <TextField
        label={T.userNm}
        placeholder={T.userNmPlaceholder}
        autoComplete="off"
        required
        maxLength={maxLengthOf(registerEmployeeBody.shape.userNm)}
        error={errors.userNm?.message}
        {...form.register('userNm')}
      />
      <TextField
        label={T.mobileNo}
        placeholder={T.mobileNoPlaceholder}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        error={errors.mobileNo?.message}
        {...form.register('mobileNo')}
      />
      <RadioInput
        control={form.control}
        name="relationCd"
        label={T.role}
        options={ROLE_OPTIONS}
        direction="horizontal"
        required
      />
      <Button type="submit" size="lg" fullWidth loading={register.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}
