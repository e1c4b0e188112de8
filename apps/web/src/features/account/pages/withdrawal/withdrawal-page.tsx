import { WITHDRAWAL_REASON_LABELS, withdrawalBody } from '@academy/domain/account/withdrawal.schema';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { confirmModal } from '../../../../lib/modal';
import { ActionRow } from '../../../../ui/action-row/action-row';
import { Button } from '../../../../ui/button/button';
import { Centered } from '../../../../ui/centered/centered';
import { EmptyState } from '../../../../ui/empty-state/empty-state';
import { Notice } from '../../../../ui/notice/notice';
import { TextLink } from '../../../../ui/text-link/text-link';
import { useWithdraw } from './api/withdraw';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS } from './withdrawal.texts';
import {
  clearWithdrawalDraft,
  getWithdrawalPassword,
  reasonTextOf,
  setWithdrawalPassword,
  useWithdrawalDraft,
} from './withdrawal-draft';
import { RequireMember, WithdrawalScreen } from './withdrawal-screen';

const T = WITHDRAWAL_TEXTS.final;

type Withdraw = ReturnType<typeof useWithdraw>;

function Goodbye() {
  const navigate = useNavigate();
  return (
    <Centered role="status">
      <h2 className={styles.goodbyeTitle}>{T.goodbyeTitle}</h2>
      <p className={styles.intro}>{T.goodbye}</p>
      <Button size="lg" onClick={() => navigate('/', { replace: true })}>
        {T.home}
      </Button>
    </Centered>
  );
}

function FinalContent({ withdraw }: { withdraw: Withdraw }) {
  const draft = useWithdrawalDraft();
  const [searchParams] = useSearchParams();
  const transId = searchParams.get('transId');
  const [failure, setFailure] = useState<{ message: string; recheck: boolean } | null>(null);
  const navigate = useNavigate();
  // Read once: a refused password is forgotten below, while this page still shows why.
  const [pw] = useState(getWithdrawalPassword);

  if (!draft.reason) {
    return (
      <EmptyState
        title={WITHDRAWAL_TEXTS.check.noReason}
        action={
          <TextLink to="/v3/WithdrawalSelect" variant="strong">
            {WITHDRAWAL_TEXTS.check.chooseReason}
          </TextLink>
        }
      />
    );
  }
  if (!pw && !transId) {
    return (
      <EmptyState
        title={T.notChecked}
        action={
          <TextLink to="/v3/WithdrawalCheck" variant="strong">
            {T.goCheck}
          </TextLink>
        }
      />
    );
  }

  const reason = draft.reason;
  const reasonText = reasonTextOf(draft);

  async function onWithdraw() {
    const answer = await confirmModal({
      title: T.confirmTitle,
      contents: T.confirm,
      yesLabel: T.confirmYes,
      noLabel: WITHDRAWAL_TEXTS.cancel,
    });
    if (answer !== 'yes') return;
    const body = withdrawalBody.safeParse({
      reason,
      reasonText,
      ...(transId ? { transId } : { pw: pw ?? '' }),
    });
    if (!body.success) {
      setFailure({ message: body.error.issues[0]?.message ?? T.notChecked, recheck: true });
      return;
    }
    setFailure(null);
    try {
      await withdraw.mutateAsync(body.data);
    } catch (error) {
      if (!isApiError(error) || error.status === 0 || error.status >= 500) return;
      // The proof of identity was refused or used up: it has to be given again on WithdrawalCheck.
      const recheck = error.code !== 'RATE_LIMITED';
      if (recheck) setWithdrawalPassword(null);
      setFailure({ message: error.message, recheck });
      return;
    }
    clearWithdrawalDraft();
  }

  return (
    <>
      <p className={styles.lead}>{T.lead}</p>
      <dl className={styles.summary}>
        <dt>{T.reason}</dt>
        <dd>{WITHDRAWAL_REASON_LABELS[reason]}</dd>
        <dt>{T.text}</dt>
        <dd>{reasonText ?? T.noText}</dd>
      </dl>
      {failure && (
        <Notice as="div" tone="warning" role="alert">
          <strong>{T.failedTitle}</strong>
          <br />
          {failure.message}
          <br />
          <TextLink to="/v3/WithdrawalCheck" variant="strong">
            {T.goCheck}
          </TextLink>
        </Notice>
      )}
      <ActionRow>
        <Button variant="outline" size="lg" onClick={() => navigate(-1)}>
          {WITHDRAWAL_TEXTS.cancel}
        </Button>
        {!failure?.recheck && (
          <Button variant="danger" size="lg" loading={withdraw.isPending} onClick={() => void onWithdraw()}>
            {T.submit}
          </Button>
        )}
      </ActionRow>
    </>
  );
}

/** Withdrawal: a last confirmation, the withdrawal itself, then a goodbye with a way home. */
export function WithdrawalPage() {
  const withdraw = useWithdraw();
  return (
    <WithdrawalScreen screen="Withdrawal" fallbackTitle="회원 탈퇴">
      {withdraw.isSuccess ? (
        <Goodbye />
      ) : (
        <RequireMember bypass={withdraw.isPending}>
          <FinalContent withdraw={withdraw} />
        </RequireMember>
      )}
    </WithdrawalScreen>
  );
}
