import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@shared/schemas/user';
import { users } from '../../db/schema/index';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { describeRecordVersions } from '../../test/record-versions';
import { createTestContext, type TestContext } from '../../test/test-app';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(() => context.reset());

const as = (user: TestUser) => actingAs(context, user);
const rowOf = async (id: number) =>
  (await context.db.select().from(users).where(eq(users.id, id)))[0]!;

const putProfile = async (user: TestUser, payload: object, id = user.id) =>
  (await as(user)).inject({ method: 'PUT', url: `/api/users/${id}/profile`, payload });

describe('GET /api/users', () => {
  it('lists everyone by name with id, name, username, email and headshot', async () => {
    const zoe = await createUser(context.db, { name: 'Zoe Zhang', username: 'zoe' });
    const adam = await createUser(context.db, { name: 'adam Smith', username: 'adam' });
    const response = await (await as(zoe)).inject({ url: '/api/users' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: adam.id,
        name: 'adam Smith',
        username: 'adam',
        email: 'adam@example.org',
        headshot: null,
      },
      { id: zoe.id, name: 'Zoe Zhang', username: 'zoe', email: 'zoe@example.org', headshot: null },
    ]);
  });

  it('searches name, username and email with q, literally, up to limit', async () => {
    const zoe = await createUser(context.db, { name: 'Zoe Zhang', username: 'zoe' });
    await createUser(context.db, { name: 'Adam Smith', username: 'adam' });
    await createUser(context.db, { name: 'Zed 100%', username: 'zed' });
    const names = async (query: string) =>
      (
        (await (await as(zoe)).inject({ url: `/api/users?${query}` })).json() as { name: string }[]
      ).map((user) => user.name);
    expect(await names('q=ZH')).toEqual(['Zoe Zhang']);
    expect(await names('q=adam%40example')).toEqual(['Adam Smith']);
    expect(await names('q=z')).toEqual(['Zed 100%', 'Zoe Zhang']);
    expect(await names('q=z&limit=1')).toEqual(['Zed 100%']);
    expect(await names('q=%25')).toEqual(['Zed 100%']);
    expect(await names('q=_')).toEqual([]);
    const tooMany = await (await as(zoe)).inject({ url: '/api/users?limit=501' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('leaves disabled accounts out with active=true (the reviewer picker), keeps them otherwise', async () => {
    const zoe = await createUser(context.db, { name: 'Zoe Zhang', username: 'zoe' });
    const gone = await createUser(context.db, { name: 'Dana Departed', username: 'dana' });
    await context.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.id));
    const names = async (query: string) =>
      (
        (await (await as(zoe)).inject({ url: `/api/users?${query}` })).json() as { name: string }[]
      ).map((user) => user.name);
    expect(await names('active=true')).toEqual(['Zoe Zhang']);
    expect(await names('')).toEqual(['Dana Departed', 'Zoe Zhang']);
    const bad = await (await as(zoe)).inject({ url: '/api/users?active=yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/me and /api/users/{id}', () => {
  it('answers one’s own record with default notification preferences', async () => {
    const user = await createUser(context.db);
    const response = await (await as(user)).inject({ url: '/api/users/me' });
    expect(response.json()).toMatchObject({
      id: user.id,
      headshot: null,
      // The provider's subject, under the user record's field name.
      keycloakId: user.subject,
      preferences: {
        email_notifications: true,
        cfp_deadline_reminders: true,
        cfp_status_updates: true,
        new_cfp_digest: false,
        event_reminders: true,
      },
    });
  });

  it('shows others without their personal settings; 404 and 400 for bad ids', async () => {
    const [user, other] = [await createUser(context.db), await createUser(context.db)];
    const client = await as(user);
    const seen = await client.inject({ url: `/api/users/${other.id}` });
    expect(seen.json()).toMatchObject({ id: other.id, name: other.name });
    expect(seen.json()).not.toHaveProperty('preferences');
    expect((await client.inject({ url: '/api/users/999' })).statusCode).toBe(404);
    const bad = await client.inject({ url: '/api/users/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Id must be a number');
  });
});

describe('PUT /api/users/{id}/profile', () => {
  it('saves name, email, bio, role and job title (either spelling)', async () => {
    const user = await createUser(context.db);
    const response = await putProfile(user, {
      name: 'Lin Yu',
      email: 'lin@example.org',
      bio: 'Community person',
      role: 'ospo_lead',
      job_title: 'OSPO Lead',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Lin Yu',
      email: 'lin@example.org',
      bio: 'Community person',
      role: 'ospo_lead',
      jobTitle: 'OSPO Lead',
    });
    expect(await rowOf(user.id)).toMatchObject({ name: 'Lin Yu', jobTitle: 'OSPO Lead' });
  });

  it('leaves absent fields alone and clears fields sent empty', async () => {
    const user = await createUser(context.db);
    await putProfile(user, { bio: 'Before', role: 'Developer Relations' });
    const response = await putProfile(user, { bio: '' });
    expect(response.json()).toMatchObject({ bio: null, role: 'Developer Relations' });
  });

  it('round-trips notification preferences, merged with the defaults', async () => {
    const user = await createUser(context.db);
    await putProfile(user, { preferences: { new_cfp_digest: true, unknown_flag: true } });
    const saved = await putProfile(user, {
      preferences: JSON.stringify({ email_notifications: false }),
    });
    const expected = {
      email_notifications: false,
      cfp_deadline_reminders: true,
      cfp_status_updates: true,
      new_cfp_digest: true,
      event_reminders: true,
    };
    expect(saved.json().preferences).toEqual(expected);
    const me = await (await as(user)).inject({ url: '/api/users/me' });
    expect(me.json().preferences).toEqual(expected);
    expect((await rowOf(user.id)).preferences).not.toHaveProperty('unknown_flag');
  });

  it('cannot grant roles or change identity through the body', async () => {
    const user = await createUser(context.db);
    const before = await rowOf(user.id);
    const response = await putProfile(user, {
      name: 'Still Me',
      roles: ['admin'],
      realmRoles: ['admin'],
      realm_roles: ['admin'],
      keycloakId: 'someone-else',
      keycloak_id: 'someone-else',
      subject: 'someone-else',
      username: 'root',
      id: 999,
    });
    expect(response.statusCode).toBe(200);
    const after = await rowOf(user.id);
    expect(after).toMatchObject({
      id: user.id,
      subject: before.subject,
      username: before.username,
      realmRoles: before.realmRoles,
      name: 'Still Me',
    });
  });

  it('refuses to edit someone else’s profile, admin included, and writes nothing', async () => {
    const owner = await createUser(context.db);
    for (const intruder of [
      await createUser(context.db),
      await createUser(context.db, { traits: ['admin'] }),
    ]) {
      const response = await putProfile(intruder, { name: 'Hacked' }, owner.id);
      expect(response.statusCode).toBe(403);
    }
    expect((await rowOf(owner.id)).name).toBe(owner.name);
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters.'],
    [{ name: null }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ bio: 'x'.repeat(161) }, 'bio', 'Bio must be at most 160 characters'],
    [{ jobTitle: 'X' }, 'jobTitle', 'Job title must be at least 2 characters.'],
    [
      { preferences: { email_notifications: 'yes' } },
      'preferences.email_notifications',
      'Must be true or false',
    ],
    [{ preferences: 'not json' }, 'preferences', 'Must be an object'],
  ])('refuses %o with 400 and writes nothing', async (payload, field, message) => {
    const user = await createUser(context.db);
    await (await as(user)).inject({ url: '/api/users/me' }); // sets last_login
    const before = await rowOf(user.id);
    const response = await putProfile(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toContain(message);
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('refuses an email another account holds, ignoring case, with 409 and writes nothing', async () => {
    await createUser(context.db, { email: 'ada@example.org' });
    const user = await createUser(context.db);
    await (await as(user)).inject({ url: '/api/users/me' }); // sets last_login
    const before = await rowOf(user.id);
    const response = await putProfile(user, { name: 'Not Ada', email: '  ADA@Example.org ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: PROFILE_MESSAGES.emailTaken,
      errors: { email: PROFILE_MESSAGES.emailTaken },
    });
    expect(await rowOf(user.id)).toEqual(before);
  });

  it('lets a person keep or re-case their own email', async () => {
    const user = await createUser(context.db, { email: 'lin@example.org' });
    const response = await putProfile(user, { email: 'Lin@Example.org' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('Lin@Example.org');
  });

  it('keeps the version when only a sign-in is noted, so a form left open an hour still saves', async () => {
    const user = await createUser(context.db);
    const client = await as(user);
    const opened = await client.inject({ url: '/api/users/me' });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await context.db.update(users).set({ lastLogin: twoHoursAgo }).where(eq(users.id, user.id));
    const saved = await client.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      headers: { 'if-match': opened.headers.etag as string },
      payload: { jobTitle: 'Engineer' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(opened.json().version + 1);
    // The save's request noted the sign-in again before it wrote.
    expect((await rowOf(user.id)).lastLogin!.getTime()).toBeGreaterThan(twoHoursAgo.getTime());
  });

  it('answers 400 for a non-numeric id and 401 without a token', async () => {
    const user = await createUser(context.db);
    expect((await putProfile(user, { name: 'Lin' }, 'me' as unknown as number)).statusCode).toBe(
      400,
    );
    const anonymous = await context.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/profile`,
      payload: { name: 'Lin' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeRecordVersions({
  path: '/api/users',
  context: () => context,
  // The profile is its owner's own record.
  create: async (createdById) => ({ id: createdById }),
  patch: (n) => ({ jobTitle: `Engineer ${n}` }),
  field: 'jobTitle',
  writeUrl: (id) => `/api/users/${id}/profile`,
  listed: false,
});
