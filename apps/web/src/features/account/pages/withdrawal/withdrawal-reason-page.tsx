import {
  WITHDRAWAL_REASON_LABELS,
  type WithdrawalReason,
  withdrawalBody,
} from '@academy/domain/account/withdrawal.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../../ui/button/button';
import { SectionTitle } from '../../../../ui/section/section';
import { TextArea } from '../../../../ui/text-area/text-area';
import { TextLink } from '../../../../ui/text-link/text-link';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS } from './withdrawal.texts';
import { chooseWithdrawalReason, getWithdrawalDraft, setWithdrawalReasonText } from './withdrawal-draft';
import { RequireMember, WithdrawalScreen } from './withdrawal-screen';

const T = WITHDRAWAL_TEXTS.reason;

/** The longest free text the contract accepts. */
export const REASON_TEXT_MAX = 1000;

/** The free-text field of the withdrawal contract, on its own. */
const reasonTextForm = z.object({ reasonText: withdrawalBody.shape.reasonText });

function ReasonContent({ reason }: { reason: WithdrawalReason }) {
  const navigate = useNavigate();
  // Opening a reason's page chooses that reason.
  useEffect(() => chooseWithdrawalReason(reason), [reason]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reasonTextForm>, unknown, z.output<typeof reasonTextForm>>({
    resolver: zodResolver(reasonTextForm),
    defaultValues: { reasonText: getWithdrawalDraft().texts[reason] ?? '' },
  });

  const onSubmit = handleSubmit(({ reasonText }) => {
    setWithdrawalReasonText(reason, reasonText ?? '');
    navigate('/v3/WithdrawalCheck');
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <section className={styles.section} aria-labelledby="withdrawal-reason">
        <p className={styles.intro}>{T.chosen}</p>
        <SectionTitle id="withdrawal-reason">{WITHDRAWAL_REASON_LABELS[reason]}</SectionTitle>
        <TextLink to="/v3/WithdrawalSelect" variant="muted">
          {T.change}
        </TextLink>
      </section>
      <p className={styles.intro}>{T.prompts[reason]}</p>
      <TextArea
        label={T.textLabel}
        placeholder={T.textPlaceholder}
        rows={8}
        maxLength={REASON_TEXT_MAX}
        error={errors.reasonText?.message}
        {...register('reasonText')}
      />
      <Button type="submit" size="lg" fullWidth>
        {WITHDRAWAL_TEXTS.next}
      </Button>
    </form>
  );
}

const FALLBACK_TITLES: Record<WithdrawalReason, string> = {
  OurService: '탈퇴 사유: 서비스 이용 불편',
  BugReport: '탈퇴 사유: 오류 신고',
  Security: '탈퇴 사유: 개인정보 보호',
  CustomService: '탈퇴 사유: 고객 서비스',
  Opinion: '탈퇴 사유: 기타 의견',
};

/** A reason's own page (OurService, BugReport, Security, CustomService, Opinion): free text up to 1,000 characters. */
export function WithdrawalReasonPage({ reason }: { reason: WithdrawalReason }) {
  return (
    <WithdrawalScreen screen={reason} fallbackTitle={FALLBACK_TITLES[reason]}>
      <RequireMember>
        <ReasonContent key={reason} reason={reason} />
      </RequireMember>
    </WithdrawalScreen>
  );
}

export const OurServicePage = () => <WithdrawalReasonPage reason="OurService" />;
export const BugReportPage = () => <WithdrawalReasonPage reason="BugReport" />;
export const SecurityPage = () => <WithdrawalReasonPage reason="Security" />;
export const CustomServicePage = () => <WithdrawalReasonPage reason="CustomService" />;
export const OpinionPage = () => <WithdrawalReasonPage reason="Opinion" />;
