import { CHAT_REPORT_REASONS, type ChatReportReason, REPORT_TEXT_MAX } from '@academy/domain/chat/chat.rules';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { type FormEvent, useState } from 'react';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons, FormDialogClose } from '../../../ui/form-dialog/form-dialog';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextArea } from '../../../ui/text-area/text-area';
import { useReportChat } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';

const T = CHAT_TEXTS.report;

export type ChatReportDialogProps = {
  instId: string;
  channelUrl: string;
  /** The message reported; none: the person. */
  messageId?: string;
  userId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A member reports a message or a person with a reason (and a few words); the academy's staff see it. */
export function ChatReportDialog({ instId, channelUrl, messageId, userId, open, onOpenChange }: ChatReportDialogProps) {
  const [reason, setReason] = useState<ChatReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportChat(instId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(T.chooseReason);
    try {
      await report.mutateAsync({ channelUrl, messageId, userId, reason, text });
      showToast(T.sent);
      onOpenChange(false);
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.title}>
      <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup
          label={T.reason}
          name="reason"
          required
          value={reason}
          onValueChange={(value) => setReason(value as ChatReportReason)}
          options={CHAT_REPORT_REASONS.map((value) => ({ value, label: CHAT_TEXTS.reasons[value] }))}
        />
        <TextArea
          label={T.text}
          value={text}
          maxLength={REPORT_TEXT_MAX}
          rows={3}
          onChange={(event) => setText(event.target.value)}
        />
        {error && (
          <p className={screenStyles.fieldError} role="alert">
            {error}
          </p>
        )}
        <FormDialogButtons>
          <FormDialogClose asChild>
            <Button variant="outline">{CHAT_TEXTS.common.cancel}</Button>
          </FormDialogClose>
          <Button type="submit" variant="danger" loading={report.isPending}>
            {T.send}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
