import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const stakeholdersRoutes: FastifyPluginAsyncZod = async () => {};
