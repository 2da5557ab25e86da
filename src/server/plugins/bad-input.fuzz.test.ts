import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index';
import { createWorkflow } from '../test/factories/approval-workflow-factory';
import { createAsset } from '../test/factories/asset-factory';
import { createAttendee } from '../test/factories/attendee-factory';
import { createCfpSubmission } from '../test/factories/cfp-submission-factory';
import { createEvent } from '../test/factories/event-factory';
import { createSponsorship } from '../test/factories/sponsorship-factory';
import { createStakeholder } from '../test/factories/stakeholder-factory';
import { sampleFiles } from '../test/factories/upload-factory';
import { createUser } from '../test/factories/user-factory';
import { startAuthorization } from '../test/provider-flow';
import { actingAs } from '../test/requests';
import { loneSurrogateText } from '../test/text-arbitraries';
import { listRoutes, type RouteEntry } from '../test/route-list';
import { tableCounts } from '../test/table-counts';
import { createTestContext, type TestContext } from '../test/test-app';
import { MAX_JSON_DEPTH } from './body-parsing.plugin';
import { propertyRuns } from '../test/property-runs';

// Bad input at every route Fastify knows under /api and at the provider's forms: JSON nested too
// deeply, JSON holding NUL characters or lone UTF-16 surrogates in the fields a route reads,
// malformed multipart bodies, NUL characters in paths and queries. Never a 5xx; a route that reads
// a body refuses NUL and the rest with a 4xx and a message, and stores a lone surrogate as U+FFFD;
// a refusal writes nothing.

let context: TestContext;
let client: Awaited<ReturnType<typeof actingAs>>;
let routes: RouteEntry[];
let operations: Record<string, Record<string, Operation>>;
/** Record ids by the path segment after /api/: the signed-in plain user's and someone else's. */
const ids: Record<string, { mine: number; others: number }> = {};

/** Every request counts in the route limiter, and sign-in sessions live in oidc_payloads. */
const COUNTED_ANYWAY = ['rate_limit_counters', 'oidc_payloads'];
const RUNS = 4;

interface JsonSchema {
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context;
  const me = await createUser(db);
  const other = await createUser(db);
  const records = async (owner: number) => {
    const event = await createEvent(db, { createdById: owner });
    const owned = { eventId: event.id, createdById: owner };
    return {
      events: event.id,
      'cfp-submissions': (await createCfpSubmission(db, owned)).id,
      attendees: (await createAttendee(db, owned)).id,
      sponsorships: (await createSponsorship(db, owned)).id,
      stakeholders: (await createStakeholder(db, { createdById: owner })).id,
      'approval-workflows': (await createWorkflow(db, { requesterId: owner, itemId: event.id })).id,
      assets: (await createAsset(db, { uploadedBy: owner })).id,
      users: owner,
      notifications: 1,
    };
  };
  const mine = await records(me.id);
  const others = await records(other.id);
  for (const [segment, id] of Object.entries(mine)) {
    ids[segment] = { mine: id, others: others[segment as keyof typeof others] };
  }
  client = await actingAs(context, me);
  // The first request creates nothing any more once the user row exists.
  operations = (await client.inject({ url: '/api/openapi.json' })).json().paths;
  routes = listRoutes(context.app).filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !route.url.startsWith('/api/docs') &&
      route.method !== 'HEAD',
  );
});
afterAll(() => context.close());

const segmentOf = (url: string) => url.split('/')[2]!;
const operationOf = (route: RouteEntry) =>
  operations[route.url.replace(/:([A-Za-z]+)/g, '{$1}')]?.[route.method.toLowerCase()];
const readsBody = (route: RouteEntry) => operationOf(route)?.requestBody !== undefined;

/** The names of the JSON fields a route's body schema declares. */
function bodyFields(route: RouteEntry): string[] {
  const schemas = [operationOf(route)?.requestBody?.content?.['application/json']?.schema];
  const fields = new Set<string>();
  while (schemas.length > 0) {
    const schema = schemas.pop();
    if (!schema) continue;
    for (const field of Object.keys(schema.properties ?? {})) fields.add(field);
    schemas.push(...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? []));
  }
  return fields.size > 0 ? [...fields] : ['name'];
}

type IdChoice = 'mine' | 'others' | 'missing' | 'nul';
const idChoice = fc.constantFrom<IdChoice>('mine', 'others', 'missing', 'nul');

