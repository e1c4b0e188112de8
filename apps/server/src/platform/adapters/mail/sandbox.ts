import type { Executor } from '../../../db/database';
import { createSandboxSender } from '../messaging/sandbox';
import type { MailSender } from './mail';

/** Nothing leaves the machine: every email lands in the outbox (channel 'email'). */
export function createSandboxMail(db: Executor, now: () => Date): MailSender {
  const outbox = createSandboxSender(db, now);
  return {
    kind: 'sandbox',
    send: (mail) =>
      outbox.send({
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        purpose: mail.purpose ?? 'email',
      }),
  };
}
