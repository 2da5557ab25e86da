import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expectedVersion, ifMatchHeaders, versionedWriteErrors } from '../../lib/record-version';
import { mutationLimit } from '../../lib/route-options';
import { z } from 'zod';
import {
  workflowCardSchema,
  workflowCommentCreateSchema,
  workflowCommentSchema,
  workflowCreateSchema,
  workflowDecisionSchema,
  workflowDetailSchema,
  workflowListQuerySchema,
  workflowResubmitSchema,
  workflowUpdateSchema,
} from '@shared/schemas/approval-workflow';
import { errorSchema, idParamSchema } from '@shared/schemas/common';
import {
  createWorkflow,
  deleteWorkflow,
  getWorkflow,
  updateWorkflow,
} from './approval-workflows.service';
import { addComment, decideWorkflow, resubmitWorkflow } from './workflow-reviews.service';
import { pagedListSummary, sendJsonPage } from '../../lib/list-reply';
import { listWorkflowsJson } from './workflow-list-json';

const tags = ['approval-workflows'];
const readErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const writeErrors = { ...readErrors, 403: errorSchema, 429: errorSchema };
const reviewErrors = { ...writeErrors, 409: errorSchema };

/** Approval workflows: list, create, detail, edit, delete, reviewer decisions, resubmissions and comments. */
export const approvalWorkflowsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/approval-workflows',
    {
      schema: {
        tags,
        summary: pagedListSummary('workflows, newest first'),
        querystring: workflowListQuerySchema,
        response: { 200: z.array(workflowCardSchema), 400: errorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => sendJsonPage(reply, await listWorkflowsJson(app.db, request.query)),
  );

  app.get(
    '/approval-workflows/:id',
    {
      schema: {
        tags,
        summary: 'One workflow with reviewers, stakeholders, comments and history',
        params: idParamSchema,
        response: { 200: workflowDetailSchema, ...readErrors },
      },
    },
    async (request) => getWorkflow(app.db, request.user, request.params.id),
  );

  app.post(
    '/approval-workflows',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Create a workflow; the signed-in user is the requester',
        body: workflowCreateSchema,
        response: { 201: workflowDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWorkflow(app.db, request.user, request.body)),
  );

  app.put(
    '/approval-workflows/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'Edit a workflow (requester or admin); reviewerIds replaces the reviewer set, never with the requester, and only an admin changes it once a reviewer decided',
        params: idParamSchema,
        headers: ifMatchHeaders,
        body: workflowUpdateSchema,
        response: {
          200: workflowDetailSchema,
          ...writeErrors,
          ...versionedWriteErrors(workflowDetailSchema),
        },
      },
    },
    async (request) =>
      updateWorkflow(
        app.db,
        request.user,
        request.params.id,
        request.body,
        expectedVersion(request),
      ),
  );

  app.delete(
    '/approval-workflows/:id',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Delete a workflow (requester or admin)',
        params: idParamSchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteWorkflow(app.db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/approval-workflows/:id/decisions',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'An assigned reviewer (never the requester) approves, rejects or requests changes, once: 409 when they already decided',
        params: idParamSchema,
        body: workflowDecisionSchema,
        response: { 200: workflowDetailSchema, ...reviewErrors },
      },
    },
    async (request) => decideWorkflow(app.db, request.user, request.params.id, request.body),
  );

  app.post(
    '/approval-workflows/:id/resubmissions',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary:
          'The requester resubmits a workflow sent back for changes: every decision returns to pending',
        params: idParamSchema,
        body: workflowResubmitSchema,
        response: { 200: workflowDetailSchema, ...reviewErrors },
      },
    },
    async (request) => resubmitWorkflow(app.db, request.user, request.params.id, request.body),
  );

  app.post(
    '/approval-workflows/:id/comments',
    {
      config: mutationLimit,
      schema: {
        tags,
        summary: 'Comment on a workflow',
        params: idParamSchema,
        body: workflowCommentCreateSchema,
        response: { 201: workflowCommentSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(app.db, request.user, request.params.id, request.body)),
  );
};
