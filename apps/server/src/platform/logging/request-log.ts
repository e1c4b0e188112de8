import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request instead of Fastify's two (docs/decisions/0037-request-cost.md): when the
 * answer has gone out, `request completed` with the request as the log shows it (its route
 * pattern, never the address as sent: log-options.ts), the status and the time taken — everything
 * the `incoming request` line said, at half the cost. A request that fails is still logged as
 * `request errored`, and the error handler logs refusals and failures as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
