import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions';
import { AppError } from '../errors/app-error';

/** The signed-in session of a request, or 401 with a Korean message. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw new AppError('UNAUTHENTICATED');
  return request.session;
}
