import type { OutboxChannel } from '../../../db/database';

/** A text message, AlimTalk or email to one recipient. Informational unless `advertising` is set. */
export type OutgoingMessage = {
  channel: OutboxChannel;
  /** A mobile number (digits) or an email address. */
  recipient: string;
  subject?: string;
  body: string;
  /** AlimTalk template code, when the channel needs one. */
  templateCode?: string;
  /** Why it is sent: 'verification-code', 'invitation', 'attendance', … (for the outbox and costs). */
  purpose: string;
  instId?: string;
};

export type MessageSender = {
  send: (message: OutgoingMessage) => Promise<{ id: string }>;
};
