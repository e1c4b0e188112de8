import { REFUND_CAUSE_LABELS, REFUND_CAUSES, REFUND_RULE_LABELS } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import {
  BANK_CODE_LENGTH,
  type CreateRefundBody,
  createRefundBody,
  type RefundQuoteResponse,
  refundAccountInput,
} from '@academy/domain/billing/refund.schema';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { formatMonthDay, formatShortDate } from '@academy/domain/format/format.date';
import { digitsToNumber } from '@academy/domain/text/text.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { NumberInput } from '../../../lib/forms/number-input';
import { RadioInput } from '../../../lib/forms/radio-input';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal, okModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { TextArea } from '../../../ui/text-area/text-area';
import { TextField } from '../../../ui/text-field/text-field';
import { useCreateRefund } from '../api/create-refund';
import { useRefundQuote } from '../api/get-refund-quote';
import { PAYMENTS_TEXTS } from '../payments.texts';
import styles from './refunds.module.css';

const T = PAYMENTS_TEXTS.refund;

const CAUSE_OPTIONS = REFUND_CAUSES.map((value) => ({ value, label: REFUND_CAUSE_LABELS[value] }));

/** The refund's schema with the bill's own limit: never more than was paid and not yet returned. */
export function refundFormSchema(refundable: number) {
  return createRefundBody.superRefine((body, ctx) => {
    if (body.amount > refundable) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: BILLING_MESSAGES.refundOverPaid(refundable) });
    }
  });
}

type RefundInput = z.input<typeof createRefundBody>;

/**
 * What the 학원법 rule gives back on the chosen date: the rule, its one-line explanation, the
 * amount, the months of a prepaid bill, the other lines the office may add, and the legal deadline.
 * Announced politely when the date or the cause changes it.
 */
function QuoteView({ quote }: { quote: RefundQuoteResponse }) {
  const titleId = useId();
  return (
    <section className={styles.quote} aria-labelledby={titleId} aria-live="polite">
      <h3 id={titleId} className={styles.quoteHead}>
        {T.quote}
        {quote.rule && <Badge tone="primary">{REFUND_RULE_LABELS[quote.rule]}</Badge>}
      </h3>
      <p className={styles.explanation}>{quote.explanation}</p>
      {quote.proposed !== null && <p className={styles.proposed}>{T.proposed(quote.proposed)}</p>}
      <p className={styles.muted}>{T.tuitionPaid(quote.tuitionPaid)}</p>
      {quote.months.length > 1 && (
        <ul className={styles.months} aria-label={T.monthsLabel}>
          {quote.months.map((month) => (
            <li key={month.start}>
              {T.monthLine(
                formatMonthDay(month.start),
                formatMonthDay(month.end),
                month.held,
                month.lessons,
                month.refund,
              )}
            </li>
          ))}
        </ul>
      )}
      {quote.otherCosts.length > 0 && (
        <p className={styles.muted}>
          {T.otherCosts(quote.otherCosts.map((line) => T.otherCost(line.name, line.paid)).join(', '))}
        </p>
      )}
      <p className={styles.muted}>{T.dueDate(formatShortDate(quote.dueDate))}</p>
    </section>
  );
}

/**
 * The refund of one bill: the refund date (today first) and whose reason it is give the 학원법 quote,
 * whose amount fills the amount field; the director may change it up to what may be refunded, gives
 * the reason, confirms in a dialog that repeats the explanation, and goes back to the bill.
 */
