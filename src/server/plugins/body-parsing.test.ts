import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvalWorkflows,
  assets,
  events,
  notifications,
  workflowComments,
  workflowReviewers,
} from '../db/schema/index';
import { createEvent } from '../test/factories/event-factory';
import {
  clearStoredFiles,
  multipartBody,
  sampleFiles,
  storedFiles,
} from '../test/factories/upload-factory';
import { createUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';
import {
  MAX_JSON_DEPTH,
  nestedDeeperThan,
  TOO_DEEP_MESSAGE,
  withWellFormedText,
} from './body-parsing.plugin';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  await clearStoredFiles(context.dataDir);
});

const count = async (table: typeof events | typeof assets | typeof approvalWorkflows) =>
  (await context.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** JSON text of arrays nested `depth` levels deep, e.g. 2 → [[]]. */
const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

const asUser = async () => actingAs(context, await createUser(context.db));
const json = { 'content-type': 'application/json' };

describe('nestedDeeperThan', () => {
  it('counts levels of objects and arrays, not scalars', () => {
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(arrays(500_000)), MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('become U+FFFD in strings and keys at any depth; pairs stay', () => {
    expect(
      withWellFormedText({ 'k\ud800': ['a\udc00', { b: 'x\ud83d\ude00\udbff' }], n: 1 }),
    ).toEqual({
      'k\uFFFD': ['a\uFFFD', { b: 'x\ud83d\ude00\uFFFD' }],
      n: 1,
    });
  });

  it('in a workflow, its comment and a decision are stored as U+FFFD, notices included', async () => {
    const requester = await createUser(context.db);
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db);
    const client = await actingAs(context, requester);
    // JSON escapes, as a client's serializer writes them: the body itself is valid JSON.
    const lone = '"a\\ud800b\\udfff"';
    const created = await client.inject({
      method: 'POST',
      url: '/api/approval-workflows',
      headers: json,
      payload: `{"title":${lone},"description":${lone},"itemType":"event","itemId":${event.id},"reviewerIds":[${reviewer.id}],"estimatedCosts":${lone},"metadata":{${lone}:${lone}}}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const workflow = created.json();
    expect(workflow.title).toBe('a\uFFFDb\uFFFD');
    expect(workflow.metadata).toEqual({ 'a\uFFFDb\uFFFD': 'a\uFFFDb\uFFFD' });

    const comment = await client.inject({
      method: 'POST',
      url: `/api/approval-workflows/${workflow.id}/comments`,
      headers: json,
      payload: `{"comment":${lone}}`,
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const decision = await (
      await actingAs(context, reviewer)
    ).inject({
      method: 'POST',
      url: `/api/approval-workflows/${workflow.id}/decisions`,
      headers: json,
      payload: `{"decision":"changes_requested","comment":${lone}}`,
    });
    expect(decision.statusCode, decision.body).toBe(200);

    const stored = await context.db.select().from(workflowComments);
    expect(stored.map((row) => row.comment)).toEqual(['a\uFFFDb\uFFFD', 'a\uFFFDb\uFFFD']);
    const [review] = await context.db.select().from(workflowReviewers);
    expect(review!.status).toBe('changes_requested');
    const notices = await context.db.select().from(notifications);
    expect(notices.length).toBeGreaterThan(0);
    expect(JSON.stringify(notices)).not.toMatch(/\\ud[89a-f]/i);
  });
});

describe('JSON nested too deeply', () => {
  it('answers 400 naming the limit, on any route, and writes nothing', async () => {
    const client = await asUser();
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db);
    const workflow = (metadata: string) =>
      `{"title":"Deep","itemType":"event","itemId":${event.id},"reviewerIds":[${reviewer.id}],"metadata":{"x":${metadata}}}`;
    const before = { events: await count(events), workflows: await count(approvalWorkflows) };
    for (const [url, payload] of [
      ['/api/approval-workflows', workflow(arrays(3_000))],
      ['/api/approval-workflows', workflow(arrays(100_000))],
      ['/api/events', arrays(3_000)],
      ['/api/events/import-csv', `{"csvData":${arrays(3_000)},"columnMapping":{}}`],
    ] as const) {
      const response = await client.inject({ method: 'POST', url, payload, headers: json });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    }
    expect({ events: await count(events), workflows: await count(approvalWorkflows) }).toEqual(
      before,
    );
  });

  it('is answered with 400 by the public unsubscribe route too, whose pages are HTML', async () => {
    for (const [url, payload] of [
      ['/api/notifications/unsubscribe', arrays(3_000)],
      ['/api/notifications/unsubscribe', '{"not json'],
      [`/api/notifications/unsubscribe?user=${'9'.repeat(30)}`, '{}'],
    ] as const) {
      const response = await context.app.inject({ method: 'POST', url, payload, headers: json });
      expect(response.statusCode, `${url} ${payload.slice(0, 10)}`).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
  });

  it(`still takes ${MAX_JSON_DEPTH} levels`, async () => {
    const client = await asUser();
    const reviewer = await createUser(context.db);
    const event = await createEvent(context.db);
    // The body object and metadata are two levels; the value under metadata fills the rest.
    const payload = `{"title":"Deep enough","itemType":"event","itemId":${event.id},"reviewerIds":[${reviewer.id}],"metadata":{"x":${arrays(MAX_JSON_DEPTH - 2)}}}`;
    const response = await client.inject({
      method: 'POST',
      url: '/api/approval-workflows',
      payload,
      headers: json,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

const BOUNDARY = '----probe';
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = (field: string, name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;

/** Four ways a multipart body goes wrong, each answered by busboy with its own error. */
const malformedBodies = (field: string): [string, string, Record<string, string>?][] =>
  [
    ['cut short inside a file', filePart(field, 'a.png') + sampleFiles.png().toString('latin1')],
    [
      'cut short inside a field',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKeynote`,
    ],
    ['without any boundary in it', 'just some text'],
    [
      'missing the boundary parameter',
      `--${BOUNDARY}\r\n`,
      { 'content-type': 'multipart/form-data' },
    ],
  ] as const;

describe('malformed multipart bodies', () => {
  it.each(malformedBodies('file'))(
    'POST /api/assets answers 400 to a body %s, storing nothing',
    async (_kind, payload, headers = multipart) => {
      const client = await asUser();
      const response = await client.inject({
        method: 'POST',
        url: '/api/assets',
        payload,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The multipart\/form-data body is malformed: /);
      expect(await count(assets)).toBe(0);
      expect(await storedFiles(context.dataDir)).toEqual([]);
    },
  );

  it.each(malformedBodies('headshot'))(
    'POST /api/users/:id/headshot answers 400 to a body %s, storing nothing',
    async (_kind, payload, headers = multipart) => {
      const user = await createUser(context.db);
      const response = await (
        await actingAs(context, user)
      ).inject({ method: 'POST', url: `/api/users/${user.id}/headshot`, payload, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The multipart\/form-data body is malformed: /);
      expect(await storedFiles(context.dataDir)).toEqual([]);
    },
  );

  it('the upload routes answer 415 to a content type they do not take, naming theirs', async () => {
    const user = await createUser(context.db);
    const client = await actingAs(context, user);
    for (const [url, payload, type, expected] of [
      [`/api/users/${user.id}/headshot`, '{}', 'application/json', 'multipart/form-data'],
      [`/api/users/${user.id}/headshot`, 'hi', 'text/plain', 'multipart/form-data'],
      ['/api/assets', 'hi', 'text/plain', 'application/json or multipart/form-data'],
    ] as const) {
      const response = await client.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type },
      });
      expect(response.statusCode, `${url} ${type}`).toBe(415);
      expect(response.json()).toEqual({ message: `Unsupported content type: send ${expected}` });
    }
    expect(await count(assets)).toBe(0);
  });

  it('a well-formed upload still works', async () => {
    const body = await multipartBody(
      { name: 'Keynote slides', type: 'presentation', description: 'Slides of the keynote' },
      { name: 'photo.png', content: sampleFiles.png() },
    );
    const response = await (await asUser()).inject({ method: 'POST', url: '/api/assets', ...body });
    expect(response.statusCode).toBe(201);
  });
});
