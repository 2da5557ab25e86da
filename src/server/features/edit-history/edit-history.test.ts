import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;
let user: TestUser;
let api: Awaited<ReturnType<typeof actingAs>>;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  user = await createUser(context.db, { name: 'Grace Hopper' });
  api = await actingAs(context, user);
});

const history = (id: number | string, entityType = 'events') =>
  api.inject({ url: `/api/edit-history/${entityType}/${id}` });

const valid = {
  name: 'KubeCon Europe',
  link: 'https://events.example.org/kubecon',
  location: 'Berlin',
  startDate: '2026-03-01',
  endDate: '2026-03-03',
};

describe('GET /api/edit-history/events/:id', () => {
  it('lists create, update and delete newest first with editor names and both spellings', async () => {
    const created = await api.inject({ method: 'POST', url: '/api/events', payload: valid });
    const id = created.json().id as number;
    const editor = await createUser(context.db, { name: 'Lin Yu' });
    const editorApi = await actingAs(context, editor);
    await editorApi.inject({
      method: 'PUT',
      url: `/api/events/${id}`,
      payload: { location: 'Paris', priority: 'high' },
    });
    await api.inject({ method: 'DELETE', url: `/api/events/${id}` });

    const response = await history(id);
    expect(response.statusCode).toBe(200);
    const entries = response.json();
    expect(entries.map((entry: { changeDescription: string }) => entry.changeDescription)).toEqual([
      'Deleted event "KubeCon Europe"',
      'Changed location from Berlin to Paris; changed priority from medium to high',
      'Created event "KubeCon Europe"',
    ]);
    expect(entries[1]).toEqual({
      id: expect.any(Number),
      entityType: 'events',
      entityId: id,
      editedById: editor.id,
      editedByName: 'Lin Yu',
      editedByAvatar: null,
      editedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      edited_at: entries[1].editedAt,
      changeDescription: entries[1].changeDescription,
      change_description: entries[1].changeDescription,
      changes: {
        location: { from: 'Berlin', to: 'Paris' },
        priority: { from: 'medium', to: 'high' },
      },
    });
    expect(entries[0]).toMatchObject({ editedByName: 'Grace Hopper', changes: null });
    expect(entries).toHaveLength(3);
  });

  it('credits the system with a change no person made', async () => {
    const event = await createEvent(context.db, { name: 'Seeded' });
    const response = await history(event.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { editedById: null, editedByName: null, changeDescription: 'Created event "Seeded"' },
    ]);
  });

  it('answers 404 for an id that never existed, 400 for a non-numeric id or another type', async () => {
    expect((await history(4242)).statusCode).toBe(404);
    const invalid = await history('abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.id).toBe('Id must be a number');
    const other = await history(1, 'assets');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.entityType).toBe('Entity type must be one of: events');
  });

  it('answers 401 without a token', async () => {
    const response = await context.app.inject({ url: '/api/edit-history/events/1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('edit history and the change it records', () => {
  it('roll back together: a failing history write leaves the event unchanged', async () => {
    const event = await createEvent(context.db, { location: 'Berlin' });
    await context.db.execute(sql`
      create function refuse_history() returns trigger language plpgsql as $$
      begin raise exception 'history refused'; end $$`);
    await context.db.execute(sql`
      create trigger refuse_history before insert on audit_log
      for each row execute function refuse_history()`);
    try {
      const response = await api.inject({
        method: 'PUT',
        url: `/api/events/${event.id}`,
        payload: { location: 'Paris' },
      });
      expect(response.statusCode).toBe(500);
      const created = await api.inject({ method: 'POST', url: '/api/events', payload: valid });
      expect(created.statusCode).toBe(500);
    } finally {
      await context.db.execute(sql`drop trigger refuse_history on audit_log`);
      await context.db.execute(sql`drop function refuse_history()`);
    }
    const [row] = await context.db.select().from(events).where(eq(events.id, event.id));
    expect(row!.location).toBe('Berlin');
    expect(await context.db.$count(events)).toBe(1);
    expect(await context.db.$count(auditLog, isNotNull(auditLog.actorId))).toBe(0);
  });
});
