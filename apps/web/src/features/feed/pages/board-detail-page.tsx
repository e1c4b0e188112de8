import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { markReads } from '../api/board-mutations';
import { useBoard } from '../api/get-board';
import { BoardCard } from '../components/board-card';
import { CommentThread } from '../components/comment-thread';
import { FeedScreen, Loading, QueryFailed } from '../components/feed-screen';
import { BoardActions } from '../components/moderation-menu';

function Detail({ inst }: { inst: ChosenAcademy }) {
  const boardId = useParams().boardId ?? '';
  const board = useBoard(inst.instId, boardId);
  const shown = board.data?.boardInfo.boardId;
  useEffect(() => {
    if (shown) void markReads(inst.instId, [shown]).catch(() => undefined);
  }, [inst.instId, shown]);
  if (board.isPending) return <Loading />;
  if (board.isError) return <QueryFailed error={board.error} onRetry={() => void board.refetch()} />;
  const { boardInfo, commentList } = board.data;
  return (
    <>
      <BoardCard instId={inst.instId} board={boardInfo} />
      <BoardActions instId={inst.instId} board={boardInfo} />
      <CommentThread
        key={JSON.stringify(commentList.items.map((item) => [item.commentId, item.rereplyList.length]))}
        instId={inst.instId}
        boardId={boardInfo.boardId}
        isStaff={inst.isStaff}
        userId={inst.userId}
        first={commentList}
      />
    </>
  );
}

/** /v3/BoardDetailPage/:boardId: the post, what the reader may do with it, and its comments. Opening it marks it read. */
export const BoardDetailPage = () => (
  <FeedScreen screen="BoardDetailPage" fallbackTitle="게시글 상세">
    {(inst) => <Detail inst={inst} />}
  </FeedScreen>
);
