import { CODE_LENGTH } from '@academy/domain/account/account.rules';
import { familyConfirmBody } from '@academy/domain/account/family.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useConfirmFamily } from '../api/confirm-family';
import { MyScreen } from '../components/my-screen';
import { RequireSignIn } from '../components/require-sign-in';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.family;

function ConnectCheckForm() {
  const navigate = useNavigate();
  const confirm = useConfirmFamily();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof familyConfirmBody>, unknown, z.output<typeof familyConfirmBody>>({
    resolver: zodResolver(familyConfirmBody),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
    } catch (error) {
      showServerError(error, setError, ['code'], { CODE_MISMATCH: 'code' });
      return;
    }
    showToast(T.connected);
    navigate('/v3/FamilyRelation', { replace: true });
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <p className={screenStyles.lead}>{T.connectIntro}</p>
      <TextField
        label={T.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={MYPAGE_TEXTS.email.codePlaceholder}
        maxLength={CODE_LENGTH}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
        {T.confirm}
      </Button>
    </form>
  );
}

/** FamilyConnectCheck: the person who received a family link code enters it. */
export function FamilyConnectCheckPage() {
  return (
    <MyScreen screen="FamilyConnectCheck" fallbackTitle="가족 연결 확인">
      <RequireSignIn>{() => <ConnectCheckForm />}</RequireSignIn>
    </MyScreen>
  );
}
