/** A plain-text email to one address. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** Why it is sent ('email-change', …), for the outbox; 'email' when not given. */
  purpose?: string;
};

/**
 * Email: the sandbox (default) writes to the outbox at /dev/outbox. There is no real client yet:
 * SMTP needs a mail library (nodemailer) that is not installed.
 */
export type MailSender = {
  kind: 'sandbox';
  send: (mail: OutgoingMail) => Promise<{ id: string }>;
};
