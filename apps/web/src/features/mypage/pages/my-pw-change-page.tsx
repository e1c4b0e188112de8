import { passwordChangeBody } from '@academy/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showServerError } from '../../../lib/forms/server-errors';
import { okModal } from '../../../lib/modal';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { PasswordField } from '../../../ui/password-field/password-field';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChangePassword } from '../api/change-password';
import { MyScreen } from '../components/my-screen';
import { PasswordPolicy } from '../components/password-policy';
import { RequireSignIn } from '../components/require-sign-in';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.password;

type PasswordChangeInput = z.input<typeof passwordChangeBody>;
type PasswordChangeValues = z.output<typeof passwordChangeBody>;

export function PasswordChangeForm() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<PasswordChangeInput, unknown, PasswordChangeValues>({
    resolver: zodResolver(passwordChangeBody),
    defaultValues: { currentPw: '', pw: '', pw_confirm: '' },
  });
  const pw = watch('pw') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      showServerError(error, setError, ['currentPw', 'pw', 'pw_confirm'], { WRONG_PASSWORD: 'currentPw' });
      return;
    }
    await okModal({ title: T.doneTitle, contents: T.done });
    navigate('/v3/MyPage', { replace: true });
  });

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={T.current}
        autoComplete="current-password"
        required
        error={errors.currentPw?.message}
        {...register('currentPw')}
      />
      <PasswordField
        label={T.next}
        autoComplete="new-password"
        required
        error={errors.pw?.message}
        aria-describedby="password-policy"
        {...register('pw')}
      />
      <PasswordPolicy id="password-policy" password={pw} />
      <PasswordField
        label={T.confirm}
        autoComplete="new-password"
        required
        error={errors.pw_confirm?.message}
        {...register('pw_confirm')}
      />
      <Button type="submit" size="lg" fullWidth loading={change.isPending}>
        {T.submit}
      </Button>
    </form>
  );
}

/** MyPwChangePage: current password, then the new one twice; other devices are logged out. */
export function MyPwChangePage() {
  return (
    <MyScreen screen="MyPwChangePage" fallbackTitle="비밀번호 변경">
      <RequireSignIn>
        {(me) =>
          me.user.loginMethods.includes('password') ? (
            <PasswordChangeForm />
          ) : (
            <EmptyState
              title={T.noPassword}
              description={T.noPasswordHint}
              action={
                <TextLink to="/v3/MyPage" variant="strong">
                  {MYPAGE_TEXTS.common.backToMyPage}
                </TextLink>
              }
            />
          )
        }
      </RequireSignIn>
    </MyScreen>
  );
}
