import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { workflowCardSchema, workflowListQuerySchema } from '@shared/schemas/approval-workflow';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { AWKWARD_TEXTS } from '../../test/list-json';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';
import { listWorkflows } from './approval-workflows.service';

// The workflows list is JSON text written by PostgreSQL (listWorkflowsJson); exports still read
// the mapped cards (listWorkflows). The bytes must be those the mapped cards serialise to.

let context: TestContext;
let user: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db);
});

async function seed() {
  const event = await createEvent(context.db, { name: AWKWARD_TEXTS[2] });
  const reviewer = await createUser(context.db, { name: AWKWARD_TEXTS[3] });
  const stakeholders = [await createStakeholder(context.db), await createStakeholder(context.db)];
  const metadata = [
    {},
    { z: 1, a: [1.5, 'two', null, true], nested: { '2': 'b', '1': 'a', é: AWKWARD_TEXTS[0] } },
    { big: 1e21, exact: 2 ** 60, small: 1e-7, text: AWKWARD_TEXTS[1] },
    { empty: {}, list: [] },
  ];
  for (const [index, text] of AWKWARD_TEXTS.entries()) {
    await createWorkflow(context.db, {
      title: text,
      description: index === 1 ? null : text,
      // An item that is no event: its name is null.
      itemId: index === 3 ? 999_999 : event.id,
      itemType: index % 2 ? 'travel_request' : 'event',
      requesterId: index === 2 ? null : user.id,
      reviewerIds: index === 0 ? [user.id] : [reviewer.id, user.id],
      stakeholderIds: index % 2 ? stakeholders.map((s) => s.id).reverse() : [],
      traits: index === 2 ? ['approved'] : [],
      dueDate: index % 2 ? '2026-02-28' : null,
      estimatedCosts: index % 2 ? text : null,
      metadata: metadata[index],
    });
  }
  // A workflow without reviewers.
  await context.db.execute(
    sql`delete from workflow_reviewers where workflow_id = (select min(id) from approval_workflows)`,
  );
  // Microseconds (cut, as toISOString cuts) and times given in another zone.
  await context.db.execute(
    sql`update workflow_reviewers set reviewed_at = '2026-03-04 23:06:07.891999-05:00' where status <> 'pending'`,
  );
  await context.db.execute(
    sql`update approval_workflows set created_at = '2026-03-04 23:06:07.000500+09:00' where id % 2 = 0`,
  );
  return event;
}

describe('GET /api/approval-workflows as JSON text', () => {
  it.each(['limit=500', 'limit=2&offset=1', 'status=approved', 'itemType=travel_request'])(
    'answers %s with the bytes of the mapped cards',
    async (query) => {
      await seed();
      const api = await actingAs(context, user);
      const listed = await api.inject({ url: `/api/approval-workflows?${query}` });
      expect(listed.statusCode).toBe(200);
      const parsed = workflowListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const mapped = await listWorkflows(context.db, parsed);
      expect(mapped.rows.length).toBeGreaterThan(0);
      expect(listed.body).toBe(JSON.stringify(z.array(workflowCardSchema).parse(mapped.rows)));
      expect(listed.headers['x-total-count']).toBe(String(mapped.total));
      expect(listed.headers['content-type']).toBe('application/json; charset=utf-8');
    },
  );

  it('filters by item and answers a page past the end as [] with the total', async () => {
    const event = await seed();
    const api = await actingAs(context, user);
    const byItem = await api.inject({ url: `/api/approval-workflows?itemId=${event.id}` });
    expect(byItem.headers['x-total-count']).toBe('3');
    const past = await api.inject({ url: '/api/approval-workflows?offset=50' });
    expect(past.body).toBe('[]');
    expect(past.headers['x-total-count']).toBe('4');
  });
});
