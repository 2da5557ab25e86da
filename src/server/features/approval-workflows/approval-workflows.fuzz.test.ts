import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_ITEM_TYPES, WORKFLOW_STATUSES } from '@shared/domain';
import { countWorkflowRows, createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { anyText } from '../../test/text-arbitraries';
import { createTestContext, type TestContext } from '../../test/test-app';
import { propertyRuns } from '../../test/property-runs';

let context: TestContext;
let client: Awaited<ReturnType<typeof actingAs>>;
let workflowId: number;
/** Someone other than the requester, so that bodies naming them as reviewer get far. */
let reviewerId: number;

beforeAll(async () => {
  context = await createTestContext();
  const user = await createUser(context.db);
  reviewerId = (await createUser(context.db)).id;
  workflowId = (
    await createWorkflow(context.db, { requesterId: user.id, reviewerIds: [reviewerId] })
  ).id;
  client = await actingAs(context, user);
});
afterAll(() => context.close());

const RUNS = 60;

const pathId = () =>
  fc.oneof(
    fc.constant(String(workflowId)),
    fc.integer().map(String),
    fc.constantFrom('0', '-1', '1.5', '1e3', '0x10', '99999999999', 'abc', '%00', '%20', 'null'),
    fc.string({ minLength: 1 }).map(encodeURIComponent),
  );

const idLike = () =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(reviewerId) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) },
  );

/** Mostly a plausible value, sometimes anything: bodies then get far enough to reach the database. */
const usually = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: plausible }, { weight: 1, arbitrary: fc.anything() });

const workflowBody = () =>
  fc.record(
    {
      title: usually(anyText()),
      description: usually(anyText()),
      itemType: usually(fc.constantFrom(...WORKFLOW_ITEM_TYPES)),
      itemId: usually(idLike()),
      priority: usually(fc.constantFrom('low', 'medium', 'critical', 'urgent')),
      dueDate: usually(fc.constantFrom('2030-01-01', '2030-02-30', '', null)),
      estimatedCosts: usually(anyText()),
      reviewerIds: usually(fc.array(idLike(), { minLength: 1, maxLength: 3 })),
      stakeholderIds: usually(fc.array(idLike(), { maxLength: 2 })),
      metadata: usually(fc.dictionary(anyText(), fc.oneof(anyText(), fc.integer()))),
      decision: usually(fc.constantFrom('approved', 'rejected', 'changes_requested', 'pending')),
      comment: usually(anyText()),
    },
    { requiredKeys: [] },
  );

/** A JSON body, any JSON value, or text that is not JSON at all. */
const rawBody = () =>
  fc.oneof(
    workflowBody().map((value) => JSON.stringify(value) ?? 'null'),
    fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
    anyText(),
  );

async function expectSafe(options: InjectOptions) {
  const before = await countWorkflowRows(context.db);
  const response = await client.inject(options);
  expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBeLessThan(
    500,
  );
  if (response.statusCode >= 400) {
    expect(await countWorkflowRows(context.db)).toEqual(before);
    expect(response.json()).toHaveProperty('message');
  }
}

const send = (method: InjectOptions['method'], url: string, payload: string) =>
  expectSafe({ method, url, payload, headers: { 'content-type': 'application/json' } });

describe('approval workflow routes under random input', () => {
  it('never fail with 5xx on random query strings', async () => {
    const query = fc.dictionary(
      fc.constantFrom('status', 'itemType', 'item_type', 'itemId', 'item_id', 'other'),
      fc.oneof(fc.constantFrom(...WORKFLOW_STATUSES), anyText()),
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        await expectSafe({ method: 'GET', url: '/api/approval-workflows', query: params });
      }),
      propertyRuns(RUNS),
    );
  });

  it('never fail with 5xx, and write nothing when refusing, on random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(rawBody(), async (body) => {
        await send('POST', '/api/approval-workflows', body);
      }),
      propertyRuns(RUNS),
    );
  });

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['POST', '/decisions'],
    ['POST', '/resubmissions'],
    ['POST', '/comments'],
    ['DELETE', ''],
  ] as const)(
    '%s /api/approval-workflows/{id}%s survives random ids and bodies',
    async (method, suffix) => {
      await fc.assert(
        fc.asyncProperty(pathId(), rawBody(), async (id, body) => {
          const url = `/api/approval-workflows/${id}${suffix}`;
          if (method === 'GET' || method === 'DELETE') await expectSafe({ method, url });
          else await send(method, url, body);
        }),
        propertyRuns(RUNS),
      );
    },
  );
});
