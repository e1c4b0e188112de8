import { describe, expect, it } from 'vitest';
import { DIRECTOR, message, PARENT } from '../testing/chat-fixtures';
import { applyRead, lastSeqOf, markDeleted, mergeMessages, stillPending } from './message-merge';

const seqs = (messages: { seq: number }[]) => messages.map((item) => item.seq);

describe('merging a room’s messages by seq', () => {
  it('keeps each seq once, in order, whichever way the messages came', () => {
    const held = [message(3), message(4), message(5)];
    const merged = mergeMessages(held, [message(7), message(5), message(6), message(1), message(4)]);
    expect(seqs(merged)).toEqual([1, 3, 4, 5, 6, 7]);
    expect(lastSeqOf(merged)).toBe(7);
    expect(lastSeqOf([])).toBe(0);
  });

  it('takes the newer copy of a message, but never brings a deleted one back', () => {
    const held = markDeleted([message(1), message(2)], message(2).messageId);
    const merged = mergeMessages(held, [message(1, { unreadCount: 0, text: '고침' }), message(2)]);
    expect(merged[0]?.text).toBe('고침');
    expect(merged[1]).toMatchObject({ deleted: true, text: '', files: [] });
  });

  it('a socket event, a catch-up page and the send answer of the same message show it once', () => {
    const sent = message(8, { clientId: '019a0000-0000-7000-8000-0000000c0001', sender: DIRECTOR });
    let held = mergeMessages([message(7)], [sent]);
    held = mergeMessages(held, [sent]);
    held = mergeMessages(held, [message(7), sent, message(9)]);
    expect(seqs(held)).toEqual([7, 8, 9]);
    expect(
      stillPending([{ clientId: sent.clientId as string, text: 'x', files: [], status: 'sending' }], held),
    ).toEqual([]);
  });
});

describe('read receipts', () => {
  it('takes one reader off each message the member has now read, not their own', () => {
    const held = [
      message(1, { unreadCount: 2 }),
      message(2, { unreadCount: 2, sender: DIRECTOR }),
      message(3, { unreadCount: 1 }),
      message(4, { unreadCount: 1 }),
    ];
    const read = applyRead(held, { userId: DIRECTOR.userId, fromSeq: 1, toSeq: 3 });
    expect(read.map((item) => item.unreadCount)).toEqual([2, 2, 0, 1]);
    expect(applyRead(held, { userId: PARENT.userId, fromSeq: 4, toSeq: 2 })).toEqual(held);
  });
});
