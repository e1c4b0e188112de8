import type { ChatFileView, MessageView, RoomResponse } from '@academy/domain/chat/chat.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import { formatDate } from '@academy/domain/format/format.date';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { confirmModal } from '../../../lib/modal';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { showToast } from '../../../lib/toast';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import { Spinner } from '../../../ui/spinner/spinner';
import { loadOlder, useMessages } from '../api/get-messages';
import { useRoom } from '../api/get-room';
import { applyReadResponse, markRead, useDeleteMessage, useSendMessage } from '../api/message-mutations';
import { useBlock } from '../api/room-mutations';
import { CHAT_TEXTS } from '../chat.texts';
import styles from '../components/chat.module.css';
import { ChatScreen, Loading, NotFoundState, QueryFailed } from '../components/chat-screen';
import { Composer } from '../components/composer';
import { MessageItem, PendingItem } from '../components/message-item';
import { ChatReportDialog } from '../components/report-dialog';
import { newClientId } from '../lib/client-id';
import { lastSeqOf, type MessagesState, type PendingMessage, stillPending } from '../lib/message-merge';
import { useChatSocket } from '../lib/use-chat-socket';

const T = CHAT_TEXTS.room;
/** Scrolled this close to the top, the older page is asked for. */
const OLDER_AT_PX = 48;
/** This close to the bottom, a new message keeps the view at the bottom. */
const STICK_BOTTOM_PX = 80;

/** Marks the room read up to its last message while the room is on screen (and again when it comes back). */
function useReadMarks(instId: string, channelUrl: string, room: RoomResponse, lastSeq: number) {
  const queryClient = useQueryClient();
  const sent = useRef(room.me.lastReadSeq);
  useEffect(() => {
    function read() {
      if (document.visibilityState !== 'visible' || lastSeq <= sent.current) return;
      sent.current = lastSeq;
      markRead(instId, channelUrl, lastSeq).then(
        (answer) => applyReadResponse(queryClient, instId, channelUrl, answer),
        () => {
          // Tried again with the next message or the next visit.
          sent.current = Math.min(sent.current, lastSeq - 1);
        },
      );
    }
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [instId, channelUrl, lastSeq, queryClient]);
}

/** The room's messages, with a day line wherever the Seoul date changes. */
function MessageLines({
  room,
  messages,
  onDelete,
  onReport,
  onBlock,
}: {
  room: RoomResponse;
  messages: readonly MessageView[];
  onDelete: (message: MessageView) => void;
  onReport: (message: MessageView) => void;
  onBlock: (message: MessageView) => void;
}) {
  let day: string | null = null;
  return (
    <>
      {messages.map((message) => {
        const messageDay = businessDateOf(new Date(message.sentAt));
        const newDay = messageDay !== day;
        day = messageDay;
        return (
          <Fragment key={message.seq}>
            {newDay && <li className={styles.day}>{formatDate(messageDay)}</li>}
            <MessageItem
              message={message}
              mine={message.sender?.userId === room.me.userId}
              manages={room.me.manages}
              actions={{ onDelete, onReport, onBlock }}
            />
          </Fragment>
        );
      })}
    </>
  );
}

function RoomView({ inst, room, held }: { inst: ChosenAcademy; room: RoomResponse; held: MessagesState }) {
  const queryClient = useQueryClient();
  const channelUrl = room.channelUrl;
  const send = useSendMessage(inst.instId, channelUrl);
  const remove = useDeleteMessage(inst.instId, channelUrl);
  const block = useBlock(inst.instId);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [olderLoading, setOlderLoading] = useState(false);
  const [reporting, setReporting] = useState<MessageView | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const kept = useRef<{ firstSeq: number; height: number; top: number; lastSeq: number } | null>(null);
  const messages = held.messages;
  const lastSeq = lastSeqOf(messages);
  const waiting = stillPending(pending, messages);
  useReadMarks(inst.instId, channelUrl, room, lastSeq);

  // Older messages keep what the reader sees in place; new ones keep the view at the bottom when it was there.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = kept.current;
    const firstSeq = messages[0]?.seq ?? 0;
    if (!before) box.scrollTop = box.scrollHeight;
    else if (firstSeq < before.firstSeq) box.scrollTop = before.top + (box.scrollHeight - before.height);
    else if (before.height - before.top - box.clientHeight < STICK_BOTTOM_PX || waiting.length > 0)
      box.scrollTop = box.scrollHeight;
    kept.current = { firstSeq, height: box.scrollHeight, top: box.scrollTop, lastSeq };
  }, [messages, lastSeq, waiting.length]);

  const older = useCallback(async () => {
    if (olderLoading || !held.hasMoreBefore) return;
    setOlderLoading(true);
    try {
      await loadOlder(queryClient, inst.instId, channelUrl);
    } finally {
      setOlderLoading(false);
    }
  }, [olderLoading, held.hasMoreBefore, queryClient, inst.instId, channelUrl]);

  function post(message: PendingMessage) {
    setPending((list) => [
      ...list.filter((item) => item.clientId !== message.clientId),
      { ...message, status: 'sending' },
    ]);
    send.mutate(
      { clientId: message.clientId, text: message.text, files: message.files.map((file) => file.fileNm) },
      {
        onSuccess: () => setPending((list) => list.filter((item) => item.clientId !== message.clientId)),
        onError: () =>
          setPending((list) =>
            list.map((item) => (item.clientId === message.clientId ? { ...item, status: 'failed' } : item)),
          ),
      },
    );
  }

  async function deleteMessage(message: MessageView) {
    if ((await confirmModal({ contents: T.deleteConfirm })) !== 'yes') return;
    await remove.mutateAsync(message.messageId);
    showToast(T.deletedToast);
  }

  async function blockSender(message: MessageView) {
    const sender = message.sender;
    if (!sender || (await confirmModal({ contents: T.blockConfirm(sender.name) })) !== 'yes') return;
    await block.mutateAsync({ userId: sender.userId, blocked: true });
    showToast(T.blocked);
  }

  return (
    <div className={styles.room}>
      <div className={styles.bar}>
        <h2 className={styles.sender}>
          {room.name}
          {room.kind !== 'direct' && (
            <span className={styles.meta}> {CHAT_TEXTS.list.members(room.members.length)}</span>
          )}
        </h2>
        <RoomMenu channelUrl={room.channelUrl} />
      </div>
      <div
        ref={scroller}
        className={styles.messages}
        role="log"
        aria-label={T.messages}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus so keyboards can scroll it
        tabIndex={0}
        onScroll={(event) => {
          if (event.currentTarget.scrollTop < OLDER_AT_PX) void older();
        }}
      >
        <div className={styles.older}>
          {olderLoading ? (
            <Spinner label={T.loadingOlder} />
          ) : held.hasMoreBefore ? (
            <Button size="sm" variant="text" onClick={() => void older()}>
              {T.older}
            </Button>
          ) : (
            <span className={styles.meta}>{messages.length > 0 ? T.start : T.empty}</span>
          )}
        </div>
        <ol className={styles.messageList}>
          <MessageLines
            room={room}
            messages={messages}
            onDelete={(message) => void deleteMessage(message)}
            onReport={setReporting}
            onBlock={(message) => void blockSender(message)}
          />
          {waiting.map((item) => (
            <PendingItem
              key={item.clientId}
              pending={item}
              channelUrl={channelUrl}
              onRetry={() => post(item)}
              onDiscard={() => setPending((list) => list.filter((other) => other.clientId !== item.clientId))}
            />
          ))}
        </ol>
      </div>
      {room.quietNotice && (
        <Notice tone="yellow" role="status">
          {room.quietNotice}
        </Notice>
      )}
      {room.me.etiquetteAccepted ? (
        <Composer
          instId={inst.instId}
          onSend={({ text, files }: { text: string; files: ChatFileView[] }) =>
            post({ clientId: newClientId(), text, files, status: 'sending' })
          }
        />
      ) : (
        <div className={styles.composer}>
          <p>{CHAT_TEXTS.composer.etiquetteFirst}</p>
          <Link
            to={`/chatRoomEtiquette/${encodeURIComponent(channelUrl)}`}
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
          >
            {CHAT_TEXTS.composer.toEtiquette}
          </Link>
        </div>
      )}
      {reporting && (
        <ChatReportDialog
          instId={inst.instId}
          channelUrl={channelUrl}
          messageId={reporting.messageId}
          userId={reporting.sender?.userId}
          open
          onOpenChange={(open) => !open && setReporting(null)}
        />
      )}
    </div>
  );
}

