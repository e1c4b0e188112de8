import { MESSAGES_PAGE_MAX } from '@academy/domain/chat/chat.rules';
import type { MessagesQuery, MessagesResponse } from '@academy/domain/chat/chat.schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lastSeqOf, type MessagesState, mergeMessages } from '../lib/message-merge';
import { chatKeys, roomPath } from './chat-keys';

/** GET /api/insts/:instId/chat/rooms/:channelUrl/messages?before=&after=&limit=. */
export function getMessages(
  instId: string,
  channelUrl: string,
  query: Partial<MessagesQuery> = {},
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get<MessagesResponse>(`${roomPath(instId, channelUrl)}/messages`, { query, signal, silent: true });
}

/** A reconnecting client does not page back through a whole night: it catches up this many pages at most. */
const CATCH_UP_PAGES = 20;

/**
 * What the room holds, read again: the newest page the first time; afterwards only what came after the
 * last seq held (`after=`, page by page), merged by seq so nothing is lost or shown twice. A socket that
 * reconnects invalidates this query, which runs this catch-up.
 */
export async function readMessages(
  instId: string,
  channelUrl: string,
  held: MessagesState | undefined,
  signal?: AbortSignal,
): Promise<MessagesState> {
  if (!held) {
    const page = await getMessages(instId, channelUrl, {}, { signal });
    return { messages: mergeMessages([], page.messages), hasMoreBefore: page.hasMore };
  }
  let messages = held.messages;
  for (let pageNo = 0; pageNo < CATCH_UP_PAGES; pageNo += 1) {
    const page = await getMessages(
      instId,
      channelUrl,
      { after: lastSeqOf(messages), limit: MESSAGES_PAGE_MAX },
      { signal },
    );
    messages = mergeMessages(messages, page.messages);
    if (!page.hasMore || page.messages.length === 0) break;
  }
  return { messages, hasMoreBefore: held.hasMoreBefore };
}

export function messagesQueryOptions(queryClient: QueryClient, instId: string, channelUrl: string) {
  const queryKey = chatKeys.messages(instId, channelUrl);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const read = await readMessages(instId, channelUrl, queryClient.getQueryData<MessagesState>(queryKey), signal);
      // What the socket merged while this was on its way stays: the answer is merged, not put in its place.
      const now = queryClient.getQueryData<MessagesState>(queryKey);
      return now ? { messages: mergeMessages(read.messages, now.messages), hasMoreBefore: now.hasMoreBefore } : read;
    },
    // The socket keeps it fresh; a refetch only catches up.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useMessages = (queryClient: QueryClient, instId: string, channelUrl: string) =>
  useQuery(messagesQueryOptions(queryClient, instId, channelUrl));

/** Merges messages into the room's held list (when the room is held at all). */
export function mergeIntoRoom(
  queryClient: QueryClient,
  instId: string,
  channelUrl: string,
  update: (messages: MessagesState['messages']) => MessagesState['messages'],
): void {
  queryClient.setQueryData<MessagesState>(chatKeys.messages(instId, channelUrl), (held) =>
    held ? { ...held, messages: update(held.messages) } : held,
  );
}

/** The page before the first message held (scrolling back), merged into the room. */
export async function loadOlder(queryClient: QueryClient, instId: string, channelUrl: string): Promise<void> {
  const key = chatKeys.messages(instId, channelUrl);
  const held = queryClient.getQueryData<MessagesState>(key);
  const first = held?.messages[0]?.seq;
  if (!held || first === undefined || !held.hasMoreBefore) return;
  const page = await getMessages(instId, channelUrl, { before: first });
  queryClient.setQueryData<MessagesState>(key, (now) =>
    now ? { messages: mergeMessages(now.messages, page.messages), hasMoreBefore: page.hasMore } : now,
  );
}
