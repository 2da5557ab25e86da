import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_WORKFLOW_FIELDS } from '@shared/schemas/approval-workflow';
import { countWorkflowRows } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);

describe('POST /api/approval-workflows', () => {
  it('creates the workflow with the signed-in user as requester, whatever the body says', async () => {
    const requester = await createUser(context.db, { name: 'Ada Requester' });
    const someoneElse = await createUser(context.db);
    const reviewer = await createUser(context.db, { name: 'Rui Reviewer' });
    const event = await createEvent(context.db, { name: 'KubeCon EU' });
    const stakeholder = await createStakeholder(context.db, { traits: ['legal'] });
    const response = await (
      await as(requester)
    ).inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {
        title: 'Travel to KubeCon',
        description: 'Flights and hotel',
        itemType: 'event',
        itemId: event.id,
        priority: 'high',
        dueDate: '2030-05-01',
        estimatedCosts: 'EUR 1,500',
        requesterId: someoneElse.id,
        reviewerIds: [reviewer.id],
        stakeholderIds: [stakeholder.id],
        metadata: { budgetCode: 'OSPO-7' },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Travel to KubeCon',
      description: 'Flights and hotel',
      itemType: 'event',
      itemId: event.id,
      itemName: 'KubeCon EU',
      priority: 'high',
      status: 'pending',
      dueDate: '2030-05-01',
      estimatedCosts: 'EUR 1,500',
      requesterId: requester.id,
      requesterName: 'Ada Requester',
      reviewerIds: [reviewer.id],
      reviewers: [{ id: reviewer.id, name: 'Rui Reviewer', status: 'pending', reviewedAt: null }],
      stakeholderIds: [stakeholder.id],
      stakeholders: [{ id: stakeholder.id, name: stakeholder.name, role: 'legal_reviewer' }],
      metadata: { budgetCode: 'OSPO-7' },
      comments: [],
      history: [{ action: 'created', performedBy: requester.id, performedByName: 'Ada Requester' }],
    });
  });

  it('accepts the snake_case spelling and fills the defaults', async () => {
    const user = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {
        title: 'Budget',
        item_type: 'budget_request',
        item_id: event.id,
        reviewer_ids: [reviewer.id],
        due_date: '',
        estimated_costs: '',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      itemType: 'budget_request',
      priority: 'medium',
      dueDate: null,
      estimatedCosts: null,
      stakeholderIds: [],
      metadata: {},
    });
  });

  it('answers the missing-information message per required field and writes nothing', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/approval-workflows', payload: { description: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MISSING_WORKFLOW_FIELDS,
      errors: {
        title: MISSING_WORKFLOW_FIELDS,
        itemType: MISSING_WORKFLOW_FIELDS,
        itemId: MISSING_WORKFLOW_FIELDS,
        reviewerIds: MISSING_WORKFLOW_FIELDS,
      },
    });
    expect(await countWorkflowRows(context.db)).toMatchObject({ workflows: 0, history: 0 });
  });

  it.each([
    ['an unknown event', 'itemId', 'Event not found'],
    ['a reviewer who does not exist', 'reviewerIds', 'Reviewer not found: 999'],
    ['a stakeholder who does not exist', 'stakeholderIds', 'Stakeholder not found: 998'],
  ])('refuses %s with 400 and writes nothing', async (_case, field, message) => {
    const user = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db);
    const payload = {
      title: 'Travel',
      itemType: 'event',
      itemId: field === 'itemId' ? 12345 : event.id,
      reviewerIds: field === 'reviewerIds' ? [reviewer.id, 999] : [reviewer.id],
      stakeholderIds: field === 'stakeholderIds' ? [998] : [],
    };
    const response = await (
      await as(user)
    ).inject({ method: 'POST', url: '/api/approval-workflows', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: { [field]: message } });
    expect(await countWorkflowRows(context.db)).toEqual({
      workflows: 0,
      reviewers: 0,
      stakeholders: 0,
      comments: 0,
      history: 0,
    });
  });

  it('links every request type to its event (itemId is the event id)', async () => {
    const user = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db, { name: 'FOSDEM' });
    const client = await as(user);
    const post = (itemId: number) =>
      client.inject({
        method: 'POST',
        url: '/api/approval-workflows',
        payload: {
          title: 'Travel',
          itemType: 'travel_request',
          itemId,
          reviewerIds: [reviewer.id],
        },
      });
    const created = await post(event.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ itemId: event.id, itemName: 'FOSDEM' });
    const unknown = await post(event.id + 1000);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ itemId: 'Event not found' });
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists every workflow route with its request and response shapes', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const paths = document.paths as Record<string, Record<string, { responses: object }>>;
    expect(Object.keys(paths['/api/approval-workflows']!)).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/approval-workflows/{id}']!)).toEqual(['get', 'put', 'delete']);
    expect(paths['/api/approval-workflows/{id}/decisions']!.post!.responses).toHaveProperty('409');
    expect(paths['/api/approval-workflows/{id}/resubmissions']!.post!.responses).toHaveProperty(
      '409',
    );
    expect(paths['/api/approval-workflows/{id}/comments']!.post!.responses).toHaveProperty('201');
  });
});
