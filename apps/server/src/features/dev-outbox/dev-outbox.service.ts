import type { AppContext } from '../../platform/context';

export type OutboxEntry = {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  templateCode: string | null;
  purpose: string;
  createdAt: string;
};

export async function listOutbox(
  ctx: AppContext,
  query: { recipient?: string; limit: number },
): Promise<OutboxEntry[]> {
  let select = ctx.db.selectFrom('outbox_messages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (query.recipient) select = select.where('recipient', '=', query.recipient);
  const rows = await select.limit(query.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    templateCode: row.template_code,
    purpose: row.purpose,
    createdAt: row.created_at.toISOString(),
  }));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const CHANNEL_NAMES: Record<string, string> = {
  sms: 'SMS',
  lms: 'LMS',
  mms: 'MMS',
  alimtalk: '알림톡',
  email: '이메일',
  push: '푸시',
};

/** A plain page for developers: newest first, nothing executable from message text. */
export function renderOutboxPage(messages: OutboxEntry[]): string {
  const rows = messages
    .map(
      (message) => `<article>
  <h2>${escapeHtml(CHANNEL_NAMES[message.channel] ?? message.channel)} → ${escapeHtml(message.recipient)}</h2>
  <p class="meta">${escapeHtml(message.purpose)} · ${escapeHtml(message.createdAt)}${message.templateCode ? ` · 템플릿 ${escapeHtml(message.templateCode)}` : ''}</p>
  ${message.subject ? `<h3>${escapeHtml(message.subject)}</h3>` : ''}
  <pre>${escapeHtml(message.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>샌드박스 발송함</title>
<style>body{font:14px/1.35 system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px}article{border-bottom:1px solid #ddd;padding:8px 0}pre{white-space:pre-wrap;background:#f5f5f5;padding:8px}.meta{color:#646976}</style>
</head><body>
<h1>샌드박스 발송함</h1>
<p>샌드박스 어댑터가 보낸 문자, 알림톡, 이메일입니다. 실제로 발송되지 않았습니다.</p>
${rows || '<p>보낸 메시지가 없습니다.</p>'}
</body></html>`;
}
