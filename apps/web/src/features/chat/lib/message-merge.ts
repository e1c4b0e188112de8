import type { ChatFileView, MessageView } from '@academy/domain/chat/chat.schema';

/**
 * A room's messages as the screen holds them: sorted by `seq`, each once, whichever way they came
 * (the first page, an older page, the socket, the catch-up after a reconnect, the answer to a send).
 */
export type MessagesState = {
  messages: MessageView[];
  /** Older messages exist before the first one held. */
  hasMoreBefore: boolean;
};

/**
 * `current` and `incoming` as one list by seq, each seq once. A newer copy of a message replaces the
 * older one, except that a deleted message stays deleted (a late copy from before the deletion must
 * not bring its text back).
 */
export function mergeMessages(current: readonly MessageView[], incoming: readonly MessageView[]): MessageView[] {
  if (incoming.length === 0) return [...current];
  const bySeq = new Map<number, MessageView>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) {
    const held = bySeq.get(message.seq);
    bySeq.set(message.seq, held?.deleted && !message.deleted ? held : message);
  }
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The last seq held (0 with none). */
export function lastSeqOf(messages: readonly MessageView[]): number {
  return messages.at(-1)?.seq ?? 0;
}

/** A message deleted by staff: its text and files are gone for everyone. */
export function markDeleted(messages: readonly MessageView[], messageId: string): MessageView[] {
  return messages.map((message) =>
    message.messageId === messageId ? { ...message, deleted: true, text: '', files: [] } : message,
  );
}

/**
 * A member read from `fromSeq` (exclusive) up to `toSeq`: each of those messages has one fewer reader
 * to wait for, except the reader's own (their sender never counted).
 */
export function applyRead(
  messages: readonly MessageView[],
  read: { userId: string; fromSeq: number; toSeq: number },
): MessageView[] {
  if (read.toSeq <= read.fromSeq) return [...messages];
  return messages.map((message) =>
    message.seq > read.fromSeq && message.seq <= read.toSeq && message.sender?.userId !== read.userId
      ? { ...message, unreadCount: Math.max(0, message.unreadCount - 1) }
      : message,
  );
}

/** A message the reader sent that the server has not confirmed yet (shown at once, by its clientId). */
export type PendingMessage = {
  clientId: string;
  text: string;
  files: ChatFileView[];
  status: 'sending' | 'failed';
};

/** The pending messages the server's copy has not replaced yet. */
export function stillPending(pending: readonly PendingMessage[], messages: readonly MessageView[]): PendingMessage[] {
  const confirmed = new Set(messages.map((message) => message.clientId).filter(Boolean));
  return pending.filter((item) => !confirmed.has(item.clientId));
}
