import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const cfpSubmissionsRoutes: FastifyPluginAsyncZod = async () => {};
