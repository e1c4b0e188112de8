import { QUIET_HOURS_DEFAULT } from '@academy/domain/chat/chat.rules';
import { type QuietHoursView, quietHoursView } from '@academy/domain/chat/chat.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { type FormEvent, useState } from 'react';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextField } from '../../../ui/text-field/text-field';
import { useChatSettings, usePutChatSettings, usePutQuietHours, useQuietHours } from '../api/chat-settings';
import { CHAT_TEXTS } from '../chat.texts';

const T = CHAT_TEXTS.settings;

function QuietHoursForm({ instId, saved }: { instId: string; saved: QuietHoursView }) {
  const [draft, setDraft] = useState<QuietHoursView>(saved);
  const [errors, setErrors] = useState<Partial<Record<keyof QuietHoursView, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const put = usePutQuietHours(instId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = quietHoursView.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) as typeof errors,
      );
      return;
    }
    setErrors({});
    try {
      await put.mutateAsync(parsed.data);
      showToast(CHAT_TEXTS.common.saved);
    } catch (error) {
      setFailure(refusalMessage(error) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Checkbox
        label={T.quietEnabled}
        checked={draft.enabled}
        onCheckedChange={(value) => setDraft({ ...draft, enabled: value === true })}
      />
      <TextField
        label={T.start}
        type="time"
        value={draft.start}
        error={errors.start}
        disabled={!draft.enabled}
        onChange={(event) => setDraft({ ...draft, start: event.target.value })}
      />
      <TextField
        label={T.end}
        type="time"
        value={draft.end}
        error={errors.end}
        disabled={!draft.enabled}
        onChange={(event) => setDraft({ ...draft, end: event.target.value })}
      />
      {failure && (
        <p className={screenStyles.fieldError} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" variant="outline" loading={put.isPending}>
        {T.saveQuiet}
      </Button>
    </form>
  );
}

function FamiliesSetting({ instId }: { instId: string }) {
  const settings = useChatSettings(instId);
  const put = usePutChatSettings(instId);
  const [failure, setFailure] = useState<string | null>(null);
  if (settings.isPending) return <Spinner label={CHAT_TEXTS.common.loading} />;
  if (settings.isError) return <p role="alert">{CHAT_TEXTS.common.loadFailed}</p>;
  return (
    <>
      <Checkbox
        label={T.familiesMayChat}
        hint={T.familiesHint}
        checked={put.isPending ? put.variables.familiesMayChat : settings.data.familiesMayChat}
        disabled={put.isPending}
        onCheckedChange={(value) => {
          setFailure(null);
          put.mutate(
            { familiesMayChat: value === true },
            {
              onSuccess: () => showToast(CHAT_TEXTS.common.saved),
              onError: (error) => setFailure(refusalMessage(error) ?? GENERIC_FAILURE_MESSAGE),
            },
          );
        }}
      />
      {failure && (
        <p className={screenStyles.fieldError} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/**
 * Staff's chat settings on the room list: their quiet hours (default 22:00–08:00, explained) and, for
 * the director, whether parents and students may open rooms with each other.
 */
export function ChatSettingsPanel({ instId, isDirector }: { instId: string; isDirector: boolean }) {
  const quiet = useQuietHours(instId);
  return (
    <>
      <Section title={T.quietTitle}>
        <Notice>{T.quietLead}</Notice>
        {quiet.isPending ? (
          <Spinner label={CHAT_TEXTS.common.loading} />
        ) : (
          <QuietHoursForm instId={instId} saved={quiet.isError ? QUIET_HOURS_DEFAULT : quiet.data} />
        )}
      </Section>
      {isDirector && (
        <Section title={T.familiesTitle}>
          <FamiliesSetting instId={instId} />
        </Section>
      )}
    </>
  );
}
