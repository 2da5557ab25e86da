import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actAs, actAsSystem } from '../../db/audit-actor';
import { apiTokens, auditLog, events, sponsorships, users } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createSponsorship } from '../../test/factories/sponsorship-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let admin: TestUser;
let grace: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  admin = await createUser(context.db, { name: 'Ada Admin', traits: ['admin'] });
  grace = await createUser(context.db, { name: 'Grace Hopper' });
});

const as = (user: TestUser) => actingAs(context, user);

/** The rows people wrote (factories write as the system), oldest first. */
const personRows = () =>
  context.db.select().from(auditLog).where(isNotNull(auditLog.actorId)).orderBy(auditLog.id);

async function send(
  user: TestUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const response = await (await as(user)).inject({ method, url, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.body ? response.json() : undefined;
}

describe('every record type: create, update and delete write one row each', () => {
  const cases = [
    {
      type: 'events',
      url: '/api/events',
      body: async () => ({
        name: 'KubeCon',
        link: 'https://example.org',
        location: 'Paris',
        startDate: '2030-03-01',
        endDate: '2030-03-02',
      }),
      change: { location: 'Lyon' },
      label: 'KubeCon',
      field: ['location', 'Paris', 'Lyon'],
    },
    {
      type: 'sponsorships',
      url: '/api/sponsorships',
      body: async () => ({
        eventId: (await createEvent(context.db)).id,
        sponsorName: 'Acme',
        tier: 'Gold',
        amount: 5000,
        currency: 'EUR',
      }),
      change: { amount: 7500 },
      label: 'Acme',
      field: ['amount', 5000, 7500],
    },
    {
      type: 'attendees',
      url: '/api/attendees',
      body: async () => ({ eventId: (await createEvent(context.db)).id, name: 'Lin Yu' }),
      change: { role: 'speaker' },
      label: 'Lin Yu',
      field: ['role', null, 'speaker'],
    },
    {
      type: 'cfp_submissions',
      url: '/api/cfp-submissions',
      body: async () => ({
        eventId: (await createEvent(context.db)).id,
        title: 'Audit logs',
        abstract: 'Why',
        submitterName: 'Grace',
      }),
      change: { status: 'submitted' },
      label: 'Audit logs',
      field: ['status', 'draft', 'submitted'],
    },
    {
      type: 'stakeholders',
      url: '/api/stakeholders',
      body: async () => ({
        name: 'Sam',
        email: 'sam@example.org',
        role: 'legal',
        organization: 'ACME',
      }),
      change: { organization: 'Initech' },
      label: 'Sam',
      field: ['organization', 'ACME', 'Initech'],
    },
    {
      type: 'assets',
      url: '/api/assets',
      body: async () => ({
        name: 'Bio',
        type: 'bio',
        description: 'A short speaker bio',
        isTextContent: true,
        content: 'Hello',
      }),
      change: { name: 'Short bio' },
      label: 'Bio',
      field: ['name', 'Bio', 'Short bio'],
    },
  ] as const;

  it.each(cases)('$type', async ({ type, url, body, change, label, field }) => {
    const created = await send(grace, 'POST', url, await body());
    await send(grace, 'PUT', `${url}/${created.id}`, change);
    await send(grace, 'DELETE', `${url}/${created.id}`);

    const rows = (await personRows()).filter((row) => row.recordType === type);
    const renamed = 'name' in change ? change.name : label;
    expect(rows.map((row) => [row.action, row.actorId, row.recordId, row.label])).toEqual([
      ['create', grace.id, created.id, label],
      ['update', grace.id, created.id, renamed],
      ['delete', grace.id, created.id, renamed],
    ]);
    const [name, from, to] = field;
    expect(rows[0]!.changes[name]?.to ?? null).toEqual(from);
    expect(rows[1]!.changes).toEqual({ [name]: { from, to } });
    expect(rows[2]!.changes[name]).toEqual({ from: to, to: null });
    if (type !== 'stakeholders' && type !== 'assets') {
      expect(rows[0]!.eventId).toBe(type === 'events' ? created.id : created.eventId);
    }
  });

  it('workflows and their reviews', async () => {
    const reviewer = await createUser(context.db, { traits: ['reviewer'] });
    const event = await createEvent(context.db);
    const workflow = await send(grace, 'POST', '/api/approval-workflows', {
      title: 'Travel',
      itemType: 'event',
      itemId: event.id,
      reviewerIds: [reviewer.id],
    });
    await send(reviewer, 'POST', `/api/approval-workflows/${workflow.id}/decisions`, {
      decision: 'approved',
    });
    const rows = await personRows();
    expect(rows.find((row) => row.recordType === 'approval_workflows')).toMatchObject({
      action: 'create',
      actorId: grace.id,
      label: 'Travel',
    });
    const review = rows.filter((row) => row.recordType === 'workflow_reviewers');
    expect(review.map((row) => [row.action, row.actorId, row.parentId])).toEqual([
      ['create', grace.id, workflow.id],
      ['update', reviewer.id, workflow.id],
    ]);
    expect(review[1]!.changes.status).toEqual({ from: 'pending', to: 'approved' });

    const history = await (
      await as(grace)
    ).inject({ url: `/api/history?type=approval_workflows&id=${workflow.id}` });
    expect(history.statusCode).toBe(200);
    const entries = history.json() as { recordType: string; description: string }[];
    expect(entries.map((entry) => [entry.recordType, entry.description])).toEqual([
      ['approval_workflows', 'Changed status from pending to approved'],
      ['workflow_reviewers', 'Changed status from pending to approved'],
      ['workflow_reviewers', 'Requested a review'],
      ['approval_workflows', 'Created approval workflow "Travel"'],
    ]);
  });
});

describe('people and tokens', () => {
  it('records role changes and disabling, never sign-ins, preferences or password hashes', async () => {
    await context.db.transaction(async (tx) => {
      await actAs(tx, admin);
      await tx
        .update(users)
        .set({ realmRoles: ['reviewer'], disabledAt: new Date('2030-01-01T00:00:00Z') })
        .where(eq(users.id, grace.id));
    });
    await context.db.transaction(async (tx) => {
      await actAs(tx, admin);
      await tx
        .update(users)
        .set({
          passwordHash: 'scrypt$secret-hash',
          lastLogin: new Date(),
          preferences: { theme: 'dark' },
        })
        .where(eq(users.id, grace.id));
    });
    const rows = await personRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: 'update',
      recordType: 'users',
      recordId: grace.id,
      label: 'Grace Hopper',
      changes: {
        realmRoles: { from: ['user'], to: ['reviewer'] },
        disabledAt: { from: null, to: expect.stringMatching(/^2030-01-01/) },
      },
    });
    const everything = JSON.stringify(await context.db.select().from(auditLog));
    expect(everything).not.toContain('secret-hash');
    expect(everything).not.toMatch(/password|lastLogin|preferences/i);
  });

  it("an admin's role change and disabling through the Users screen's API, credited to the admin", async () => {
    await send(admin, 'PUT', `/api/admin/users/${grace.id}/roles`, { roles: ['user', 'reviewer'] });
    await send(admin, 'POST', `/api/admin/users/${grace.id}/disable`);
    await send(admin, 'POST', `/api/admin/users/${grace.id}/enable`);
    const rows = (await personRows()).filter((row) => row.recordType === 'users');
    expect(rows.map((row) => [row.actorId, row.recordId, Object.keys(row.changes)])).toEqual([
      [admin.id, grace.id, ['realmRoles']],
      [admin.id, grace.id, ['disabledAt']],
      [admin.id, grace.id, ['disabledAt']],
    ]);
    expect(rows[0]!.changes.realmRoles).toEqual({ from: ['user'], to: ['user', 'reviewer'] });
    const listed = await (
      await as(admin)
    ).inject({ url: `/api/audit?type=users&person=${admin.id}` });
    expect(listed.json().map((entry: { description: string }) => entry.description)).toEqual([
      'Enabled the account',
      'Disabled the account',
      'Changed roles from user to user, reviewer',
    ]);
  });

  it('records API tokens made and revoked, never their hash', async () => {
    const made = await send(grace, 'POST', '/api/tokens', { name: 'CI', access: 'read' });
    await (await as(grace)).inject({ url: '/api/events' }); // one use
    await context.app.inject({
      url: '/api/events',
      headers: { authorization: `Bearer ${made.token}` },
    });
    await send(grace, 'DELETE', `/api/tokens/${made.id}`);
    const rows = (await personRows()).filter((row) => row.recordType === 'api_tokens');
    expect(rows.map((row) => [row.action, row.actorId, row.label])).toEqual([
      ['create', grace.id, 'CI'],
      ['delete', grace.id, 'CI'],
    ]);
    expect(rows[0]!.changes.userId).toEqual({ from: null, to: grace.id });
    const everything = JSON.stringify(await context.db.select().from(auditLog));
    expect(everything).not.toMatch(/tokenHash|lastUsedAt/);
    expect(everything).not.toContain(made.token.slice(5));
    expect(await context.db.$count(apiTokens)).toBe(0);
  });

  it('credits the system when no person is named', async () => {
    const event = await createEvent(context.db, { name: 'Seeded' });
    const [row] = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'events'), eq(auditLog.recordId, event.id)));
    expect(row).toMatchObject({ actorId: null, action: 'create', label: 'Seeded' });
  });

  it('credits a system writer by the name it gives, in the list, the CSV and a history', async () => {
    const event = await createEvent(context.db, { name: 'Synced', location: 'Paris' });
    await context.db.transaction(async (tx) => {
      await actAsSystem(tx, 'Conference data sync');
      await tx.update(events).set({ location: 'Lyon' }).where(eq(events.id, event.id));
    });
    // The name ends with its transaction: the next system write is anonymous again.
    await context.db.update(events).set({ location: 'Nice' }).where(eq(events.id, event.id));
    const api = await as(admin);
    const history = await api.inject({ url: `/api/history?type=events&id=${event.id}` });
    expect(history.json()).toMatchObject([
      { actorId: null, actorName: null, description: 'Changed location from Lyon to Nice' },
      {
        actorId: null,
        actorName: 'Conference data sync',
        description: 'Changed location from Paris to Lyon',
      },
      { actorId: null, actorName: null, action: 'create' },
    ]);
    const list = await api.inject({ url: '/api/audit?type=events' });
    expect(list.json()[1]).toMatchObject({ actorName: 'Conference data sync' });
    const csv = await api.inject({ url: '/api/audit.csv?type=events' });
    expect(csv.body).toContain(',Conference data sync,,update,events,');
  });
});

