import { CODE_LENGTH } from '@academy/domain/account/account.rules';
import { emailChangeBody } from '@academy/domain/account/account.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useChangeEmail } from '../api/change-email';
import { useSendEmailCode } from '../api/send-email-code';
import { MyScreen } from '../components/my-screen';
import styles from '../components/mypage.module.css';
import { RequireSignIn } from '../components/require-sign-in';
import { useCountdown } from '../lib/use-countdown';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.email;

type EmailChangeInput = z.input<typeof emailChangeBody>;
type EmailChangeValues = z.output<typeof emailChangeBody>;

type Sent = { email: string; expiresAt: string };

export function EmailChangeForm({ currentEmail }: { currentEmail: string | null }) {
  const navigate = useNavigate();
  const sendCode = useSendEmailCode();
  const change = useChangeEmail();
  const [sent, setSent] = useState<Sent | null>(null);
  const countdown = useCountdown(sent?.expiresAt ?? null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    trigger,
    getValues,
    watch,
    setFocus,
    formState: { errors },
  } = useForm<EmailChangeInput, unknown, EmailChangeValues>({
    resolver: zodResolver(emailChangeBody),
    defaultValues: { email: '', code: '' },
  });
  const email = watch('email') ?? '';
  const emailMoved = sent !== null && email.trim() !== sent.email;
  const codeUsable = sent !== null && !emailMoved && !countdown.expired;

  async function onSendCode() {
    if (!(await trigger('email'))) return;
    const target = getValues('email').trim();
    try {
      const answer = await sendCode.mutateAsync({ email: target });
      setSent({ email: target, expiresAt: answer.expiresAt });
      clearErrors('code');
      setFocus('code');
    } catch (error) {
      showServerError(error, setError, ['email']);
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    if (!sent || emailMoved) {
      setError('code', { type: 'manual', message: emailMoved ? T.emailChanged : T.expired });
      return;
    }
    if (countdown.expired) {
      setError('code', { type: 'manual', message: T.expired });
      return;
    }
    try {
      await change.mutateAsync(values);
    } catch (error) {
      showServerError(error, setError, ['email', 'code'], { CODE_MISMATCH: 'code' });
      return;
    }
    showToast(T.done);
    navigate('/v3/MyPage', { replace: true });
  });

  const codeNotice = sent === null ? null : emailMoved ? T.emailChanged : countdown.expired ? T.expired : null;

  return (
    <form className={screenStyles.form} onSubmit={onSubmit} noValidate>
      <div>
        <p className={styles.label}>{T.current}</p>
        <p className={styles.value}>{currentEmail ?? MYPAGE_TEXTS.myPage.emailNone}</p>
      </div>
      <div className={styles.inlineRow}>
        <TextField
          label={T.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={T.newEmailPlaceholder}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          variant="outline"
          className={styles.inlineButton}
          loading={sendCode.isPending}
          onClick={() => void onSendCode()}
        >
          {sent ? T.resendCode : T.sendCode}
        </Button>
      </div>

      {sent && !emailMoved && (
        <Notice tone="primary" role="status">
          {T.codeSent(sent.email)}
        </Notice>
      )}

      <TextField
        label={T.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={T.codePlaceholder}
        maxLength={CODE_LENGTH}
        disabled={sent === null}
        error={errors.code?.message ?? codeNotice ?? undefined}
        suffix={
          codeUsable ? (
            <span aria-label={T.remainingLabel(countdown.minutes, countdown.seconds)} role="timer">
              {countdown.text}
            </span>
          ) : undefined
        }
        {...register('code')}
      />

      <Button type="submit" size="lg" fullWidth loading={change.isPending} disabled={!codeUsable}>
        {T.submit}
      </Button>
    </form>
  );
}

/** MyEmailChangePage: a code to the new address, entered before it runs out, changes the email. */
export function MyEmailChangePage() {
  return (
    <MyScreen screen="MyEmailChangePage" fallbackTitle="이메일 변경">
      <RequireSignIn>{(me) => <EmailChangeForm currentEmail={me.user.email} />}</RequireSignIn>
    </MyScreen>
  );
}
