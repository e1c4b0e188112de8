import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { OutgoingMessage } from '../adapters/messaging/messaging';
import { createSandboxSender } from '../adapters/messaging/sandbox';
import { fixedClock } from '../clock';
import type { AppContext } from '../context';
import { writeAndPublish } from '../events/events';
import {
  deliveriesSettled,
  deliverQueuedMessages,
  deliverSoon,
  MESSAGE_RETRY_MS,
  MESSAGE_TRIES,
  queuedMessagesWrite,
} from './message-queue';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-23T05:00:00Z');
const sandbox = createSandboxSender(db, () => clock.now());
const contextWith = (send: AppContext['adapters']['messaging']['send']) =>
  ({ db, clock, config: testConfig(), adapters: { messaging: { send } } }) as unknown as AppContext;
const ctx = contextWith(sandbox.send);

const message = (recipient: string): OutgoingMessage => ({
  channel: 'alimtalk',
  recipient,
  body: `[한빛수학학원] ${recipient}`,
  templateCode: 'ATTEND_CHECK_IN',
  purpose: 'attendance',
});

async function queue(messages: readonly OutgoingMessage[]) {
  await writeAndPublish(db, queuedMessagesWrite(messages, clock.now()), 'notifications', []);
}

const outbox = (recipientPrefix: string) =>
  db
    .selectFrom('outbox_messages')
    .select(['recipient', 'body', 'template_code', 'purpose', 'channel'])
    .where('recipient', 'like', `${recipientPrefix}%`)
    .orderBy('recipient')
    .execute();

const queued = (recipientPrefix: string) =>
  db
    .selectFrom('queued_messages')
    .select(['recipient', 'tries', 'next_try_at'])
    .where('recipient', 'like', `${recipientPrefix}%`)
    .orderBy('recipient')
    .execute();

describe('queued messages', () => {
  it('are sent once each, however many deliveries run at the same time', async () => {
    const recipients = Array.from({ length: 250 }, (_, index) => `0101${String(index).padStart(7, '0')}`);
    await queue(recipients.map(message));
    const results = await Promise.all([
      deliverQueuedMessages(ctx),
      deliverQueuedMessages(ctx),
      deliverQueuedMessages(ctx),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(250);
    const sent = await outbox('0101');
    expect(sent.map((row) => row.recipient)).toEqual(recipients);
    expect(sent[0]).toEqual({
      recipient: recipients[0],
      body: `[한빛수학학원] ${recipients[0]}`,
      template_code: 'ATTEND_CHECK_IN',
      purpose: 'attendance',
      channel: 'alimtalk',
    });
    expect(await queued('0101')).toEqual([]);
  });

  it('exist only when the transaction that wrote them commits', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await writeAndPublish(trx, queuedMessagesWrite([message('01020000000')], clock.now()), 'notifications', []);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await queued('0102')).toEqual([]);
    await deliverQueuedMessages(ctx);
    expect(await outbox('0102')).toEqual([]);
  });

  it('are tried again a minute after a failure, and dropped after the last try', async () => {
    let failing = true;
    const flaky = contextWith(async (outgoing) => {
      if (failing && outgoing.recipient.startsWith('0103')) throw new Error('provider down');
      return sandbox.send(outgoing);
    });
    await queue([message('01030000000'), message('01040000000')]);
    expect(await deliverQueuedMessages(flaky)).toEqual({ sent: 1, dropped: 0 });
    expect(await outbox('0104')).toHaveLength(1);
    expect(await queued('0103')).toEqual([
      { recipient: '01030000000', tries: 1, next_try_at: new Date(clock.now().getTime() + MESSAGE_RETRY_MS) },
    ]);
    // Not due yet: nothing is tried.
    expect(await deliverQueuedMessages(flaky)).toEqual({ sent: 0, dropped: 0 });
    clock.advance(MESSAGE_RETRY_MS);
    failing = false;
    expect(await deliverQueuedMessages(flaky)).toEqual({ sent: 1, dropped: 0 });
    expect(await outbox('0103')).toHaveLength(1);
    expect(await outbox('0104')).toHaveLength(1);

    failing = true;
    await queue([message('01035555555')]);
    for (let attempt = 1; attempt < MESSAGE_TRIES; attempt += 1) {
      expect(await deliverQueuedMessages(flaky)).toEqual({ sent: 0, dropped: 0 });
      clock.advance(MESSAGE_RETRY_MS);
    }
    expect(await deliverQueuedMessages(flaky)).toEqual({ sent: 0, dropped: 1 });
    expect(await queued('0103')).toEqual([]);
    expect(await outbox('01035')).toEqual([]);
  });

  it('go out in the background after deliverSoon, a burst in few rounds', async () => {
    let sends = 0;
    const counting = contextWith(async (outgoing) => {
      sends += 1;
      return sandbox.send(outgoing);
    });
    for (let index = 0; index < 5; index += 1) {
      await queue([message(`0105000000${index}`)]);
      deliverSoon(counting);
    }
    await deliveriesSettled(db);
    expect(sends).toBe(5);
    expect(await outbox('0105')).toHaveLength(5);
    expect(await queued('0105')).toEqual([]);
  });
});
