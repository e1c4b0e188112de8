import {
  WITHDRAWAL_REASON_LABELS,
  WITHDRAWAL_REASONS,
  withdrawalBody,
} from '@academy/domain/account/withdrawal.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { RadioInput } from '../../../../lib/forms/radio-input';
import { Button } from '../../../../ui/button/button';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS } from './withdrawal.texts';
import { chooseWithdrawalReason, getWithdrawalDraft } from './withdrawal-draft';
import { RequireMember, WithdrawalScreen } from './withdrawal-screen';

const T = WITHDRAWAL_TEXTS.select;

/** The reason field of the withdrawal contract, on its own. */
const reasonForm = z.object({ reason: withdrawalBody.shape.reason });

const OPTIONS = WITHDRAWAL_REASONS.map((reason) => ({ value: reason, label: WITHDRAWAL_REASON_LABELS[reason] }));

function SelectContent() {
  const navigate = useNavigate();
  const { control, handleSubmit } = useForm<z.input<typeof reasonForm>, unknown, z.output<typeof reasonForm>>({
    resolver: zodResolver(reasonForm),
    defaultValues: { reason: getWithdrawalDraft().reason ?? undefined },
  });

  const onSubmit = handleSubmit(({ reason }) => {
    chooseWithdrawalReason(reason);
    navigate(`/v3/${reason}`);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{T.lead}</p>
      <RadioInput control={control} name="reason" label={T.label} options={OPTIONS} required />
      <Button type="submit" size="lg" fullWidth>
        {WITHDRAWAL_TEXTS.next}
      </Button>
    </form>
  );
}

/** WithdrawalSelect: one of the five reasons; each continues on its own page. */
export function WithdrawalSelectPage() {
  return (
    <WithdrawalScreen screen="WithdrawalSelect" fallbackTitle="탈퇴 사유 선택">
      <RequireMember>
        <SelectContent />
      </RequireMember>
    </WithdrawalScreen>
  );
}
