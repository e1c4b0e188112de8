import type { BillReminder } from '@academy/domain/books/reminders.schema';
import { formatDateTime } from '@academy/domain/format/format.date';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { useBillReminders } from '../api/reminder-history';
import { REMINDERS_TEXTS } from '../reminders.texts';
import styles from './billing.module.css';

const T = REMINDERS_TEXTS.history;

/** 미납 안내 기록 of a bill, for the office: when each reminder went, to how many families, which one it was. */
export function BillReminders({ instId, billId }: { instId: string; billId: string }) {
  const reminders = useBillReminders(instId, billId);
  return (
    <Section title={T.title}>
      {reminders.isError ? (
        <p className={styles.muted}>{T.failed}</p>
      ) : reminders.data?.reminders.length === 0 ? (
        <p className={styles.muted}>{T.empty}</p>
      ) : (
        <List<BillReminder>
          label={T.label}
          loading={reminders.isPending}
          items={reminders.data?.reminders ?? []}
          getKey={(reminder) => reminder.id}
          renderItem={(reminder) => (
            <ListItem
              title={T.ordinal(reminder.reminderNo)}
              description={formatDateTime(new Date(reminder.sentAt))}
              trailing={T.families(reminder.recipients)}
            />
          )}
        />
      )}
    </Section>
  );
}
