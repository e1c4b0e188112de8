import { formatDateTime } from '@academy/domain/format/format.date';
import { Link, useParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { List } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { useRoomFiles } from '../api/get-room-files';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, NotFoundState, QueryFailed } from '../components/chat-screen';
import { chatViewerPath } from '../components/message-item';

const T = CHAT_TEXTS.files;

function RoomFiles({ inst, channelUrl }: { inst: ChosenAcademy; channelUrl: string }) {
  const files = useRoomFiles(inst.instId, channelUrl);
  if (files.isPending) return <Loading />;
  if (files.isError) return <QueryFailed error={files.error} onRetry={() => void files.refetch()} />;
  const photos = files.data.files.filter((file) => file.kind === 'image');
  const documents = files.data.files.filter((file) => file.kind !== 'image');
  return (
    <div className={styles.stack}>
      <Section title={T.photos}>
        {photos.length === 0 ? (
          <EmptyState title={T.noPhotos} />
        ) : (
          <ul className={styles.grid} aria-label={T.photos}>
            {photos.map((file, index) => (
              <li key={file.fileNm}>
                <Link to={chatViewerPath(channelUrl, file.fileNm)} className={styles.thumbLink}>
                  <img
                    className={styles.gridPhoto}
                    src={file.phoneUrl ?? file.url}
                    alt={`${CHAT_TEXTS.room.photo(index, photos.length)} · ${file.senderNm}`}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={T.documents}>
        <List
          label={T.documents}
          items={documents}
          getKey={(file) => file.fileNm}
          emptyText={T.noDocuments}
          renderItem={(file) => (
            <a
              className={styles.fileChip}
              href={file.url}
              download={file.originalNm}
              aria-label={CHAT_TEXTS.room.download(file.originalNm)}
            >
              {file.originalNm}{' '}
              <span className={styles.meta}>
                {T.meta(file.senderNm, formatDateTime(new Date(file.sentAt)), CHAT_TEXTS.size(file.sizeBytes))}
              </span>
            </a>
          )}
        />
      </Section>
    </div>
  );
}

/** /chatRoomFileManage/:channelUrl: the room's photos (a grid, opening the viewer) and files (downloads). */
export function ChatRoomFileManagePage() {
  const channelUrl = useParams().channelUrl ?? '';
  return (
    <ChatScreen screen="chatRoomFileManage" fallbackTitle="채팅방 파일 관리">
      {(inst) => (channelUrl ? <RoomFiles inst={inst} channelUrl={channelUrl} /> : <NotFoundState />)}
    </ChatScreen>
  );
}
