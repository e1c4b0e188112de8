import { useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { useBoard } from '../api/get-board';
import { BoardForm } from '../components/board-form';
import { FeedScreen, Loading, NotFoundState, QueryFailed } from '../components/feed-screen';

function EditForm({ inst, kind }: { inst: ChosenAcademy; kind: 'class' | 'personal' }) {
  const boardId = useSearchParams()[0].get('boardId') ?? '';
  const board = useBoard(inst.instId, boardId);
  if (!boardId) return <NotFoundState />;
  if (board.isPending) return <Loading />;
  if (board.isError) return <QueryFailed error={board.error} onRetry={() => void board.refetch()} />;
  const editing = board.data.boardInfo;
  if (!editing.mayEdit || editing.kind !== kind) return <NotFoundState />;
  return <BoardForm inst={inst} kind={kind} editing={editing} />;
}

/** /v3/board/write: a post to a class (`?classId=` preselects the class). */
export const BoardWritePage = () => (
  <FeedScreen screen="boardWrite" fallbackTitle="게시글 작성">
    {(inst) => <BoardForm inst={inst} kind="class" />}
  </FeedScreen>
);

/** /v3/board/edit?boardId=: its author edits a class post. */
export const BoardEditPage = () => (
  <FeedScreen screen="boardEdit" fallbackTitle="게시글 수정">
    {(inst) => <EditForm inst={inst} kind="class" />}
  </FeedScreen>
);

/** /v3/board/PersonalWrite: a 알림장 to one student's family (`?studentId=` preselects). */
export const BoardPersonalWritePage = () => (
  <FeedScreen screen="boardPersonalWrite" fallbackTitle="개별 알림장 작성">
    {(inst) => <BoardForm inst={inst} kind="personal" />}
  </FeedScreen>
);

/** /v3/board/PersonalEdit?boardId=: its author edits a 알림장. */
export const BoardPersonalEditPage = () => (
  <FeedScreen screen="boardPersonalEdit" fallbackTitle="개별 알림장 수정">
    {(inst) => <EditForm inst={inst} kind="personal" />}
  </FeedScreen>
);
