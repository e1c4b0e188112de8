import type { FastifyInstance } from 'fastify';

/**
 * API answers carry people's data (names, phones, attendance): no browser, proxy or shared cache may
 * keep them. Every `/api` answer says `Cache-Control: no-store` unless its route chose a policy of
 * its own (an uploaded file's bytes, which never change under one id).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