function pathOf(route: RouteEntry, choice: IdChoice): string {
  const record = ids[segmentOf(route.url)];
  const id =
    choice === 'nul' ? '1%00' : choice === 'missing' || !record ? '999999' : String(record[choice]);
  return route.url
    .replace(':entityType', choice === 'nul' ? 'events%00' : 'events')
    .replace(':role', choice === 'nul' ? 'legal%00' : 'legal')
    .replace(':key', choice === 'nul' ? 'a%00.png' : 'missing.png')
    .replace(':id', id);
}

/** Text with at least one NUL character in it. */
const nulText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }))
  .map(([before, after]) => `${before}\u0000${after}`);

/** JSON text nested deeper than the limit: arrays, objects or both, under a plausible field. */
const deepJson = fc
  .record({
    depth: fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5_000 }),
    shape: fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
    field: fc.constantFrom('name', 'metadata', 'csvData', 'reviewerIds', 'goals'),
  })
  .map(({ depth, shape, field }) => {
    const arrays = Array.from({ length: depth }, (_, level) => shape[level % shape.length]!);
    const open = arrays.map((array) => (array ? '[' : '{"a":')).join('');
    const close = arrays
      .reverse()
      .map((array) => (array ? ']' : '}'))
      .join('');
    return `{"${field}":${open}1${close}}`;
  });

/** A JSON body whose route-declared fields hold NUL characters (in text, in lists). */
const nulJson = (fields: string[]) => textJson(fields, nulText);

/**
 * A JSON body whose route-declared fields hold the given text (in text, in lists): one field, so
 * that partial updates and comments get as far as the database, or every field at once.
 */
const textJson = (fields: string[], text: fc.Arbitrary<string>) =>
  fc
    .record({
      chosen: fc.oneof(
        fc.constantFrom(...fields).map((field) => [field]),
        fc.constant(fields),
      ),
      // Not nested objects: keys a schema does not declare are dropped unread, NUL or not.
      value: fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 3 })),
    })
    .map(({ chosen, value }) =>
      JSON.stringify(Object.fromEntries(chosen.map((field) => [field, value]))),
    );

/** A multipart body gone wrong: cut short before its file ends, no boundary, or a foreign one. */
const malformedMultipart = fc
  .record({
    boundary: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
    kind: fc.constantFrom('cut short', 'no boundary parameter', 'boundary not in the body'),
    field: fc.constantFrom('file', 'headshot'),
    cut: fc.nat(),
    noise: fc.string({ maxLength: 40 }),
  })
  .map(({ boundary, kind, field, cut, noise }) => {
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nKeynote slides\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n` +
      'Content-Type: image/png\r\n\r\n';
    const complete = head + sampleFiles.png().toString('latin1');
    const type = `multipart/form-data; boundary=${boundary}`;
    if (kind === 'cut short') {
      return {
        kind,
        type,
        payload: Buffer.from(complete.slice(0, cut % complete.length), 'latin1'),
      };
    }
    if (kind === 'no boundary parameter') {
      return { kind, type: 'multipart/form-data', payload: Buffer.from(complete, 'latin1') };
    }
    return { kind, type, payload: Buffer.from(`${noise}no delimiter here`, 'latin1') };
  });

const hasMessage = (response: LightMyRequestResponse) =>
  String(response.headers['content-type']).includes('json')
    ? typeof response.json().message === 'string' && response.json().message !== ''
    : response.body.length > 0;

/** Sends one bad request and checks the rules above. */
async function expectSafe(options: InjectOptions, mustRefuse: boolean) {
  const before = await tableCounts(context.db, COUNTED_ANYWAY);
  const response = await client.inject(options);
  const where = `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (mustRefuse) expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
  if (response.statusCode >= 400) {
    expect(hasMessage(response), where).toBe(true);
    expect(await tableCounts(context.db, COUNTED_ANYWAY), where).toEqual(before);
  }
  return response;
}

const withBody = () => routes.filter((route) => route.method !== 'GET');

describe('bad input at every API route', () => {
  it('lists the routes it covers, bodies and all', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(withBody().filter(readsBody).length).toBeGreaterThan(20);
  });

  it('JSON nested too deeply: 400, nothing written', async () => {
    for (const route of withBody()) {
      await fc.assert(
        fc.asyncProperty(idChoice, deepJson, async (choice, payload) => {
          await expectSafe(
            {
              method: route.method as InjectOptions['method'],
              url: pathOf(route, choice),
              payload,
              headers: { 'content-type': 'application/json' },
            },
            true,
          );
        }),
        propertyRuns(RUNS),
      );
    }
  });

  it('NUL characters in the fields a route reads: 4xx, nothing written', async () => {
    for (const route of withBody()) {
      await fc.assert(
        fc.asyncProperty(idChoice, nulJson(bodyFields(route)), async (choice, payload) => {
          await expectSafe(
            {
              method: route.method as InjectOptions['method'],
              url: pathOf(route, choice),
              payload,
              headers: { 'content-type': 'application/json' },
            },
            readsBody(route),
          );
        }),
        propertyRuns(RUNS),
      );
    }
  });

  it('lone UTF-16 surrogates in the fields a route reads: stored as U+FFFD or refused, never 5xx', async () => {
    for (const route of withBody()) {
      await fc.assert(
        fc.asyncProperty(
          idChoice,
          textJson(bodyFields(route), loneSurrogateText),
          async (choice, payload) => {
            const response = await expectSafe(
              {
                method: route.method as InjectOptions['method'],
                url: pathOf(route, choice),
                payload,
                headers: { 'content-type': 'application/json' },
              },
              false,
            );
            // JSON.stringify writes a lone surrogate as an escape; stored text has U+FFFD instead.
            expect(response.body, `${route.method} ${route.url}`).not.toMatch(
              /\\ud[89a-f][0-9a-f]{2}/i,
            );
          },
        ),
        { numRuns: RUNS },
      );
    }
  });

  it('malformed multipart bodies: 4xx where a body is read, nothing written', async () => {
    for (const route of withBody()) {
      await fc.assert(
        fc.asyncProperty(idChoice, malformedMultipart, async (choice, body) => {
          await expectSafe(
            {
              method: route.method as InjectOptions['method'],
              url: pathOf(route, choice),
              payload: body.payload,
              headers: { 'content-type': body.type },
            },
            readsBody(route),
          );
        }),
        propertyRuns(RUNS),
      );
    }
  });

  it('NUL characters in paths and query strings: never 5xx, nothing written', async () => {
    const query = fc.dictionary(
      fc.constantFrom('q', 'eventId', 'status', 'sort', 'before', 'role', 'tier', 'start', 'end'),
      fc.oneof(nulText, fc.constant('%00')),
      { minKeys: 1 },
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(idChoice, query, async (choice, params) => {
          await expectSafe(
            {
              method: route.method as InjectOptions['method'],
              url: pathOf(route, choice),
              query: params,
            },
            false,
          );
        }),
        propertyRuns(2),
      );
    }
  });
});

