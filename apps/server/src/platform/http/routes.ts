import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

export type RoutesOptions = { ctx: AppContext };

/** A feature's routes: a Fastify plugin typed with the Zod provider and handed the app context. */
export type AppRoutes = FastifyPluginAsync<RoutesOptions, FastifyInstance['server'], ZodTypeProvider>;
