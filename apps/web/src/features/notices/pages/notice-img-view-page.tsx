import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { ImageViewer } from '../../../ui/image-viewer/image-viewer';
import { useNotice } from '../api/get-notice';
import { Loading, NotFoundState, NoticesScreen, QueryFailed } from '../components/notices-screen';
import { NOTICES_TEXTS } from '../notices.texts';

function Viewer({ inst, noticeId, index }: { inst: ChosenAcademy; noticeId: string; index: number }) {
  const notice = useNotice(inst.instId, noticeId);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  if (notice.isPending) return <Loading />;
  if (notice.isError) return <QueryFailed error={notice.error} onRetry={() => void notice.refetch()} />;
  const { images } = notice.data;
  if (images.length === 0) return <NotFoundState />;
  const shown = Math.min(Math.max(index, 0), images.length - 1);
  return (
    <ImageViewer
      label={NOTICES_TEXTS.imageView.label}
      images={images.map((image, at) => ({ src: image.url, alt: NOTICES_TEXTS.view.imageAlt(at + 1, images.length) }))}
      index={shown}
      onIndexChange={(next) => setParams({ noticeId, index: String(next) }, { replace: true })}
      onClose={() => navigate(`/noticeView/${encodeURIComponent(noticeId)}`, { replace: true })}
    />
  );
}

/** /noticeImgView?noticeId=&index=: a notice's pictures over the whole screen, with swipe and zoom. */
export function NoticeImgViewPage() {
  const [params] = useSearchParams();
  const noticeId = params.get('noticeId') ?? '';
  const index = Number.parseInt(params.get('index') ?? '0', 10) || 0;
  return (
    <NoticesScreen screen="noticeImgView" fallbackTitle="공지 사진 보기">
      {(inst) => (noticeId ? <Viewer inst={inst} noticeId={noticeId} index={index} /> : <NotFoundState />)}
    </NoticesScreen>
  );
}
