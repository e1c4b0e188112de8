import {
  DEFAULT_REMINDER_SCHEDULE,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
  REMINDER_FIRST_AFTER_DAYS_MAX,
  REMINDER_FIRST_AFTER_DAYS_MIN,
  REMINDER_HOUR_MAX,
  REMINDER_HOUR_MIN,
  REMINDER_MAX_COUNT_MAX,
  REMINDER_MAX_COUNT_MIN,
  type ReminderSchedule,
} from '@academy/domain/books/reminders.rules';
import { type FormEvent, useEffect, useState } from 'react';
import { showRefusal } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import { Notice } from '../../../ui/notice/notice';
import { Select } from '../../../ui/select/select';
import { useReminderCost } from '../api/reminder-cost';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';
import { REMINDERS_TEXTS as T } from '../reminders.texts';
import styles from './billing.module.css';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const options = (from: number, to: number, label: (value: number) => string) =>
  range(from, to).map((value) => ({ value: String(value), label: label(value) }));
const FIRST_OPTIONS = options(REMINDER_FIRST_AFTER_DAYS_MIN, REMINDER_FIRST_AFTER_DAYS_MAX, T.firstAfterOption);
const EVERY_OPTIONS = options(REMINDER_EVERY_DAYS_MIN, REMINDER_EVERY_DAYS_MAX, T.everyOption);
const COUNT_OPTIONS = options(REMINDER_MAX_COUNT_MIN, REMINDER_MAX_COUNT_MAX, T.maxCountOption);
const HOUR_OPTIONS = options(REMINDER_HOUR_MIN, REMINDER_HOUR_MAX, T.hourOption);

/** What the schedule on screen would cost this month, asked again whenever it changes. */
function CostPreview({ instId, schedule }: { instId: string; schedule: ReminderSchedule }) {
  const cost = useReminderCost(instId, schedule, schedule.enabled);
  let text: string;
  if (!schedule.enabled) text = T.costOff;
  else if (cost.isPending) text = T.costLoading;
  else if (cost.isError) text = T.costFailed;
  else {
    const { month, bills, families, cost: won } = cost.data;
    const label = T.monthLabel(month);
    text =
      bills === 0
        ? T.costNone(label)
        : won.alimTalk + won.sms + won.lms === 0 && won.totalWon === 0
          ? T.costFree(label, bills, families)
          : T.cost(label, bills, families, won.alimTalk, won.sms + won.lms, won.totalWon);
  }
  return (
    <Notice tone="primary" as="div" role="status">
      <strong>{T.costTitle}</strong>
      <p>{text}</p>
    </Notice>
  );
}

export type ReminderSettingsDialogProps = { instId: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 미납 안내: unpaid bills reminded to their families on the office's schedule — N days after the due
 * date, then every M days, K times at most, at an hour of the day — with this month's message cost
 * shown before it is saved (PRODUCT: costs are shown before sending).
 */
export function ReminderSettingsDialog({ instId, open, onOpenChange }: ReminderSettingsDialogProps) {
  const settings = useReminderSettings(instId, open);
  const save = useSaveReminderSettings(instId);
  const [form, setForm] = useState<ReminderSchedule>(DEFAULT_REMINDER_SCHEDULE);
  useEffect(() => {
    if (settings.data && open) setForm(settings.data);
  }, [settings.data, open]);
  const set = (changes: Partial<ReminderSchedule>) => setForm((previous) => ({ ...previous, ...changes }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const saved = await save.mutateAsync(form);
      showToast(saved.enabled ? T.savedOn(saved.firstAfterDays, saved.everyDays, saved.maxCount) : T.savedOff);
      onOpenChange(false);
    } catch (error) {
      showRefusal(error);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title} lead={T.lead}>
      {settings.isPending ? (
        <p className={styles.muted} role="status">
          {T.loading}
        </p>
      ) : (
        <form className={styles.stack} onSubmit={(event) => void submit(event)} noValidate>
          <Checkbox label={T.enable} checked={form.enabled} onCheckedChange={(on) => set({ enabled: on === true })} />
          <Select
            label={T.firstAfterDays}
            placeholder={false}
            options={FIRST_OPTIONS}
            value={String(form.firstAfterDays)}
            disabled={!form.enabled}
            onChange={(event) => set({ firstAfterDays: Number(event.target.value) })}
          />
          <Select
            label={T.everyDays}
            placeholder={false}
            options={EVERY_OPTIONS}
            value={String(form.everyDays)}
            disabled={!form.enabled}
            onChange={(event) => set({ everyDays: Number(event.target.value) })}
          />
          <Select
            label={T.maxCount}
            placeholder={false}
            options={COUNT_OPTIONS}
            value={String(form.maxCount)}
            disabled={!form.enabled}
            onChange={(event) => set({ maxCount: Number(event.target.value) })}
          />
          <Select
            label={T.hour}
            hint={T.hourHint}
            placeholder={false}
            options={HOUR_OPTIONS}
            value={String(form.hour)}
            disabled={!form.enabled}
            onChange={(event) => set({ hour: Number(event.target.value) })}
          />
          <CostPreview instId={instId} schedule={form} />
          <FormDialogButtons>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
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

/** InstBill's 미납 안내 button beside 자동 발송, with its dialog. */
export function ReminderSettingsButton({ instId }: { instId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {T.open}
      </Button>
      <ReminderSettingsDialog instId={instId} open={open} onOpenChange={setOpen} />
    </>
  );
}
