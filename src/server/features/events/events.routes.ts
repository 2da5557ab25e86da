import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const eventsRoutes: FastifyPluginAsyncZod = async () => {};
