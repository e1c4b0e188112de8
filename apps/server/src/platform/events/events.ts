import { type OperationNodeSource, sql } from 'kysely';
import { z } from 'zod';
import type { Executor } from '../../db/database';

/**
 * Events between server processes over PostgreSQL LISTEN/NOTIFY (decision 0031). An event names
 * what changed by ids only: a listener reads the rows it needs, with the reader's own access rules.
 * Each area that publishes adds its channel here.
 */
export const EVENT_CHANNELS = [
  /** New in-app notifications (platform/notifications): the ids of the `notifications` rows. */
  'notifications',
  /** Chat messages sent or deleted (features/chat): the ids of the `chat_messages` rows. */
  'chat-messages',
  /** Chat read positions moved: `<roomId>.<userId>` of the `chat_members` rows. */
  'chat-reads',
  /** A chat room renamed or its members changed: `<roomId>`, or `<roomId>.<userId>` to tell a removed member too. */
  'chat-rooms',
] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; so do we, before sending anything. */
export const EVENT_PAYLOAD_LIMIT_BYTES = 8000;
/** Ids per NOTIFY: a longer list is sent as several events (100 UUIDs make about 4 KB). */
export const IDS_PER_EVENT = 100;

export class EventPayloadTooLargeError extends Error {
  constructor(bytes: number) {
    super(`an event payload of ${bytes} bytes is over PostgreSQL's limit of ${EVENT_PAYLOAD_LIMIT_BYTES}`);
    this.name = 'EventPayloadTooLargeError';
  }
}

const eventPayload = z.object({ ids: z.array(z.string()) });

/** The payloads that carry `ids`, IDS_PER_EVENT at a time; throws when one would be too large. */
export function eventPayloads(ids: readonly string[]): string[] {
  const payloads: string[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_EVENT) {
    const payload = JSON.stringify({ ids: ids.slice(start, start + IDS_PER_EVENT) });
    const bytes = Buffer.byteLength(payload);
    if (bytes >= EVENT_PAYLOAD_LIMIT_BYTES) throw new EventPayloadTooLargeError(bytes);
    payloads.push(payload);
  }
  return payloads;
}

/** The ids a payload carries, or null when it is not one of ours. */
export function idsOfPayload(payload: string | undefined): string[] | null {
  try {
    const parsed = eventPayload.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? parsed.data.ids : null;
  } catch {
    return null;
  }
}

/** The select that sends the payloads, one NOTIFY each. */
const sending = (channel: EventChannel, payloads: string[]) =>
  sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`;

/**
 * Tells every server process's listeners (platform/events/event-bus) that `ids` changed on
 * `channel`. Inside a transaction the events are delivered when it commits, and never if it rolls
 * back; outside one, at once. One round trip however many payloads.
 */
export async function publish(db: Executor, channel: EventChannel, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sending(channel, eventPayloads(ids)).execute(db);
}

/**
 * Runs `write` (an insert, update or delete query, or several: each its own data-modifying `with`
 * part, all seeing the rows as they were before the statement) and publishes `ids` on `channel` in
 * the same statement, so a writer on a hot path pays no extra round trip; the events go only if the
 * writes succeed.
 */
export async function writeAndPublish(
  db: Executor,
  write: OperationNodeSource | readonly OperationNodeSource[],
  channel: EventChannel,
  ids: readonly string[],
): Promise<void> {
  const writes = (Array.isArray(write) ? write : [write]) as readonly OperationNodeSource[];
  const parts = sql.join(writes.map((part, index) => sql`${sql.raw(`written_${index}`)} as (${part})`));
  await sql`with ${parts} ${sending(channel, eventPayloads(ids))}`.execute(db);
}
