import { eq, isNotNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events } from '../../db/schema/index';
import { createEvent } from '../../test/factories/event-factory';
import { createUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { loneSurrogateText } from '../../test/text-arbitraries';
import { createTestContext, type TestContext } from '../../test/test-app';
import { propertyRuns } from '../../test/property-runs';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const rowCounts = async () => ({
  events: await context.db.$count(events),
  history: await context.db.$count(auditLog, isNotNull(auditLog.actorId)),
});

const FIELDS = [
  'name',
  'link',
  'location',
  'startDate',
  'start_date',
  'endDate',
  'cfpDeadline',
  'cfpLink',
  'priority',
  'type',
  'status',
  'source',
  'goal',
  'goals',
  'notes',
];
const QUERY_KEYS = ['q', 'type', 'priority', 'status', 'from', 'to', 'sort', 'order', 'limit'];

const fieldValue = fc.oneof(
  fc.string(),
  loneSurrogateText,
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('', '2026-02-30', '2026-03-01', 'https://x.org', 'javascript:1', '["speaking"]'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const eventBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue),
  fc.jsonValue({ maxDepth: 2 }),
);
const idSegment = fc.oneof(
  fc.integer({ min: -5, max: 5 }).map(String),
  fc.constantFrom('abc', '1e3', '0x10', '2147483648', '99999999999999999999', '1.5', '%20'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(...QUERY_KEYS, 'offset', 'today', 'limit'),
    fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('2026-03-01', '2026-05-31', '2027-03-01', 'attendeeCount', '-goal'),
    ),
  )
  .map((query) => new URLSearchParams(query).toString());

describe('events, history and dashboard routes under random input', () => {
  let api: Awaited<ReturnType<typeof actingAs>>;

  beforeAll(async () => {
    const user = await createUser(context.db, { traits: ['admin'] });
    api = await actingAs(context, user);
    await createEvent(context.db, { createdById: user.id });
  });

  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const before = await rowCounts();
    const response = await api.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) expect(await rowCounts()).toEqual(before);
  };

  it('POST with random bodies never answers 5xx, and a refusal writes nothing', () =>
    fc.assert(
      fc.asyncProperty(eventBody, (body) => send('POST', '/api/events', body)),
      propertyRuns(120),
    ));

  it('PUT on random ids with random bodies never answers 5xx', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom('1', '2'), idSegment), eventBody, (id, body) =>
        send('PUT', `/api/events/${id}`, body),
      ),
      propertyRuns(120),
    ));

  it('the list, calendar, event, history and dashboard never answer 5xx to random queries', () =>
    fc.assert(
      fc.asyncProperty(queryString, idSegment, async (query, id) => {
        await send('GET', `/api/events?${query}`);
        await send('GET', `/api/events/calendar?${query}`);
        await send('GET', `/api/events/${id}`);
        await send('GET', `/api/history?type=events&id=${id}&${query}`);
        await send('GET', `/api/dashboard?${query}`);
      }),
      propertyRuns(80),
    ));

  it('PUT with a random If-Match never answers 5xx, and a refusal leaves the event as it was', async () => {
    const [event] = await context.db.select({ id: events.id }).from(events).limit(1);
    const stored = () => context.db.select().from(events).where(eq(events.id, event!.id));
    const ifMatch = fc.oneof(
      fc.constantFrom('"1"', '"2"', '"3"', '*', '"999"', 'W/"1"', '1', '', '"1", "2"'),
      fc.string({ unit: fc.constantFrom('"', 'W', '/', '*', ',', ' ', '0', '1', 'x') }),
    );
    await fc.assert(
      fc.asyncProperty(ifMatch, eventBody, async (tag, body) => {
        const before = await stored();
        const response = await api.inject({
          method: 'PUT',
          url: `/api/events/${event!.id}`,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', 'if-match': tag },
        });
        expect(response.statusCode, `If-Match ${tag}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await stored()).toEqual(before);
      }),
      propertyRuns(80),
    );
  });

  it('DELETE on random ids never answers 5xx', () =>
    fc.assert(
      fc.asyncProperty(idSegment, (id) => send('DELETE', `/api/events/${id}`)),
      propertyRuns(40),
    ));
});

describe('OpenAPI document', () => {
  it('lists every events, history and dashboard route with its answers', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const responses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(responses('/api/events', 'get')).toEqual(['200', '400', '401']);
    expect(responses('/api/events', 'post')).toEqual(['201', '400', '401', '429']);
    expect(responses('/api/events/{id}', 'get')).toEqual(['200', '400', '401', '404']);
    expect(responses('/api/events/calendar', 'get')).toEqual(['200', '400', '401']);
    for (const method of ['put', 'delete']) {
      expect(responses('/api/events/{id}', method)).toEqual(
        expect.arrayContaining(['400', '401', '403', '404']),
      );
    }
    expect(responses('/api/events/{id}', 'put')).toContain('412');
    const putParameters = document.paths['/api/events/{id}'].put.parameters.map(
      (parameter: { name: string; in: string }) => `${parameter.in} ${parameter.name}`,
    );
    expect(putParameters).toContain('header if-match');
    expect(responses('/api/events/{id}/deletion', 'get')).toEqual(['200', '400', '401', '404']);
    expect(responses('/api/history', 'get')).toEqual(['200', '400', '401', '404']);
    expect(responses('/api/dashboard', 'get')).toEqual(['200', '400', '401']);
    const body = document.paths['/api/events'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['name', 'link', 'location', 'startDate', 'endDate', 'goals']),
    );
    const listParameters = document.paths['/api/events'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(listParameters).toEqual(expect.arrayContaining(['q', 'sort', 'limit', 'offset']));
  });
});
