import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { buttonClassName } from '../../../ui/button/button';
import { ImageViewer } from '../../../ui/image-viewer/image-viewer';
import { useRoomFiles } from '../api/get-room-files';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, QueryFailed } from '../components/chat-screen';

const T = CHAT_TEXTS.viewer;

function Viewer({ inst }: { inst: ChosenAcademy }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const channelUrl = params.get('room') ?? '';
  const fileNm = params.get('file') ?? '';
  const files = useRoomFiles(inst.instId, channelUrl);
  const back = `/chatRoomInside/${encodeURIComponent(channelUrl)}`;
  const missing = (
    <LinkedEmptyState
      title={T.notFound}
      description={CHAT_TEXTS.common.notFoundHint}
      to={back}
      link={CHAT_TEXTS.common.toList}
    />
  );
  if (!channelUrl) return missing;
  if (files.isPending) return <Loading />;
  if (files.isError) return <QueryFailed error={files.error} onRetry={() => void files.refetch()} />;
  // The room's photos oldest first, as they were sent, so a swipe goes the way the conversation went.
  const photos = files.data.files
    .filter((file) => file.kind === 'image')
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  const index = photos.findIndex((file) => file.fileNm === fileNm);
  const current = photos[index];
  if (!current) return missing;
  return (
    <>
      <ImageViewer
        label={T.label}
        images={photos.map((photo, at) => ({
          src: photo.phoneUrl ?? photo.url,
          alt: `${CHAT_TEXTS.room.photo(at, photos.length)} · ${photo.senderNm}`,
          originalUrl: photo.url,
        }))}
        index={index}
        onIndexChange={(next) =>
          setParams({ room: channelUrl, file: photos[next]?.fileNm ?? fileNm }, { replace: true })
        }
        onClose={() => (window.history.length > 1 ? navigate(-1) : navigate(back))}
      />
      <div className={styles.viewerBar}>
        <a
          href={current.url}
          download={current.originalNm}
          className={buttonClassName({ variant: 'primary', size: 'sm' })}
        >
          {T.download}
        </a>
      </div>
    </>
  );
}

/** /chatFileViewer?room=&file=: the room's photos full screen (swipe, zoom), with a download. */
export const ChatFileViewerPage = () => (
  <ChatScreen screen="chatFileViewer" fallbackTitle="파일 보기">
    {(inst) => <Viewer inst={inst} />}
  </ChatScreen>
);
