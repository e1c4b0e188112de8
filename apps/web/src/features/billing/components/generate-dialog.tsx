import { PREPAYMENT_MONTHS_MAX } from '@academy/domain/billing/billing.constants';
import { type FormEvent, useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { Select } from '../../../ui/select/select';
import { useGenerateBills } from '../api/generate-bills';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.generate;

const PREPAYMENT_OPTIONS = Array.from({ length: PREPAYMENT_MONTHS_MAX }, (_, index) => ({
  value: String(index + 1),
  label: T.prepaymentOption(index + 1),
}));

export type GenerateDialogProps = {
  instId: string;
  month: string;
  /** The class the list is filtered by, offered as "only this class". */
  filterClass: { classId: string; classNm: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After drafts were made (`created` of them). */
  onGenerated: (created: number) => void;
};

/** 청구서 만들기: the month's drafts by each class's billing rule, with 선납 months and optionally one class. */
export function GenerateDialog({ instId, month, filterClass, open, onOpenChange, onGenerated }: GenerateDialogProps) {
  const generate = useGenerateBills(instId);
  const [prepaymentMonths, setPrepaymentMonths] = useState('1');
  const [onlyClass, setOnlyClass] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const done = await generate.mutateAsync({
        month,
        prepaymentMonths: Number(prepaymentMonths),
        ...(onlyClass && filterClass ? { classIds: [filterClass.classId] } : {}),
      });
      showToast(done.created > 0 ? T.done(done.created, done.skipped) : T.none(done.skipped));
      onOpenChange(false);
      onGenerated(done.created);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={T.title}
      lead={T.lead(BILLING_TEXTS.list.monthLabel(month))}
    >
      <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
        <Select
          label={T.prepayment}
          hint={T.prepaymentHint}
          placeholder={false}
          options={PREPAYMENT_OPTIONS}
          value={prepaymentMonths}
          onChange={(event) => setPrepaymentMonths(event.target.value)}
        />
        {filterClass && (
          <Checkbox
            label={T.onlyClass(filterClass.classNm)}
            checked={onlyClass}
            onCheckedChange={(on) => setOnlyClass(on === true)}
          />
        )}
        {generate.isPending && (
          <p className={styles.muted} role="status">
            {T.working}
          </p>
        )}
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {BILLING_TEXTS.common.cancel}
          </Button>
          <Button type="submit" loading={generate.isPending}>
            {T.submit}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
