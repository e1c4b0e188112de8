import { type DeskUnlockBody, deskUnlockBody } from '@academy/domain/attendance/attendance.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { PasswordField } from '../../../ui/password-field/password-field';
import { useLeaveDesk } from '../api/leave-desk';
import { ATTENDANCE_TEXTS } from '../attendance.texts';
import styles from './desk.module.css';

const T = ATTENDANCE_TEXTS.desk;

/** A leave form nobody fills in closes itself, so the kiosk never waits on a password prompt. */
export const LEAVE_IDLE_MS = 60_000;

/**
 * Leaving the kiosk: a staff password (whoever unlocked the desk, or who is signed in on it) locks the
 * desk and lets the browser go to other screens. Anything else keeps the kiosk as it was.
 */
export function DeskLeaveForm({ onCancel }: { onCancel: () => void }) {
  const leave = useLeaveDesk();
  const form = useForm<DeskUnlockBody>({ defaultValues: { password: '' }, resolver: zodResolver(deskUnlockBody) });
  const { register, handleSubmit, setError, setFocus, formState } = form;

  useEffect(() => setFocus('password'), [setFocus]);

  // Opening the form, and every keystroke in it, starts the idle time again.
  const timer = useRef<number | undefined>(undefined);
  const restartIdle = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(onCancel, LEAVE_IDLE_MS);
  }, [onCancel]);
  useEffect(() => {
    restartIdle();
    return () => window.clearTimeout(timer.current);
  }, [restartIdle]);

  const submit = handleSubmit(async (body) => {
    try {
      await leave.mutateAsync(body);
      showToast(T.left);
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setError('password', { message });
    }
  });

  return (
    <form className={styles.leaveForm} onSubmit={submit} noValidate aria-label={T.leaveTitle}>
      <p className={styles.leaveTitle}>{T.leaveTitle}</p>
      <p className={styles.leaveIntro}>{T.leaveIntro}</p>
      <PasswordField
        label={T.leavePassword}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password', { onChange: restartIdle })}
      />
      <div className={styles.leaveActions}>
        <Button type="button" variant="outline" size="lg" onClick={onCancel}>
          {T.leaveCancel}
        </Button>
        <Button type="submit" size="lg" loading={leave.isPending}>
          {T.leaveSubmit}
        </Button>
      </div>
    </form>
  );
}