describe('the audit row and the change are one', () => {
  it('roll back together: a failing audit insert leaves the record unchanged', async () => {
    const sponsorship = await createSponsorship(context.db, { amount: 5000, currency: 'EUR' });
    await context.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$`);
    await context.db.execute(sql`
      create trigger refuse_audit before insert on audit_log
      for each row execute function refuse_audit()`);
    try {
      const response = await (
        await as(admin)
      ).inject({
        method: 'PUT',
        url: `/api/sponsorships/${sponsorship.id}`,
        payload: { amount: 7500 },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await context.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await context.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await context.db
      .select()
      .from(sponsorships)
      .where(eq(sponsorships.id, sponsorship.id));
    expect(row!.amount).toBe(5000);
    expect(row!.version).toBe(sponsorship.version);
    expect(await personRows()).toEqual([]);
  });
});

describe('GET /api/audit', () => {
  async function seed() {
    const lin = await createUser(context.db, { name: 'Lin Yu' });
    const event = await send(grace, 'POST', '/api/events', {
      name: 'Old',
      link: 'https://example.org',
      location: 'Paris',
      startDate: '2030-03-01',
      endDate: '2030-03-02',
    });
    await send(lin, 'PUT', `/api/events/${event.id}`, { name: 'New' });
    await send(lin, 'POST', '/api/stakeholders', {
      name: 'Sam',
      email: 'sam@example.org',
      role: 'legal',
      organization: 'ACME',
    });
    // One row of last year, to filter by date.
    await context.db.execute(
      sql`update audit_log set at = '2025-06-01T12:00:00Z' where actor_id = ${grace.id}`,
    );
    return { lin, event };
  }

  it('answers 403 to users and reviewers, 401 without a token, for the list and the CSV', async () => {
    const reviewer = await createUser(context.db, { traits: ['reviewer'] });
    for (const url of ['/api/audit', '/api/audit.csv']) {
      for (const user of [grace, reviewer]) {
        const response = await (await as(user)).inject({ url });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Only admins can read the audit log');
      }
      expect((await context.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('lists newest first with names and descriptions, filtered by person, type and date, paged', async () => {
    const { lin, event } = await seed();
    const api = await as(admin);
    const all = await api.inject({ url: '/api/audit?limit=2' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(3 + 3)); // and three users the factory made
    expect(all.json()).toMatchObject([
      { actorName: 'Lin Yu', recordType: 'stakeholders', description: 'Created stakeholder "Sam"' },
      {
        actorId: lin.id,
        recordType: 'events',
        recordId: event.id,
        description: 'Changed name from Old to New',
        changes: { name: { from: 'Old', to: 'New' } },
      },
    ]);
    const second = await api.inject({ url: '/api/audit?limit=2&offset=2' });
    expect(second.json()).toHaveLength(2);

    const byPerson = await api.inject({ url: `/api/audit?person=${lin.id}&type=events` });
    expect(byPerson.headers['x-total-count']).toBe('1');
    expect(byPerson.json()[0].description).toBe('Changed name from Old to New');

    const lastYear = await api.inject({ url: '/api/audit?from=2025-06-01&to=2025-06-01' });
    expect(lastYear.json()).toMatchObject([
      { actorName: 'Grace Hopper', action: 'create', description: 'Created event "Old"' },
    ]);
    const since = await api.inject({ url: '/api/audit?from=2025-06-02&type=events' });
    expect(since.headers['x-total-count']).toBe('1');
  });

  it('refuses bad filters with 400 and a message', async () => {
    const api = await as(admin);
    const type = await api.inject({ url: '/api/audit?type=passwords' });
    expect(type.statusCode).toBe(400);
    expect(type.json().errors.type).toMatch(/^Record type must be one of: events/);
    const dates = await api.inject({ url: '/api/audit?from=2026-02-01&to=2026-01-01' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors.to).toBe('From must be on or before to');
    const day = await api.inject({ url: '/api/audit?from=2026-02-30' });
    expect(day.statusCode).toBe(400);
  });

  it('exports the filtered log as CSV', async () => {
    const { lin } = await seed();
    const response = await (await as(admin)).inject({ url: `/api/audit.csv?person=${lin.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'When,Person,Person id,Action,Record type,Record id,Record,Event id,Change,Fields',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`Lin Yu,${lin.id},create,stakeholders`);
    expect(lines[2]).toContain('Changed name from Old to New');
  });
});

