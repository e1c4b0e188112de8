import type { BoardCard } from '@academy/domain/feed/feed.schema';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { confirmModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import { useDeleteBoard, useHideBoard } from '../api/board-mutations';
import { FEED_TEXTS } from '../feed.texts';
import { ReportDialog } from './report-dialog';

const T = FEED_TEXTS.detail;

/**
 * What the reader may do with a post: its author edits it; staff open the read list, hide it from the
 * families (or show it again) and remove it (each asked once more, and recorded); a family member
 * reports it.
 */
export function BoardActions({ instId, board }: { instId: string; board: BoardCard }) {
  const navigate = useNavigate();
  const hide = useHideBoard(instId);
  const remove = useDeleteBoard(instId);
  const [reporting, setReporting] = useState(false);
  const editPath =
    board.kind === 'personal'
      ? `/v3/board/PersonalEdit?${new URLSearchParams({ boardId: board.boardId })}`
      : `/v3/board/edit?${new URLSearchParams({ boardId: board.boardId })}`;

  if (!board.mayModerate)
    return (
      <>
        <ActionRow>
          <Button variant="outline" onClick={() => setReporting(true)}>
            {T.report}
          </Button>
        </ActionRow>
        {reporting && (
          <ReportDialog instId={instId} boardId={board.boardId} open={reporting} onOpenChange={setReporting} />
        )}
      </>
    );

  return (
    <nav aria-label={T.menu}>
      <ActionRow>
        {board.mayEdit && (
          <Link to={editPath} className={buttonClassName({ variant: 'outline' })}>
            {T.edit}
          </Link>
        )}
        <Link
          to={`/v3/BoardReadListPage?${new URLSearchParams({ boardId: board.boardId })}`}
          className={buttonClassName({ variant: 'outline' })}
        >
          {T.readList}
        </Link>
        <Button
          variant="outline"
          loading={hide.isPending}
          onClick={async () => {
            if (!board.hidden && (await confirmModal({ contents: T.hideConfirm })) !== 'yes') return;
            await hide.mutateAsync({ boardId: board.boardId, hidden: !board.hidden });
            showToast(board.hidden ? T.shown : T.hidden);
          }}
        >
          {board.hidden ? T.unhide : T.hide}
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={async () => {
            if ((await confirmModal({ contents: T.deleteConfirm })) !== 'yes') return;
            await remove.mutateAsync(board.boardId);
            showToast(T.deleted);
            navigate('/feedPageTF', { replace: true });
          }}
        >
          {T.delete}
        </Button>
      </ActionRow>
    </nav>
  );
}
