import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAttendee } from '../../test/factories/attendee-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const roles = async () =>
  (await actingAs(context, await createUser(context.db))).inject({ url: '/api/attendees/roles' });

describe('GET /api/attendees/roles', () => {
  it('answers the roles in use, one per spelling ignoring case, most used first then A to Z', async () => {
    const event = await createEvent(context.db);
    const spellings = ['Speaker', 'speaker', 'Speaker', 'Volunteer', 'booth staff', 'Organizer'];
    for (const role of [...spellings, null, '  ']) {
      await createAttendee(context.db, { eventId: event.id, role });
    }
    const response = await roles();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { value: 'Speaker', uses: 3 },
      { value: 'booth staff', uses: 1 },
      { value: 'Organizer', uses: 1 },
      { value: 'Volunteer', uses: 1 },
    ]);
  });

  it('comes only from existing records: none before, gone once deleted', async () => {
    expect((await roles()).json()).toEqual([]);
    const attendee = await createAttendee(context.db, { role: 'Keynote' });
    expect((await roles()).json()).toEqual([{ value: 'Keynote', uses: 1 }]);
    const client = await actingAs(context, await createUser(context.db, { traits: ['admin'] }));
    const deleted = await client.inject({ method: 'DELETE', url: `/api/attendees/${attendee.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await roles()).json()).toEqual([]);
  });

  it('keeps the role filter of the list as it was: exact, ignoring case', async () => {
    await createAttendee(context.db, { role: 'Speaker' });
    await createAttendee(context.db, { role: 'Speaker Coach' });
    const client = await actingAs(context, await createUser(context.db));
    const listed = await client.inject({ url: '/api/attendees?role=speaker' });
    expect(listed.json().map((row: { role: string }) => row.role)).toEqual(['Speaker']);
  });

  it('answers 401 without a token', async () => {
    await createAttendee(context.db, { role: 'Speaker' });
    const response = await context.app.inject({ url: '/api/attendees/roles' });
    expect(response.statusCode).toBe(401);
  });
});