function Room({ inst, channelUrl }: { inst: ChosenAcademy; channelUrl: string }) {
  const queryClient = useQueryClient();
  const status = useChatSocket(inst.instId, inst.userId);
  const room = useRoom(inst.instId, channelUrl);
  const messages = useMessages(queryClient, inst.instId, channelUrl);
  if (room.isError) return <QueryFailed error={room.error} onRetry={() => void room.refetch()} />;
  if (messages.isError && !messages.data)
    return <QueryFailed error={messages.error} onRetry={() => void messages.refetch()} />;
  if (room.isPending || !messages.data) return <Loading />;
  return (
    <>
      {status === 'waiting' && (
        <Notice tone="yellow" role="status">
          {CHAT_TEXTS.list.reconnecting}
        </Notice>
      )}
      <RoomView key={channelUrl} inst={inst} room={room.data} held={messages.data} />
    </>
  );
}

function RoomMenu({ channelUrl }: { channelUrl: string }) {
  const room = encodeURIComponent(channelUrl);
  return (
    <nav aria-label={T.menu} className={styles.links}>
      <Link to={`/chatRoomFileManage/${room}`} className={buttonClassName({ variant: 'text', size: 'sm' })}>
        {T.files}
      </Link>
      <Link to={`/chatRoomChange/${room}`} className={buttonClassName({ variant: 'text', size: 'sm' })}>
        {T.settings}
      </Link>
    </nav>
  );
}

/** /chatRoomInside/:channelUrl: the room, live. */
export function ChatRoomInsidePage() {
  const channelUrl = useParams().channelUrl ?? '';
  return (
    <ChatScreen screen="chatRoomInside" fallbackTitle="채팅방">
      {(inst) => (channelUrl ? <Room inst={inst} channelUrl={channelUrl} /> : <NotFoundState />)}
    </ChatScreen>
  );
}
