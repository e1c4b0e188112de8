import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button/button';
import { FormDialog, FormDialogButtons, FormDialogClose } from '../../ui/form-dialog/form-dialog';
import { RadioGroup } from '../../ui/radio-group/radio-group';
import screenStyles from '../../ui/screen/screen.module.css';
import { TextArea } from '../../ui/text-area/text-area';
import { showToast } from '../toast';
import { refusalMessage } from './server-errors';

export type ReportDialogTexts = {
  title: string;
  reason: string;
  chooseReason: string;
  text: string;
  send: string;
  sent: string;
  cancel: string;
};

export type ReportDialogProps<Reason extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reasons: readonly { value: Reason; label: string }[];
  /** The domain's limit of the few words. */
  textMax: number;
  texts: ReportDialogTexts;
  pending: boolean;
  /** Sends the report; a refusal's message is shown in the dialog. */
  send: (report: { reason: Reason; text: string }) => Promise<unknown>;
};

/**
 * Reporting something (a post, a comment, a chat message or a person) to the academy's staff: a reason
 * (required) and a few words, a toast when it is sent, the server's refusal in the dialog.
 */
export function ReportDialog<Reason extends string>({
  open,
  onOpenChange,
  reasons,
  textMax,
  texts,
  pending,
  send,
}: ReportDialogProps<Reason>) {
  const [reason, setReason] = useState<Reason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(texts.chooseReason);
    try {
      await send({ reason, text });
      showToast(texts.sent);
      onOpenChange(false);
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={texts.title}>
      <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup
          label={texts.reason}
          name="reason"
          required
          value={reason}
          onValueChange={(value) => setReason(value as Reason)}
          options={reasons}
        />
        <TextArea
          label={texts.text}
          value={text}
          maxLength={textMax}
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
            <Button variant="outline">{texts.cancel}</Button>
          </FormDialogClose>
          <Button type="submit" variant="danger" loading={pending}>
            {texts.send}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
