import { CHAT_REPORT_REASONS, type ChatReportReason, REPORT_TEXT_MAX } from '@academy/domain/chat/chat.rules';
import { ReportDialog } from '../../../lib/forms/report-dialog';
import { useReportChat } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';

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
  const report = useReportChat(instId);
  return (
    <ReportDialog<ChatReportReason>
      open={open}
      onOpenChange={onOpenChange}
      reasons={CHAT_REPORT_REASONS.map((value) => ({ value, label: CHAT_TEXTS.reasons[value] }))}
      textMax={REPORT_TEXT_MAX}
      texts={{ ...CHAT_TEXTS.report, cancel: CHAT_TEXTS.common.cancel }}
      pending={report.isPending}
      send={({ reason, text }) => report.mutateAsync({ channelUrl, messageId, userId, reason, text })}
    />
  );
}
