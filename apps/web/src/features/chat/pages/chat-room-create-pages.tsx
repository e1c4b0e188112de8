import type { ChatPersonView } from '@academy/domain/chat/chat.schema';
import { renameRoomBody } from '@academy/domain/chat/chat.schema';
import { GENERIC_FAILURE_MESSAGE } from '@academy/domain/uploads/uploads.rules';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { refusalMessage } from '../../../lib/forms/server-errors';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { LinkedEmptyState } from '../../../lib/screen/screen-states';
import { showToast } from '../../../lib/toast';
import { Button } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { TextField } from '../../../ui/text-field/text-field';
import { useRoom } from '../api/get-room';
import { useCreateRoom, useRenameRoom } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, QueryFailed } from '../components/chat-screen';
import { PeoplePicker } from '../components/people-picker';

const T = CHAT_TEXTS.create;
const N = CHAT_TEXTS.name;
const NAME_MAX = maxLengthOf(renameRoomBody.shape.name);

const roomUrl = (channelUrl: string) => `/chatRoomInside/${encodeURIComponent(channelUrl)}`;

/** What /chatRoomCreate hands to /chatRoomNm: the people chosen for a group. */
export type GroupDraft = { people: ChatPersonView[] };

function CreateRoom({ inst }: { inst: ChosenAcademy }) {
  const navigate = useNavigate();
  const create = useCreateRoom(inst.instId);
  const [chosen, setChosen] = useState<ChatPersonView[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function next() {
    setError(null);
    const [only] = chosen;
    if (!only) return setError(T.chooseSomeone);
    if (chosen.length > 1) {
      if (!inst.isStaff) return setError(T.groupOnlyStaff);
      navigate('/chatRoomNm', { state: { people: chosen } satisfies GroupDraft });
      return;
    }
    try {
      const { channelUrl } = await create.mutateAsync({ kind: 'direct', userId: only.userId });
      navigate(roomUrl(channelUrl), { replace: true });
    } catch (failure) {
      // The refusals of DIRECT_ROOM_REFUSAL_MESSAGES (blocked, families, self) come as the server words them.
      setError(refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE);
    }
  }

  return (
    <div className={styles.stack}>
      <PeoplePicker
        instId={inst.instId}
        chosen={chosen}
        onChange={(people) => {
          setError(null);
          setChosen(people);
        }}
      />
      {error && (
        <p className={screenStyles.fieldError} role="alert">
          {error}
        </p>
      )}
      <Button fullWidth loading={create.isPending} onClick={() => void next()}>
        {chosen.length > 1 ? T.next : T.startDirect}
      </Button>
    </div>
  );
}

/** /chatRoomCreate: choose one person for a 1:1 room, or several (staff) to name a group next. */
export const ChatRoomCreatePage = () => (
  <ChatScreen screen="chatRoomCreate" fallbackTitle="채팅방 만들기">
    {(inst) => <CreateRoom inst={inst} />}
  </ChatScreen>
);

function NameForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<string | null>;
  children?: React.ReactNode;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = renameRoomBody.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(await onSubmit(parsed.data));
  }

  return (
    <form className={screenStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={N.label}
        placeholder={N.placeholder}
        required
        value={name}
        maxLength={NAME_MAX}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      {children}
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function NameNewGroup({ inst, draft }: { inst: ChosenAcademy; draft: GroupDraft }) {
  const navigate = useNavigate();
  const create = useCreateRoom(inst.instId);
  return (
    <NameForm
      initial=""
      submitLabel={N.make}
      pending={create.isPending}
      onSubmit={async (name) => {
        try {
          const { channelUrl } = await create.mutateAsync({
            kind: 'group',
            name,
            userIds: draft.people.map((person) => person.userId),
          });
          navigate(roomUrl(channelUrl), { replace: true });
          return null;
        } catch (failure) {
          return refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE;
        }
      }}
    >
      <p className={styles.meta}>
        {N.members}: {draft.people.map((person) => person.name).join(', ')}
      </p>
    </NameForm>
  );
}

function RenameRoom({ inst, channelUrl }: { inst: ChosenAcademy; channelUrl: string }) {
  const navigate = useNavigate();
  const room = useRoom(inst.instId, channelUrl);
  const rename = useRenameRoom(inst.instId, channelUrl);
  if (room.isPending) return <Loading />;
  if (room.isError) return <QueryFailed error={room.error} onRetry={() => void room.refetch()} />;
  return (
    <NameForm
      initial={room.data.name}
      submitLabel={N.rename}
      pending={rename.isPending}
      onSubmit={async (name) => {
        try {
          await rename.mutateAsync(name);
          showToast(N.renamed);
          navigate(`/chatRoomChange/${encodeURIComponent(channelUrl)}`, { replace: true });
          return null;
        } catch (failure) {
          return refusalMessage(failure) ?? GENERIC_FAILURE_MESSAGE;
        }
      }}
    />
  );
}

function RoomName({ inst }: { inst: ChosenAcademy }) {
  const [params] = useSearchParams();
  const draft = useLocation().state as GroupDraft | null;
  const channelUrl = params.get('room');
  if (channelUrl) return <RenameRoom inst={inst} channelUrl={channelUrl} />;
  if (draft?.people?.length) return <NameNewGroup inst={inst} draft={draft} />;
  return (
    <LinkedEmptyState
      title={T.chooseSomeone}
      description={CHAT_TEXTS.list.emptyStaffHint}
      to="/chatRoomCreate"
      link={CHAT_TEXTS.list.create}
    />
  );
}

/** /chatRoomNm: names a new group (from /chatRoomCreate), or renames a room (`?room=<channelUrl>`, staff). */
export const ChatRoomNmPage = () => (
  <ChatScreen screen="chatRoomNm" fallbackTitle="채팅방 이름 설정">
    {(inst) => <RoomName inst={inst} />}
  </ChatScreen>
);
