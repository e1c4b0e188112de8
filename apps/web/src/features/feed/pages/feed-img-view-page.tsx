import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { ImageViewer } from '../../../ui/image-viewer/image-viewer';
import { useBoard } from '../api/get-board';
import { FeedScreen, Loading, NotFoundState, QueryFailed } from '../components/feed-screen';
import { FEED_TEXTS } from '../feed.texts';

function Viewer({ inst }: { inst: ChosenAcademy }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const boardId = params.get('boardId') ?? '';
  const board = useBoard(inst.instId, boardId);
  if (!boardId) return <NotFoundState />;
  if (board.isPending) return <Loading />;
  if (board.isError) return <QueryFailed error={board.error} onRetry={() => void board.refetch()} />;
  const photos = board.data.boardInfo.feedImage.filter((file) => file.kind === 'image');
  const index = Math.min(Math.max(Number(params.get('index') ?? 0) || 0, 0), Math.max(photos.length - 1, 0));
  return (
    <ImageViewer
      images={photos.map((photo, at) => ({
        src: photo.phoneUrl ?? photo.url,
        alt: FEED_TEXTS.card.photo(at, photos.length),
        originalUrl: photo.url,
      }))}
      index={index}
      onIndexChange={(next) => setParams({ boardId, index: String(next) }, { replace: true })}
      onClose={() =>
        window.history.length > 1 ? navigate(-1) : navigate(`/v3/BoardDetailPage/${encodeURIComponent(boardId)}`)
      }
    />
  );
}

/** /feedImgView?boardId=&index=: a post's photos full screen, with swipe and zoom. */
export const FeedImgViewPage = () => (
  <FeedScreen screen="feedImgView" fallbackTitle="피드 사진 보기">
    {(inst) => <Viewer inst={inst} />}
  </FeedScreen>
);
