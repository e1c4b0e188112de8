import { type DeskUnlockBody, deskUnlockBody } from '@academy/domain/attendance/attendance.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { useMe } from '../../../lib/session/get-me';
import { signInPath } from '../../../lib/session/sign-in-path';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { PasswordField } from '../../../ui/password-field/password-field';
import { SectionTitle } from '../../../ui/section/section';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { useUnlockDesk } from '../api/unlock-desk';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './attendance.module.css';

const T = ATTENDANCE_TEXTS.desk;

function UnlockForm({ instId }: { instId: string }) {
  const unlock = useUnlockDesk(instId);
  const form = useForm<DeskUnlockBody>({ defaultValues: { password: '' }, resolver: zodResolver(deskUnlockBody) });
  const { register, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await unlock.mutateAsync(body);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setError('password', { message });
    }
  });
  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={T.unlockTitle}>
      <SectionTitle>{T.unlockTitle}</SectionTitle>
      <p className={styles.hint}>{T.unlockIntro}</p>
      <PasswordField
        label={T.password}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" loading={unlock.isPending} fullWidth>
        {T.unlock}
      </Button>
    </form>
  );
}

/** The locked desk: a signed-in staff member of the current academy opens it with their own password. */
export function DeskUnlock() {
  const me = useMe();
  const inst = useCurrentInst();
  const location = useLocation();
  if (me.isPending) return <Spinner />;
  if (!me.data) {
    return (
      <div className={styles.section}>
        <SectionTitle>{T.unlockTitle}</SectionTitle>
        <p className={styles.hint}>{T.needSignIn}</p>
        <TextLink to={signInPath(location.pathname)} variant="strong">
          {T.signIn}
        </TextLink>
      </div>
    );
  }
  if (!inst.instId) return <Notice>{T.noAcademy}</Notice>;
  if (!inst.isStaff) return <Notice>{T.notStaff}</Notice>;
  return <UnlockForm instId={inst.instId} />;
}
