import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { List, ListItem } from '../../../ui/list/list';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useClassRooms, useOpenClassRoom } from '../api/get-class-rooms';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, QueryFailed } from '../components/chat-screen';

const T = CHAT_TEXTS.classRooms;

function ClassRooms({ inst }: { inst: ChosenAcademy }) {
  const navigate = useNavigate();
  const classes = useClassRooms(inst.instId);
  const open = useOpenClassRoom(inst.instId);
  const [error, setError] = useState<string | null>(null);
  if (classes.isPending) return <Loading />;
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;

  async function openRoom(classId: string) {
    setError(null);
    try {
      const { channelUrl } = await open.mutateAsync(classId);
      navigate(`/chatRoomInside/${encodeURIComponent(channelUrl)}`);
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <div className={styles.stack} aria-busy={open.isPending || undefined}>
      {open.isPending && (
        <p className={styles.meta} role="status">
          {T.opening}
        </p>
      )}
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <List
        label={T.label}
        items={classes.data.classes}
        getKey={(item) => item.classId}
        emptyText={T.empty}
        emptyDescription={T.emptyHint}
        renderItem={(item) => (
          <ListItem
            title={item.classNm}
            description={item.channelUrl ? CHAT_TEXTS.list.members(item.memberCount) : T.notOpened}
            trailing={
              item.unreadCount > 0 ? (
                <span className={styles.count} role="img" aria-label={CHAT_TEXTS.list.unreadLabel(item.unreadCount)}>
                  {item.unreadCount}
                </span>
              ) : undefined
            }
            disabled={open.isPending}
            onClick={() => void openRoom(item.classId)}
          />
        )}
      />
    </div>
  );
}

/** /classChatRoomList: the classes whose room the caller may open; opening one makes it on first use. */
export const ClassChatRoomListPage = () => (
  <ChatScreen screen="classChatRoomList" fallbackTitle="반 채팅방 목록">
    {(inst) => <ClassRooms inst={inst} />}
  </ChatScreen>
);
