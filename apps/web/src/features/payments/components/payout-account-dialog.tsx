import { BANKS } from '@academy/domain/billing/virtual-account';
import type { PayoutAccountBody, PayoutSellerView } from '@academy/domain/books/payouts.schema';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { Notice } from '../../../ui/notice/notice';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { useChangePayoutAccount } from '../api/change-payout-account';
import { PAYOUTS_TEXTS as T } from '../payouts.texts';
import styles from './payments.module.css';

/** The form's values as typed: a bank not chosen yet is ''. */
type FormValues = Omit<PayoutAccountBody, 'bankCode'> & { bankCode: string };

const BANK_OPTIONS = Object.entries(BANKS).map(([code, name]) => ({ value: code, label: name }));

type PayoutAccountDialogProps = {
  instId: string;
  seller: PayoutSellerView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 지급 계좌 변경: the account the academy's payouts go to from now on. The number is typed afresh
 * (the registered one is never sent back to the browser); the server checks every field and answers
 * each one's message, shown under it; any other refusal (the same account as now) above the buttons.
 */
function PayoutAccountDialog({ instId, seller, open, onOpenChange }: PayoutAccountDialogProps) {
  const change = useChangePayoutAccount(instId);
  const [values, setValues] = useState<FormValues>({
    bankCode: seller.bankCode,
    accountNumber: '',
    holderName: seller.holderName,
  });
  const fields = change.error instanceof ApiError ? (change.error.fields ?? {}) : {};
  const refused = change.error && !(change.error instanceof ApiError && change.error.hasFieldErrors);
  const set = (key: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(values as PayoutAccountBody, {
      onSuccess: (answer) => {
        if (answer.seller)
          showToast(T.accountChanged(`${answer.seller.bankName} ${answer.seller.accountNumberMasked}`));
        onOpenChange(false);
      },
    });
  };

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.changeAccount} lead={T.changeAccountLead}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <Select
          label={T.bank}
          options={BANK_OPTIONS}
          value={values.bankCode}
          onChange={set('bankCode')}
          error={fields.bankCode}
          required
        />
        <TextField
          label={T.accountNumber}
          value={values.accountNumber}
          onChange={set('accountNumber')}
          error={fields.accountNumber}
          hint={T.newAccountNumberHint}
          inputMode="numeric"
          autoComplete="off"
          required
        />
        <TextField
          label={T.holderName}
          value={values.holderName}
          onChange={set('holderName')}
          error={fields.holderName}
          required
        />
        {refused && change.error && (
          <Notice tone="warning" role="alert">
            {change.error.message}
          </Notice>
        )}
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {T.saveAccount}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}

/**
 * 지급 계좌 변경's button and its dialog, beside the registered account of TossPaymentAdded (a screen
 * only the director opens). The dialog is mounted only while open, so each opening starts clean.
 */
export function PayoutAccountButton({ instId, seller }: { instId: string; seller: PayoutSellerView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {T.changeAccount}
      </Button>
      {open && <PayoutAccountDialog instId={instId} seller={seller} open={open} onOpenChange={setOpen} />}
    </>
  );
}
