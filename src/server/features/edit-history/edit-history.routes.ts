import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const editHistoryRoutes: FastifyPluginAsyncZod = async () => {};
