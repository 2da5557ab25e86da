import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sponsorshipsRoutes: FastifyPluginAsyncZod = async () => {};
