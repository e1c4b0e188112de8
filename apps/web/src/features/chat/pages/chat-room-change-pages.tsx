import type { ChatPersonView, RoomResponse } from '@academy/domain/chat/chat.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { refusalMessage } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useRoom } from '../api/get-room';
import { useInviteMembers, useLeaveRoom, useRemoveMember } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, NotFoundState, QueryFailed } from '../components/chat-screen';
import { PersonAvatar } from '../components/faces';
import { PeoplePicker } from '../components/people-picker';

const T = CHAT_TEXTS.change;
const room = (channelUrl: string) => encodeURIComponent(channelUrl);

function RoomSettings({ inst, data }: { inst: ChosenAcademy; data: RoomResponse }) {
  const navigate = useNavigate();
  const remove = useRemoveMember(inst.instId, data.channelUrl);
  const leave = useLeaveRoom(inst.instId, data.channelUrl);
  const [error, setError] = useState<string | null>(null);
  const manages = data.me.manages;
  const isClass = data.kind === 'class';

  async function removeMember(person: ChatPersonView) {
    if ((await confirmModal({ contents: T.removeConfirm(person.name) })) !== 'yes') return;
    setError(null);
    try {
      await remove.mutateAsync(person.userId);
      showToast(T.removed);
    } catch (failure) {
      setError(refusalMessage(failure));
    }
  }

  async function leaveRoom() {
    if ((await confirmModal({ contents: T.leaveConfirm })) !== 'yes') return;
    setError(null);
    try {
      await leave.mutateAsync();
      showToast(T.left);
      navigate('/chatRoomListMain', { replace: true });
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <div className={styles.stack}>
      <Section
        title={T.name}
        actions={
          manages && !isClass ? (
            <Link
              to={`/chatRoomNm?${new URLSearchParams({ room: data.channelUrl })}`}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              {T.rename}
            </Link>
          ) : undefined
        }
      >
        <p>
          {data.name} <span className={styles.meta}>{CHAT_TEXTS.kinds[data.kind]}</span>
        </p>
      </Section>
      <Section
        title={T.members(data.members.length)}
        actions={
          manages && !isClass ? (
            <Link
              to={`/chatRoomInvite/${room(data.channelUrl)}`}
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              {T.invite}
            </Link>
          ) : undefined
        }
      >
        {isClass && <Notice>{T.classNote}</Notice>}
        <ul className={styles.people} aria-label={T.members(data.members.length)}>
          {data.members.map((person) => {
            const me = person.userId === data.me.userId;
            return (
              <li key={person.userId} className={styles.person}>
                <PersonAvatar person={person} />
                <span>
                  {person.name}
                  {me && <span className={styles.meta}> ({T.me})</span>}
                  <br />
                  <span className={styles.meta}>
                    {CHAT_TEXTS.roles[person.role]} · {person.caption}
                  </span>
                </span>
                {manages && !isClass && !me ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={T.remove(person.name)}
                    onClick={() => void removeMember(person)}
                  >
                    {T.removeShort}
                  </Button>
                ) : (
                  <span />
                )}
              </li>
            );
          })}
        </ul>
      </Section>
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      {data.me.mayLeave && (
        <Button variant="danger" fullWidth loading={leave.isPending} onClick={() => void leaveRoom()}>
          {T.leave}
        </Button>
      )}
    </div>
  );
}

function WithRoom({ inst, children }: { inst: ChosenAcademy; children: (room: RoomResponse) => React.ReactNode }) {
  const channelUrl = useParams().channelUrl ?? '';
  const query = useRoom(inst.instId, channelUrl);
  if (!channelUrl) return <NotFoundState />;
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** /chatRoomChange/:channelUrl: the room's name and members; staff rename, invite and remove; leaving. */
export const ChatRoomChangePage = () => (
  <ChatScreen screen="chatRoomChange" fallbackTitle="채팅방 설정 변경">
    {(inst) => <WithRoom inst={inst}>{(data) => <RoomSettings inst={inst} data={data} />}</WithRoom>}
  </ChatScreen>
);

function Invite({ inst, data }: { inst: ChosenAcademy; data: RoomResponse }) {
  const navigate = useNavigate();
  const invite = useInviteMembers(inst.instId, data.channelUrl);
  const [chosen, setChosen] = useState<ChatPersonView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const present = new Set(data.members.map((person) => person.userId));

  async function submit() {
    setError(null);
    if (chosen.length === 0) return setError(CHAT_TEXTS.create.chooseSomeone);
    try {
      await invite.mutateAsync(chosen.map((person) => person.userId));
      showToast(CHAT_TEXTS.invite.invited);
      navigate(`/chatRoomChange/${room(data.channelUrl)}`, { replace: true });
    } catch (failure) {
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <div className={styles.stack}>
      <PeoplePicker
        instId={inst.instId}
        chosen={chosen}
        onChange={setChosen}
        present={present}
        presentLabel={CHAT_TEXTS.invite.already}
      />
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button fullWidth loading={invite.isPending} onClick={() => void submit()}>
        {CHAT_TEXTS.invite.invite(chosen.length)}
      </Button>
    </div>
  );
}

/** /chatRoomInvite/:channelUrl: staff invite people of the academy into a 1:1 or group room. */
export const ChatRoomInvitePage = () => (
  <ChatScreen screen="chatRoomInvite" fallbackTitle="채팅방 초대">
    {(inst) => <WithRoom inst={inst}>{(data) => <Invite inst={inst} data={data} />}</WithRoom>}
  </ChatScreen>
);
