import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_USER_MESSAGES,
  adminRolesUpdateSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  resetLinkSchema,
} from '@shared/schemas/admin-user';
import { idParamSchema } from '@shared/schemas/common';
import type { Clock } from '../../lib/clock';
import { pagedListSummary, sendPage } from '../../lib/list-reply';
import { can, ensure } from '../../lib/permissions';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { accountSecurity, errorResponses, mutationLimit } from '../../lib/route-options';
import {
  createResetLink,
  listAdminUsers,
  setDisabled,
  setRoles,
  type AdminUsersSettings,
} from './admin-users.service';

const tags = ['admin'];

/** The Users screen: accounts, their roles and status, and password-reset links; admins only. */
export const adminUsersRoutes: FastifyPluginAsyncZod<
  AdminUsersSettings & { clock: Clock }
> = async (app, options) => {
  const settings: AdminUsersSettings = { builtIn: options.builtIn, publicUrl: options.publicUrl };

  // The services check it too; here it refuses before the body or query is read, so a plain user
  // or reviewer learns nothing of the routes' input and writes nothing.
  app.addHook('onRequest', async (request) => {
    ensure(can.administer(request.user), ADMIN_USER_MESSAGES.adminsOnly);
  });

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: pagedListSummary('accounts (admins): `q` searches name, username and email'),
        querystring: adminUserListQuerySchema,
        response: { 200: z.array(adminUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAdminUsers(app.db, request.user, request.query)),
  );

  app.put(
    '/admin/users/:id/roles',
    {
      config: { ...mutationLimit, ...accountSecurity },
      schema: {
        tags,
        summary:
          'Set an account’s roles (user, reviewer, admin; user is always kept); they count from its next request. 409 when the last active admin would go, or with an external provider',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: adminRolesUpdateSchema,
        response: {
          200: adminUserSchema,
          ...errorResponses(401, 403, 404, 409, 429),
          ...versionedWriteErrors(adminUserSchema),
        },
      },
    },
    async (request) =>
      setRoles(
        app.db,
        settings,
        request.user,
        request.params.id,
        request.body.roles,
        expectedVersion(request),
      ),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: { ...mutationLimit, ...accountSecurity },
        schema: {
          tags,
          summary: disabled
            ? 'Disable an account: no sign-in, its sessions and refresh tokens end now, its tokens stop at their next request. 409 for the last active admin'
            : 'Enable a disabled account',
          params: idParamSchema,
          response: { 200: adminUserSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => setDisabled(app.db, settings, request.user, request.params.id, disabled),
    );
  }

  app.post(
    '/admin/users/:id/reset-link',
    {
      config: { ...mutationLimit, ...accountSecurity },
      schema: {
        tags,
        summary: `A one-time password-reset link (valid 24 hours, replaces any earlier one) for the admin to hand over`,
        params: idParamSchema,
        response: { 200: resetLinkSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) =>
      createResetLink(app.db, settings, request.user, request.params.id, options.clock.now()),
  );
};
