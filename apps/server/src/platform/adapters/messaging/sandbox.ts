import type { Executor } from '../../../db/database';
import { newId } from '../../ids/new-id';
import type { MessageSender, OutgoingMessage } from './messaging';

/** The default sender: nothing leaves the machine; every message lands in the outbox table. */
export function createSandboxSender(db: Executor, now: () => Date): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const id = newId();
      await db
        .insertInto('outbox_messages')
        .values({
          id,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? null,
          body: message.body,
          template_code: message.templateCode ?? null,
          purpose: message.purpose,
          inst_id: message.instId ?? null,
          created_at: now(),
        })
        .execute();
      return { id };
    },
  };
}
