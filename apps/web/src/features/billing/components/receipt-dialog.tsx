import { CASH_RECEIPT_AUTO_MIN_AMOUNT } from '@academy/domain/billing/billing.constants';
import { BILLING_MESSAGES } from '@academy/domain/billing/billing.messages';
import { type RecordReceiptBody, recordReceiptBody } from '@academy/domain/billing/billing.schema';
import { checkCashReceiptIdentity } from '@academy/domain/billing/cash-receipt';
import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import { digitsToNumber } from '@academy/domain/text/text.rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { NumberInput } from '../../../lib/forms/number-input';
import { RadioInput } from '../../../lib/forms/radio-input';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { useRecordReceipt } from '../api/record-receipt';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.receipt;

const METHOD_OPTIONS = (['cash', 'transfer'] as const).map((value) => ({ value, label: T.methods[value] }));

/**
 * The receipt's schema with the bill's own limit (never more than what is still owed) and the
 * 현금영수증 number read the way the server reads it (a mobile number or a 사업자등록번호).
 */
export function receiptSchema(unclaimed: number) {
  return recordReceiptBody.superRefine((body, ctx) => {
    if (body.amount > unclaimed) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: BILLING_MESSAGES.payOverOutstanding(unclaimed) });
    }
    if (body.cashReceiptIdentity !== '') {
      const check = checkCashReceiptIdentity(body.cashReceiptIdentity);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['cashReceiptIdentity'], message: check.message });
    }
  });
}

type ReceiptInput = z.input<typeof recordReceiptBody>;

/** 수납 처리: cash or a bank transfer taken at the desk, the amount owed offered first. */
export function ReceiptDialog({
  instId,
  billId,
  unclaimed,
  open,
  onOpenChange,
}: {
  instId: string;
  billId: string;
  /** What is still owed on the bill (미수금). */
  unclaimed: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const record = useRecordReceipt(instId, billId);
  const resolver = useMemo(() => zodResolver(receiptSchema(unclaimed)), [unclaimed]);
  const form = useForm<ReceiptInput, unknown, RecordReceiptBody>({
    defaultValues: { method: 'cash', amount: unclaimed, paidDate: todayBusinessDate(), cashReceiptIdentity: '' },
    resolver,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      showToast(T.done(body.amount));
      onOpenChange(false);
    } catch (error) {
      showServerError(error, form.setError, ['method', 'amount', 'paidDate', 'cashReceiptIdentity']);
    }
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title} lead={T.lead}>
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <RadioInput
          control={form.control}
          name="method"
          label={T.method}
          options={METHOD_OPTIONS}
          direction="horizontal"
        />
        <NumberInput
          control={form.control}
          name="amount"
          parse={digitsToNumber}
          label={T.amount}
          hint={T.amountHint(unclaimed)}
          required
          suffix={BILLING_TEXTS.common.won}
        />
        <TextField
          label={T.paidDate}
          type="date"
          required
          error={errors.paidDate?.message}
          {...form.register('paidDate')}
        />
        <TextField
          label={T.identity}
          placeholder={T.identityPlaceholder}
          hint={T.identityHint(CASH_RECEIPT_AUTO_MIN_AMOUNT)}
          inputMode="tel"
          autoComplete="off"
          maxLength={maxLengthOf(recordReceiptBody.shape.cashReceiptIdentity)}
          error={errors.cashReceiptIdentity?.message}
          {...form.register('cashReceiptIdentity')}
        />
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {BILLING_TEXTS.common.close}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {T.submit}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
