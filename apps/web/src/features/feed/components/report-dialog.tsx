import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@academy/domain/feed/feed.rules';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons, FormDialogClose } from '../../../ui/form-dialog/form-dialog';
import { RadioGroup } from '../../../ui/radio-group/radio-group';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextArea } from '../../../ui/text-area/text-area';
import { useReport } from '../api/reports';
import { FEED_TEXTS } from '../feed.texts';

const T = FEED_TEXTS.report;

export type ReportDialogProps = {
  instId: string;
  boardId: string;
  /** A comment or re-reply; none: the post. */
  commentId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** A reader reports a post or a comment with a reason (and a few words); the academy's staff see it. */
export function ReportDialog({ instId, boardId, commentId, open, onOpenChange }: ReportDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReport(instId, boardId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError('신고 사유를 선택해 주세요.');
    try {
      await report.mutateAsync({ reason, text, commentId });
      showToast(T.sent);
      onOpenChange(false);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : null);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={commentId ? T.comment : T.post}>
      <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <RadioGroup
          label={T.reason}
          name="reason"
          required
          value={reason}
          onValueChange={(value) => setReason(value as ReportReason)}
          options={REPORT_REASONS.map((value) => ({ value, label: FEED_TEXTS.reasons[value] }))}
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
            <Button variant="outline">{FEED_TEXTS.common.cancel}</Button>
          </FormDialogClose>
          <Button type="submit" variant="danger" loading={report.isPending}>
            {T.send}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
