import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const assetsRoutes: FastifyPluginAsyncZod = async () => {};
