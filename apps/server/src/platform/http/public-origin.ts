import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The origin people open the service at, for every link the server writes into a message (an
 * invitation, a verification's return address, a provider's redirect): PUBLIC_ORIGIN, which the
 * real mode requires (platform/mode). A local server without it uses the address its own browser
 * reached — the local mode answers this machine only, so no stranger picks the `Host` of a link.
 */
export function publicOriginOf(config: Pick<Config, 'publicOrigin'>, request: FastifyRequest): string {
  return config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