describe("bad input at the provider's forms", () => {
  const registration = {
    username: 'newcomer',
    email: 'newcomer@example.org',
    name: 'New Comer',
    password: 'a long and unusual passphrase',
  };
  const signInFailures = async () =>
    (
      await context.db
        .select({ key: rateLimitCounters.key })
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, 'sign-in:%'))
    ).length;

  const formBody = fc
    .record({
      action: fc.constantFrom('login', 'register'),
      field: fc.constantFrom('username', 'email', 'name', 'password'),
      nul: nulText,
    })
    .map(({ action, field, nul }) => ({
      action,
      type: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({ ...registration, [field]: nul }).toString(),
    }));
  const otherBody = fc.oneof(
    fc.record({
      action: fc.constantFrom('login', 'register'),
      type: fc.constant('application/json'),
      payload: deepJson,
    }),
    fc
      .record({ action: fc.constantFrom('login', 'register'), body: malformedMultipart })
      .map(({ action, body }) => ({ action, type: body.type, payload: body.payload })),
    fc.record({
      action: fc.constantFrom('login', 'register'),
      type: fc.constant('application/x-www-form-urlencoded'),
      payload: fc
        .integer({ min: 1024 * 1024 + 1, max: 2 * 1024 * 1024 })
        .map((size) => `username=demo&password=${'x'.repeat(size)}`),
    }),
  );

  it('NUL characters, deep JSON, malformed multipart and oversized forms: 4xx, nothing written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(formBody, otherBody), async ({ action, type, payload }) => {
        const flow = await startAuthorization(context);
        const before = { tables: await tableCounts(context.db, COUNTED_ANYWAY) };
        const failures = await signInFailures();
        const response = await context.app.inject({
          method: 'POST',
          url: `${flow.interactionPath.split('?')[0]}/${action}`,
          headers: { cookie: flow.jar.header(), 'content-type': type },
          payload,
        });
        const where = `${action} ${type} → ${response.statusCode}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.headers['content-type'], where).toContain('text/html');
        expect({ tables: await tableCounts(context.db, COUNTED_ANYWAY) }, where).toEqual(before);
        expect(await signInFailures(), where).toBe(failures);
      }),
      propertyRuns(20),
    );
  });
});