describe('GET /api/history', () => {
  it('answers for a deleted record, 404 for one that never was, 400 for an unknown type', async () => {
    const event = await send(grace, 'POST', '/api/events', {
      name: 'Gone',
      link: 'https://example.org',
      location: 'Paris',
      startDate: '2030-03-01',
      endDate: '2030-03-02',
    });
    await send(grace, 'DELETE', `/api/events/${event.id}`);
    const api = await as(grace);
    const gone = await api.inject({ url: `/api/history?type=events&id=${event.id}` });
    expect(gone.json().map((entry: { description: string }) => entry.description)).toEqual([
      'Deleted event "Gone"',
      'Created event "Gone"',
    ]);
    const never = await api.inject({ url: '/api/history?type=sponsorships&id=4242' });
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe('Sponsorship not found');
    expect((await api.inject({ url: '/api/history?type=secrets&id=1' })).statusCode).toBe(400);
  });

  it("shows a person's account and tokens only to them and admins", async () => {
    const made = await send(grace, 'POST', '/api/tokens', { name: 'CI', access: 'read' });
    const lin = await createUser(context.db);
    const linApi = await as(lin);
    for (const url of [
      `/api/history?type=users&id=${grace.id}`,
      `/api/history?type=api_tokens&id=${made.id}`,
    ]) {
      expect((await linApi.inject({ url })).statusCode).toBe(404);
      expect((await (await as(grace)).inject({ url })).statusCode).toBe(200);
      expect((await (await as(admin)).inject({ url })).statusCode).toBe(200);
    }
  });
});
