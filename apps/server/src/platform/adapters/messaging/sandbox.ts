import { sql } from 'kysely';
import type { Executor } from '../../../db/database';
import { newId } from '../../ids/new-id';
import type { MessageSender, OutgoingMessage } from './messaging';

type Waiting = { id: string; message: OutgoingMessage; settle: (error?: unknown) => void };

/**
 * The default sender: nothing leaves the machine; every message lands in the outbox table. The
 * messages sent in the same tick (a delivery round sends its batch at once, platform/messages) are
 * written by one insert, whose text is the same for any number (the columns travel as arrays);
 * each `send` resolves once its row is written, and all of them fail together if the insert fails.
 */
export function createSandboxSender(db: Executor, now: () => Date): MessageSender {
  let waiting: Waiting[] = [];

  const write = async (batch: readonly Waiting[]) => {
    const column = <T>(pick: (entry: Waiting) => T) => batch.map(pick);
    await sql`insert into outbox_messages
        (id, channel, recipient, subject, body, template_code, purpose, inst_id, created_at)
      select m.id, m.channel, m.recipient, m.subject, m.body, m.template_code, m.purpose, m.inst_id, ${now()}::timestamptz
        from unnest(${column((e) => e.id)}::uuid[], ${column((e) => e.message.channel)}::text[],
                    ${column((e) => e.message.recipient)}::text[], ${column((e) => e.message.subject ?? null)}::text[],
                    ${column((e) => e.message.body)}::text[], ${column((e) => e.message.templateCode ?? null)}::text[],
                    ${column((e) => e.message.purpose)}::text[], ${column((e) => e.message.instId ?? null)}::uuid[])
          as m(id, channel, recipient, subject, body, template_code, purpose, inst_id)`.execute(db);
  };

  const flush = () => {
    const batch = waiting;
    waiting = [];
    write(batch).then(
      () => {
        for (const entry of batch) entry.settle();
      },
      (error: unknown) => {
        for (const entry of batch) entry.settle(error ?? new Error('outbox insert failed'));
      },
    );
  };

  return {
    send(message: OutgoingMessage) {
      return new Promise<{ id: string }>((resolve, reject) => {
        const id = newId();
        if (waiting.length === 0) queueMicrotask(flush);
        waiting.push({ id, message, settle: (error) => (error === undefined ? resolve({ id }) : reject(error)) });
      });
    },
  };
}
