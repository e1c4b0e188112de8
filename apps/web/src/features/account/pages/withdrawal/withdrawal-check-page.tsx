import {
  WITHDRAWAL_REASON_LABELS,
  type WithdrawalCheckResponse,
  withdrawalBody,
} from '@academy/domain/account/withdrawal.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showRefusal } from '../../../../lib/forms/server-errors';
import { useStartVerification } from '../../../../lib/identity/use-start-verification';
import { Button } from '../../../../ui/button/button';
import { EmptyState } from '../../../../ui/empty-state/empty-state';
import { PasswordField } from '../../../../ui/password-field/password-field';
import { TextLink } from '../../../../ui/text-link/text-link';
import { useWithdrawalCheck } from './api/get-withdrawal-check';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS } from './withdrawal.texts';
import { setWithdrawalPassword, useWithdrawalDraft } from './withdrawal-draft';
import { RequireMember, WithdrawalLoadFailed, WithdrawalLoading, WithdrawalScreen } from './withdrawal-screen';

const T = WITHDRAWAL_TEXTS.check;

/** Where a verified social-only member lands, with `?transId=…`. */
export const WITHDRAWAL_PATH = '/v3/Withdrawal';

/** The academy information page of a blocking institute. */
export function academyInfoPath(instId: string): string {
  return `/instDetailInfoN?${new URLSearchParams({ instId })}`;
}

/** The password field of the withdrawal contract, required here. */
const passwordForm = z.object({ pw: withdrawalBody.shape.pw.unwrap() });

function Blockers({ blockers }: { blockers: WithdrawalCheckResponse['blockers'] }) {
  return (
    <section className={styles.blocked} role="alert" aria-labelledby="withdrawal-blocked">
      <h2 id="withdrawal-blocked" className={styles.blockedTitle}>
        {T.blockedTitle}
      </h2>
      <p className={styles.blockerMessage}>{T.blockedHint}</p>
      <ul className={styles.blockers}>
        {blockers.map((blocker) => (
          <li key={`${blocker.kind}-${blocker.instId}`} className={styles.blocker}>
            <p className={styles.blockerName}>{blocker.instNm}</p>
            <p className={styles.blockerMessage}>{blocker.message}</p>
            <TextLink to={academyInfoPath(blocker.instId)} variant="strong">
              {T.academyInfo(blocker.instNm)}
            </TextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PasswordConfirm() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof passwordForm>, unknown, z.output<typeof passwordForm>>({
    resolver: zodResolver(passwordForm),
    defaultValues: { pw: '' },
  });
  const onSubmit = handleSubmit(({ pw }) => {
    setWithdrawalPassword(pw);
    navigate(WITHDRAWAL_PATH);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={T.password}
        hint={T.passwordHint}
        autoComplete="current-password"
        required
        error={errors.pw?.message}
        {...register('pw')}
      />
      <Button type="submit" size="lg" fullWidth>
        {WITHDRAWAL_TEXTS.next}
      </Button>
    </form>
  );
}

function VerificationConfirm() {
  const verification = useStartVerification(showRefusal);
  const start = () => verification.start('withdrawal', WITHDRAWAL_PATH);
  const { starting } = verification;
  return (
    <div className={styles.form}>
      <p className={styles.intro}>{T.verificationHint}</p>
      <Button size="lg" fullWidth loading={starting} onClick={() => void start()}>
        {T.verify}
      </Button>
    </div>
  );
}

function CheckContent() {
  const draft = useWithdrawalDraft();
  const check = useWithdrawalCheck();
  if (!draft.reason) {
    return (
      <EmptyState
        title={T.noReason}
        action={
          <TextLink to="/v3/WithdrawalSelect" variant="strong">
            {T.chooseReason}
          </TextLink>
        }
      />
    );
  }
  if (check.isPending) return <WithdrawalLoading />;
  if (check.isError) return <WithdrawalLoadFailed onRetry={() => void check.refetch()} />;
  const { blockers, confirmWith } = check.data;
  return (
    <>
      <p className={styles.intro}>{T.lead}</p>
      <dl className={styles.summary}>
        <dt>{WITHDRAWAL_TEXTS.final.reason}</dt>
        <dd>{WITHDRAWAL_REASON_LABELS[draft.reason]}</dd>
      </dl>
      {blockers.length > 0 ? (
        <Blockers blockers={blockers} />
      ) : confirmWith === 'password' ? (
        <PasswordConfirm />
      ) : (
        <VerificationConfirm />
      )}
    </>
  );
}

/** WithdrawalCheck: blockers (an academy the member still owns), then the password or a verification. */
export function WithdrawalCheckPage() {
  return (
    <WithdrawalScreen screen="WithdrawalCheck" fallbackTitle="탈퇴 전 확인">
      <RequireMember>
        <CheckContent />
      </RequireMember>
    </WithdrawalScreen>
  );
}
