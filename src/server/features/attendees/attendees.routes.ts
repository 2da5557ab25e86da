import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const attendeesRoutes: FastifyPluginAsyncZod = async () => {};