export function RefundForm({
  instId,
  billId,
  who,
  refundable,
  billPath,
}: {
  instId: string;
  billId: string;
  /** `최민준 12월 수학 교습비`: whose bill, as the confirmation names it. */
  who: string;
  /** What was paid and not yet returned. */
  refundable: number;
  /** Where the bill is shown (InstBill on its month), opened once it is refunded. */
  billPath: string;
}) {
  const navigate = useNavigate();
  const create = useCreateRefund(instId, billId);
  const resolver = useMemo(() => zodResolver(refundFormSchema(refundable)), [refundable]);
  const form = useForm<RefundInput, unknown, CreateRefundBody>({
    defaultValues: { refundDate: todayBusinessDate(), cause: 'learner', amount: undefined, reason: '' },
    resolver,
  });
  const { errors } = form.formState;
  const [refundDate, cause, amount] = useWatch({ control: form.control, name: ['refundDate', 'cause', 'amount'] });
  const quote = useRefundQuote(instId, billId, { refundDate, cause });
  const proposed = quote.data?.proposed ?? null;
  const { setValue } = form;

  // The rule's amount is offered first, and again whenever the date or the cause changes it.
  useEffect(() => {
    if (proposed !== null) setValue('amount', proposed, { shouldDirty: true });
  }, [proposed, setValue]);

  const onSubmit = form.handleSubmit(async (body) => {
    const explanation = quote.data?.explanation ?? '';
    const answer = await confirmModal({
      title: T.confirmTitle,
      contents: T.confirm(who, body.amount, explanation),
      yesLabel: T.confirmYes,
      noLabel: T.confirmNo,
    });
    if (answer !== 'yes') return;
    try {
      await create.mutateAsync(body);
      showToast(T.done(body.amount));
      void navigate(billPath);
    } catch (error) {
      // The provider's silence is a 503 that says nothing changed: its own words, not the generic failure.
      if (isApiError(error) && error.status >= 500) {
        void okModal({ contents: error.message });
        return;
      }
      showServerError(error, form.setError, ['refundDate', 'cause', 'amount', 'reason', 'refundAccount']);
    }
  });

  const below = proposed !== null && typeof amount === 'number' && amount < proposed;
  return (
    <form className={styles.stack} onSubmit={onSubmit} noValidate>
      <TextField
        label={T.refundDate}
        type="date"
        required
        hint={T.refundDateHint}
        error={errors.refundDate?.message}
        {...form.register('refundDate')}
      />
      <RadioInput control={form.control} name="cause" label={T.cause} options={CAUSE_OPTIONS} direction="horizontal" />
      {quote.isError ? (
        <Notice tone="warning" role="alert">
          {T.quoteFailed}
        </Notice>
      ) : quote.data ? (
        <QuoteView quote={quote.data} />
      ) : (
        <p className={styles.muted} role="status">
          {T.quoting}
        </p>
      )}
      <NumberInput
        control={form.control}
        name="amount"
        parse={digitsToNumber}
        label={T.amount}
        hint={T.amountHint(refundable)}
        required
        suffix={T.won}
      />
      {below && !errors.amount && (
        <Notice tone="yellow" role="status">
          {T.belowLaw(proposed)}
        </Notice>
      )}
      <TextArea
        label={T.reason}
        placeholder={T.reasonPlaceholder}
        required
        rows={2}
        maxLength={maxLengthOf(createRefundBody.shape.reason)}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      {quote.data?.refundAccountNeeded && (
        <fieldset className={styles.account}>
          <legend>{T.account}</legend>
          <p className={styles.muted}>{T.accountHint}</p>
          <TextField
            label={T.bank}
            hint={T.bankHint}
            inputMode="numeric"
            maxLength={BANK_CODE_LENGTH}
            required
            error={errors.refundAccount?.bank?.message ?? errors.refundAccount?.message}
            {...form.register('refundAccount.bank')}
          />
          <TextField
            label={T.accountNumber}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.refundAccount?.accountNumber?.message}
            {...form.register('refundAccount.accountNumber')}
          />
          <TextField
            label={T.holderName}
            required
            maxLength={maxLengthOf(refundAccountInput.shape.holderName)}
            error={errors.refundAccount?.holderName?.message}
            {...form.register('refundAccount.holderName')}
          />
        </fieldset>
      )}
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} disabled={!quote.data}>
        {T.submit}
      </Button>
    </form>
  );
}
