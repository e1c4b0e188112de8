import { CHECK_COMMENT_MAX } from '@academy/domain/homework/homework.rules';
import { REVISION_COMMENT_MESSAGE } from '@academy/domain/homework/homework.schema';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { FormDialog, FormDialogButtons } from '../../../ui/form-dialog/form-dialog';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextArea } from '../../../ui/text-area/text-area';
import { HOMEWORK_TEXTS } from '../homework.texts';

const T = HOMEWORK_TEXTS.manage;

export type RevisionDialogProps = {
  studentNm: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the request; a rejection's message stays in the dialog. */
  onSend: (comment: string) => Promise<void>;
  sending: boolean;
};

/** 보완 요청: what the student should add, required, before it is sent. */
export function RevisionDialog({ studentNm, open, onOpenChange, onSend, sending }: RevisionDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (comment.trim().length === 0) {
      setError(REVISION_COMMENT_MESSAGE);
      return;
    }
    setError(null);
    try {
      await onSend(comment.trim());
      setComment('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : null);
    }
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={T.reviseTitle(studentNm)} lead={T.reviseLead}>
      <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextArea
          label={T.comment}
          required
          rows={4}
          maxLength={CHECK_COMMENT_MAX}
          placeholder={T.commentPlaceholder}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={error ?? undefined}
        />
        <FormDialogButtons>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {HOMEWORK_TEXTS.common.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {T.sendRevision}
          </Button>
        </FormDialogButtons>
      </form>
    </FormDialog>
  );
}
