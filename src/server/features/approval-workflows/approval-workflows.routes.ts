import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const approvalWorkflowsRoutes: FastifyPluginAsyncZod = async () => {};
