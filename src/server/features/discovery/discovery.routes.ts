import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discoverySyncSchema } from '@shared/schemas/discovery-sync';
import { ConflictError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { can, ensure } from '../../lib/permissions';
import { errorResponses, mutationLimit } from '../../lib/route-options';
import { type DiscoverySync, recentSyncs } from './conference-store';

const tags = ['discovery'];

const ADMINS_ONLY = 'Only an admin can run or list discovery syncs';

const answer = (sync: DiscoverySync) => ({
  ...sync,
  startedAt: sync.startedAt.toISOString(),
  finishedAt: sync.finishedAt.toISOString(),
});

/** Admin: the discovery syncs (the last ten) and a sync on demand. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ensureAdmin = (user: CurrentUser) => ensure(can.administer(user), ADMINS_ONLY);

  app.get(
    '/admin/discovery/syncs',
    {
      schema: {
        tags,
        summary: 'Admins: the last ten syncs of the open conference data, newest first',
        response: { 200: z.array(discoverySyncSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      ensureAdmin(request.user);
      return (await recentSyncs(app.db)).map(answer);
    },
  );

  app.post(
    '/admin/discovery/sync',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Admins: sync the open conference data now; answers the sync (a failed one names ' +
          'its error and left the conferences as they were)',
        response: { 200: discoverySyncSchema, ...errorResponses(401, 403, 409, 429) },
      },
    },
    async (request) => {
      ensureAdmin(request.user);
      if (!app.discovery.enabled) {
        throw new ConflictError('Discovery is off on this server (DISCOVERY=off)');
      }
      return answer(await app.discovery.runNow());
    },
  );
};
