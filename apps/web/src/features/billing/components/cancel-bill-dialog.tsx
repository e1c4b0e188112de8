import { cancelBillBody } from '@academy/domain/billing/billing.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { showServerError } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { TextArea } from '../../../ui/text-area/text-area';
import { type CancelBillBody, useCancelBill } from '../api/cancel-bill';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.cancel;

/** 청구 취소: an unpaid bill is voided with the reason the office gives (kept with it). */
export function CancelBillDialog({
  instId,
  billId,
  open,
  onOpenChange,
}: {
  instId: string;
  billId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelBill(instId, billId);
  const form = useForm<CancelBillBody>({ defaultValues: { reason: '' }, resolver: zodResolver(cancelBillBody) });
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await cancel.mutateAsync(body);
      showToast(T.done);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      showServerError(error, form.setError, ['reason']);
    }
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title} lead={T.lead}>
      <form className={styles.stack} onSubmit={onSubmit} noValidate>
        <TextArea
          label={T.reason}
          placeholder={T.reasonPlaceholder}
          required
          rows={3}
          maxLength={maxLengthOf(cancelBillBody.shape.reason)}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {BILLING_TEXTS.common.close}
          </Button>
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            {T.submit}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
