import type { MessagePrices } from '@academy/domain/notifications/message-cost';
import { priceOf } from '@academy/domain/notifications/message-cost';
import { textMessageKindOf } from '@academy/domain/notifications/notification.rules';
import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { newId } from '../../ids/new-id';
import type { MessageSender, OutgoingMessage } from './messaging';

type Sent = { id: string; instId: string | null; channel: 'alimtalk' | 'sms' | 'lms'; purpose: string; won: number };
type Waiting = Sent & { written: () => void };

/** What a message is billed as: AlimTalk, or SMS/LMS by its length (as the provider sends it); others are free. */
export function billedKindOf(message: OutgoingMessage): Sent['channel'] | null {
  switch (message.channel) {
    case 'alimtalk':
      return 'alimtalk';
    case 'sms':
      return textMessageKindOf(message.body) === 'sms' ? 'sms' : 'lms';
    case 'lms':
    case 'mms':
      return 'lms';
    default:
      return null;
  }
}

/**
 * Every paid message a sender sent (AlimTalk, SMS, LMS) goes into `message_sends` with its price at
 * that moment, for the director's monthly cost summary (platform/notifications/message-costs). The
 * sends of one tick are written by one insert, and each send answers once it is written; a failed
 * write is logged and never fails the send (the message is already out).
 */
export function withCostLedger(
  sender: MessageSender,
  db: Executor,
  now: () => Date,
  prices: MessagePrices,
): MessageSender {
  let waiting: Waiting[] = [];

  const flush = () => {
    const batch = waiting;
    waiting = [];
    const column = <T>(pick: (entry: Sent) => T) => batch.map(pick);
    sql`insert into message_sends (id, inst_id, channel, purpose, won, sent_at)
      select m.id, m.inst_id, m.channel, m.purpose, m.won, ${now()}::timestamptz
        from unnest(${column((e) => e.id)}::uuid[], ${column((e) => e.instId)}::uuid[], ${column((e) => e.channel)}::text[],
                    ${column((e) => e.purpose)}::text[], ${column((e) => e.won)}::int[])
          as m(id, inst_id, channel, purpose, won)`
      .execute(db)
      .catch((error: unknown) => console.error('[messages] cost ledger not written', error))
      .finally(() => {
        for (const entry of batch) entry.written();
      });
  };

  return {
    async send(message) {
      const result = await sender.send(message);
      const kind = billedKindOf(message);
      if (!kind) return result;
      await new Promise<void>((written) => {
        if (waiting.length === 0) queueMicrotask(flush);
        waiting.push({
          id: newId(),
          instId: message.instId ?? null,
          channel: kind,
          purpose: message.purpose,
          won: priceOf(kind, prices),
          written,
        });
      });
      return result;
    },
  };
}
