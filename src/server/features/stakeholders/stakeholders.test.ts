import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stakeholders } from '../../db/schema/index';
import { createStakeholder } from '../../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { describeRecordRouteBasics } from '../../test/record-route-basics';
import { createTestContext, type TestContext } from '../../test/test-app';
import { describeRecordVersions } from '../../test/record-versions';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const MISSING = 'Missing information: Please fill in all required fields.';
const as = async (user?: TestUser) => actingAs(context, user ?? (await createUser(context.db)));
const countRows = async () => (await context.db.select().from(stakeholders)).length;

const validBody = {
  name: 'Dana Scully',
  email: 'dana@example.org',
  role: 'decision_maker',
  organization: 'Example Foundation',
  department: 'Board',
  notes: 'Signs off budgets',
};

describe('GET /api/stakeholders', () => {
  it('lists stakeholders by name, filtered by role and search text', async () => {
    await createStakeholder(context.db, { name: 'beth', traits: ['legal'] });
    await createStakeholder(context.db, { name: 'Abe', organization: 'Initech' });
    await createStakeholder(context.db, { name: 'Cy', traits: ['finance'] });
    const client = await as();
    const names = async (query = '') =>
      (await client.inject({ url: `/api/stakeholders${query}` }))
        .json()
        .map((row: { name: string }) => row.name);
    expect(await names()).toEqual(['Abe', 'beth', 'Cy']);
    expect(await names('?sort=-name')).toEqual(['Cy', 'beth', 'Abe']);
    expect(await names('?role=legal_reviewer')).toEqual(['beth']);
    expect(await names('?role=finance')).toEqual(['Cy']);
    expect(await names('?q=initech')).toEqual(['Abe']);
    expect(await names('?q=LEGAL')).toEqual(['beth']);
  });

  it('answers 400 for an unknown role filter', async () => {
    const response = await (await as()).inject({ url: '/api/stakeholders?role=boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('role');
  });
});

describe('GET /api/stakeholders/role/:role', () => {
  it('is in the OpenAPI document', async () => {
    const { paths } = (await context.app.inject({ url: '/api/openapi.json' })).json();
    expect(paths['/api/stakeholders/role/{role}'].get.responses['200']).toBeDefined();
  });

  it('lists the stakeholders of one role, from either role list', async () => {
    await createStakeholder(context.db, { traits: ['decision-maker'] });
    await createStakeholder(context.db, { traits: ['finance'] });
    await createStakeholder(context.db);
    const client = await as();
    const decision = await client.inject({ url: '/api/stakeholders/role/decision_maker' });
    expect(decision.statusCode).toBe(200);
    expect(decision.json()).toHaveLength(1);
    expect(decision.json()[0].role).toBe('decision_maker');
    expect((await client.inject({ url: '/api/stakeholders/role/finance' })).json()).toHaveLength(1);
    expect((await client.inject({ url: '/api/stakeholders/role/executive' })).json()).toEqual([]);
  });

  it('answers 400 for a role that does not exist', async () => {
    const response = await (await as()).inject({ url: '/api/stakeholders/role/boss' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('role');
  });
});

describe('GET /api/stakeholders/:id', () => {
  it('answers one stakeholder, 404 for an unknown id and 400 for a non-numeric one', async () => {
    const stakeholder = await createStakeholder(context.db);
    const client = await as();
    const found = await client.inject({ url: `/api/stakeholders/${stakeholder.id}` });
    expect(found.json()).toMatchObject({ id: stakeholder.id, name: stakeholder.name });
    const missing = await client.inject({ url: '/api/stakeholders/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Stakeholder not found' });
    expect((await client.inject({ url: '/api/stakeholders/abc' })).statusCode).toBe(400);
  });
});

describe('POST /api/stakeholders', () => {
  it('creates a stakeholder owned by the signed-in user', async () => {
    const user = await createUser(context.db);
    const response = await (
      await as(user)
    ).inject({
      method: 'POST',
      url: '/api/stakeholders',
      payload: { ...validBody, created_by_id: 9999 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ ...validBody, userId: null, createdById: user.id });
  });

  it('accepts the data schema roles and leaves department and notes optional', async () => {
    const response = await (
      await as()
    ).inject({
      method: 'POST',
      url: '/api/stakeholders',
      payload: { ...validBody, role: 'executive', department: '', notes: undefined },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'executive', department: null, notes: null });
  });

  it('names every missing required field with the one "Missing information" message', async () => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/stakeholders', payload: { name: ' ', notes: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MISSING,
      errors: { name: MISSING, email: MISSING, role: MISSING, organization: MISSING },
    });
    expect(await countRows()).toBe(0);
  });

  it.each([
    ['name', { name: undefined }, MISSING],
    ['email', { email: '' }, MISSING],
    ['role', { role: '' }, MISSING],
    ['organization', { organization: null }, MISSING],
    ['email', { email: 'dana.example.org' }, 'Invalid email address'],
    ['role', { role: 'boss' }, expect.stringContaining('Must be one of: ')],
  ])('rejects a bad %s (%o) and writes nothing', async (field, change, message) => {
    const response = await (
      await as()
    ).inject({ method: 'POST', url: '/api/stakeholders', payload: { ...validBody, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(message);
    expect(response.json().errors).toEqual({ [field]: message });
    expect(await countRows()).toBe(0);
  });
});

describe('PUT /api/stakeholders/:id', () => {
  it('changes only the fields sent', async () => {
    const stakeholder = await createStakeholder(context.db, { notes: 'keep' });
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/stakeholders/${stakeholder.id}`,
      payload: { role: 'budget_approver' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'budget_approver',
      name: stakeholder.name,
      notes: 'keep',
    });
  });

  it('rejects clearing a required field and leaves the row as it was', async () => {
    const stakeholder = await createStakeholder(context.db);
    const response = await (
      await as()
    ).inject({
      method: 'PUT',
      url: `/api/stakeholders/${stakeholder.id}`,
      payload: { organization: '', notes: 'changed' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ organization: MISSING });
    expect(await context.db.select().from(stakeholders)).toEqual([stakeholder]);
  });
});

describeRecordRouteBasics({
  path: '/api/stakeholders',
  context: () => context,
  create: (createdById) => createStakeholder(context.db, { createdById }),
  body: async () => validBody,
  patch: { name: 'X' },
  countRows,
  otherReads: ['/api/stakeholders/role/legal'],
});

describeRecordVersions({
  path: '/api/stakeholders',
  context: () => context,
  create: (createdById) => createStakeholder(context.db, { createdById }),
  patch: (n) => ({ name: `Person ${n}` }),
  field: 'name',
});
