import {
  AUTO_ISSUE_DAYS_BEFORE_MAX,
  AUTO_ISSUE_DAYS_BEFORE_MIN,
  AUTO_ISSUE_HOUR_MAX,
  AUTO_ISSUE_HOUR_MIN,
} from '@academy/domain/billing/billing.constants';
import { type BillingSettings, DEFAULT_BILLING_SETTINGS } from '@academy/domain/billing/billing-settings.schema';
import { type FormEvent, useEffect, useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { Select } from '../../../ui/select/select';
import { useBillingSettings, useSaveBillingSettings } from '../api/billing-settings';
import { BILLING_TEXTS } from '../billing.texts';
import styles from './billing.module.css';

const T = BILLING_TEXTS.autoIssue;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const DAY_OPTIONS = range(AUTO_ISSUE_DAYS_BEFORE_MIN, AUTO_ISSUE_DAYS_BEFORE_MAX).map((days) => ({
  value: String(days),
  label: T.daysOption(days),
}));
const HOUR_OPTIONS = range(AUTO_ISSUE_HOUR_MIN, AUTO_ISSUE_HOUR_MAX).map((hour) => ({
  value: String(hour),
  label: T.hourOption(hour),
}));

export type AutoIssueDialogProps = { instId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** 자동 발송: each month's bills made and sent by themselves some days before their due date, at an hour. */
export function AutoIssueDialog({ instId, open, onOpenChange }: AutoIssueDialogProps) {
  const settings = useBillingSettings(instId);
  const save = useSaveBillingSettings(instId);
  const [form, setForm] = useState<BillingSettings>(DEFAULT_BILLING_SETTINGS);
  useEffect(() => {
    if (settings.data && open) setForm(settings.data);
  }, [settings.data, open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(form);
      showToast(saved.autoIssue ? T.savedOn(saved.autoIssueDaysBefore, saved.autoIssueHour) : T.savedOff);
      onOpenChange(false);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title} lead={T.lead}>
      {settings.isPending ? (
        <p className={styles.muted} role="status">
          {BILLING_TEXTS.common.loading}
        </p>
      ) : (
        <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
          <Checkbox
            label={T.enable}
            checked={form.autoIssue}
            onCheckedChange={(on) => setForm((previous) => ({ ...previous, autoIssue: on === true }))}
          />
          <Select
            label={T.daysBefore}
            placeholder={false}
            options={DAY_OPTIONS}
            value={String(form.autoIssueDaysBefore)}
            disabled={!form.autoIssue}
            onChange={(event) =>
              setForm((previous) => ({ ...previous, autoIssueDaysBefore: Number(event.target.value) }))
            }
          />
          <Select
            label={T.hour}
            hint={T.hourHint}
            placeholder={false}
            options={HOUR_OPTIONS}
            value={String(form.autoIssueHour)}
            disabled={!form.autoIssue}
            onChange={(event) => setForm((previous) => ({ ...previous, autoIssueHour: Number(event.target.value) }))}
          />
          <FormDialogButtons>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {BILLING_TEXTS.common.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </FormDialogButtons>
        </form>
      )}
    </FormDialog>
  );
}
