import { REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason } from '@academy/domain/feed/feed.rules';
import { ReportDialog as ReportReasonDialog } from '../../../lib/forms/report-dialog';
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
  const report = useReport(instId, boardId);
  return (
    <ReportReasonDialog<ReportReason>
      open={open}
      onOpenChange={onOpenChange}
      reasons={REPORT_REASONS.map((value) => ({ value, label: FEED_TEXTS.reasons[value] }))}
      textMax={REPORT_TEXT_MAX}
      texts={{ ...T, title: commentId ? T.comment : T.post, cancel: FEED_TEXTS.common.cancel }}
      pending={report.isPending}
      send={({ reason, text }) => report.mutateAsync({ reason, text, commentId })}
    />
  );
}
