import type { RoomCard } from '@academy/domain/chat/chat.schema';
import { Link } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { buttonClassName } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChatSettings } from '../api/chat-settings';
import { useRooms } from '../api/get-rooms';
import { CHAT_TEXTS } from '../chat.texts';
import { BlocksPanel } from '../components/blocks-panel';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, QueryFailed } from '../components/chat-screen';
import { ChatSettingsPanel } from '../components/chat-settings-panel';
import { RoomFaces } from '../components/faces';
import { roomTimeOf } from '../lib/chat-time';
import { useChatSocket } from '../lib/use-chat-socket';

const T = CHAT_TEXTS.list;

/** A room's row: its picture, name (with the headcount of a group), last message and unread count. */
export function RoomRow({ room }: { room: RoomCard }) {
  const last = room.lastMessage;
  const preview = last ? (last.senderNm ? `${last.senderNm}: ${last.preview}` : last.preview) : T.noMessage;
  return (
    <ListItem
      to={`/chatRoomInside/${encodeURIComponent(room.channelUrl)}`}
      leading={<RoomFaces faces={room.faces} />}
      title={
        <>
          {room.name}
          {room.kind !== 'direct' && <span className={styles.meta}> {T.members(room.memberCount)}</span>}
        </>
      }
      description={<span className={styles.preview}>{preview}</span>}
      trailing={
        <span className={styles.roomTrailing}>
          {last && (
            <time className={styles.meta} dateTime={last.sentAt}>
              {roomTimeOf(last.sentAt)}
            </time>
          )}
          {room.unreadCount > 0 && (
            <span className={styles.count} role="img" aria-label={T.unreadLabel(room.unreadCount)}>
              {room.unreadCount > 999 ? '999+' : room.unreadCount}
            </span>
          )}
        </span>
      }
    />
  );
}

/** A family may make a room only when the academy lets families talk with each other. */
function CreateLink({ inst }: { inst: ChosenAcademy }) {
  const settings = useChatSettings(inst.instId);
  if (!inst.isStaff && !settings.data?.familiesMayChat) return null;
  return (
    <Link to="/chatRoomCreate" className={buttonClassName({ variant: 'primary', size: 'sm' })}>
      {T.create}
    </Link>
  );
}

function RoomList({ inst }: { inst: ChosenAcademy }) {
  const status = useChatSocket(inst.instId, inst.userId);
  const rooms = useRooms(inst.instId);
  return (
    <div className={styles.stack}>
      <div className={styles.bar}>
        <p aria-live="polite">{rooms.data ? T.totalUnread(rooms.data.totalUnread) : ''}</p>
        <div className={styles.links}>
          <Link to="/classChatRoomList" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
            {T.classRooms}
          </Link>
          <CreateLink inst={inst} />
        </div>
      </div>
      {status === 'waiting' && (
        <Notice tone="yellow" role="status">
          {T.reconnecting}
        </Notice>
      )}
      <Section title={T.rooms}>
        {rooms.isPending ? (
          <Loading />
        ) : rooms.isError ? (
          <QueryFailed error={rooms.error} onRetry={() => void rooms.refetch()} />
        ) : (
          <List
            label={T.rooms}
            items={rooms.data.rooms}
            getKey={(room) => room.channelUrl}
            emptyText={T.empty}
            emptyDescription={inst.isStaff ? T.emptyStaffHint : T.emptyFamilyHint}
            renderItem={(room) => <RoomRow room={room} />}
          />
        )}
      </Section>
      {inst.isStaff && <ChatSettingsPanel instId={inst.instId} isDirector={inst.isDirector} />}
      <BlocksPanel instId={inst.instId} />
      <TextLink to="/etiquette" variant="muted">
        {T.etiquette}
      </TextLink>
    </div>
  );
}

/** /chatRoomListMain: the caller's rooms with their unread counts, the class rooms, making a room, settings. */
export const ChatRoomListPage = () => (
  <ChatScreen screen="chatRoomListMain" fallbackTitle="채팅">
    {(inst) => <RoomList inst={inst} />}
  </ChatScreen>
);
