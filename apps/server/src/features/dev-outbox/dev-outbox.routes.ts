import { z } from 'zod';
import type { AppRoutes } from '../../platform/http/routes';
import { listOutbox, renderOutboxPage } from './dev-outbox.service';

const outboxQuery = z.object({
  recipient: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const outboxMessage = z.object({
  id: z.string(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  templateCode: z.string().nullable(),
  purpose: z.string(),
  createdAt: z.string(),
});

/** The sandbox outbox: what would have been sent. Only while messaging is the sandbox. */
export const devOutboxRoutes: AppRoutes = async (app, { ctx }) => {
  if (ctx.config.providers.messaging !== 'sandbox') return;

  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: '샌드박스 발송함 (개발용)',
        querystring: outboxQuery,
        response: { 200: z.object({ messages: z.array(outboxMessage) }) },
      },
    },
    async (request) => ({ messages: await listOutbox(ctx, request.query) }),
  );

  app.get('/dev/outbox', { schema: { hide: true, querystring: outboxQuery } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderOutboxPage(await listOutbox(ctx, request.query))),
  );
};
