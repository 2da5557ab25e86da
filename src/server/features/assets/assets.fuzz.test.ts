import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, users } from '../../db/schema/index';
import { createAsset } from '../../test/factories/asset-factory';
import { createEvent } from '../../test/factories/event-factory';
import { multipartBody, sampleFiles, storedFiles } from '../../test/factories/upload-factory';
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

/** Everything a request of these routes could write: asset rows, user rows, stored files. */
const snapshot = async () => ({
  assets: await context.db.select().from(assets),
  users: await context.db.select().from(users),
  files: await storedFiles(context.dataDir),
});

const FIELDS = [
  'name',
  'type',
  'description',
  'eventId',
  'event_id',
  'cfpSubmissionId',
  'content',
  'isTextContent',
  'uploadMethod',
];
const PROFILE_FIELDS = ['name', 'email', 'bio', 'role', 'jobTitle', 'job_title', 'headshot'];

const fieldValue = fc.oneof(
  fc.string(),
  loneSurrogateText,
  fc.constantFrom('', 'null', 'Keynote', 'A long enough description', 'bio', 'text', '1', '-1'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS, ...PROFILE_FIELDS, 'preferences'), fieldValue),
  fc.jsonValue({ maxDepth: 2 }),
);
const formFields = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(fc.string(), fc.constantFrom('', 'null', 'presentation', 'A long description')),
);
const fileName = fc.oneof(
  fc.constantFrom('a.png', 'a.pdf', 'a.docx', '../../x.png', 'a.exe', '', '.png', 'a.PNG.pdf'),
  fc.string({ maxLength: 20 }),
);
const fileContent = fc.oneof(
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(sampleFiles.png(), sampleFiles.pdf(), sampleFiles.zip(), sampleFiles.exe()),
);
const idSegment = fc.oneof(
  fc.integer({ min: -2, max: 4 }).map(String),
  fc.constantFrom('abc', '1e3', '0x10', '2147483648', '1.5', '%20', 'me'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);
const queryString = fc
  .dictionary(
    fc.constantFrom('eventId', 'unlinked', 'type', 'q', 'expires', 'signature'),
    fc.string(),
  )
  .map((query) => new URLSearchParams(query).toString());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

describe('assets, users and files routes under random input', () => {
  let userId: number;
  let api: Awaited<ReturnType<typeof actingAs>>;

  beforeAll(async () => {
    const user = await createUser(context.db);
    userId = user.id;
    api = await actingAs(context, user);
    const event = await createEvent(context.db);
    await createAsset(context.db, { uploadedBy: user.id, eventId: event.id });
    await api.inject({ url: '/api/users/me' }); // the first request records last_login
  });

  const send = async (method: Method, url: string, body?: unknown, multipart?: object) => {
    const before = await snapshot();
    const response = await api.inject({
      method,
      url,
      ...(multipart ?? {}),
      ...(body === undefined
        ? {}
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
    if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
  };

  it('POST /api/assets with random JSON never answers 5xx, and a refusal writes nothing', () =>
    fc.assert(
      fc.asyncProperty(jsonBody, (body) => send('POST', '/api/assets', body)),
      propertyRuns(80),
    ));

  it('random uploads of assets and headshots never answer 5xx, and a refusal stores nothing', () =>
    fc.assert(
      fc.asyncProperty(formFields, fileName, fileContent, async (fields, name, content) => {
        const form = await multipartBody(fields, { name, content });
        await send('POST', '/api/assets', undefined, form);
        const headshot = await multipartBody(fields, { field: 'headshot', name, content });
        await send('POST', `/api/users/${userId}/headshot`, undefined, headshot);
      }),
      propertyRuns(60),
    ));

  it('PUT on random ids with random bodies never answers 5xx', () =>
    fc.assert(
      fc.asyncProperty(idSegment, jsonBody, async (id, body) => {
        await send('PUT', `/api/assets/${id}`, body);
        await send('PUT', `/api/users/${id}/profile`, body);
      }),
      propertyRuns(80),
    ));

  it('GET and HEAD with random ids and query strings never answer 5xx', () =>
    fc.assert(
      fc.asyncProperty(queryString, idSegment, async (query, id) => {
        await send('GET', `/api/assets?${query}`);
        await send('GET', `/api/assets/${id}`);
        await send('GET', `/api/users/${id}`);
        await send('GET', `/api/files/${id}?${query}`);
        await send('HEAD', `/api/files/${id}?${query}`);
      }),
      propertyRuns(60),
    ));

  it('DELETE on random ids never answers 5xx', () =>
    fc.assert(
      fc.asyncProperty(idSegment, (id) => send('DELETE', `/api/assets/${id}`)),
      propertyRuns(30),
    ));
});

describe('OpenAPI document', () => {
  it('lists every assets, users and files route with its answers', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json();
    const responses = (path: string, method: string) =>
      Object.keys(document.paths[path]?.[method]?.responses ?? {});
    expect(responses('/api/assets', 'get')).toEqual(['200', '400', '401']);
    expect(responses('/api/assets', 'post')).toEqual(['201', '400', '401', '413', '415', '429']);
    expect(responses('/api/assets/{id}', 'get')).toEqual(['200', '400', '401', '404']);
    expect(responses('/api/assets/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '412',
      '429',
    ]);
    expect(responses('/api/assets/{id}', 'delete')).toEqual([
      '204',
      '400',
      '401',
      '403',
      '404',
      '429',
    ]);
    expect(responses('/api/files/{key}', 'get')).toEqual(['200', '403', '404']);
    expect(responses('/api/users', 'get')).toEqual(['200', '401']);
    expect(responses('/api/users/me', 'get')).toEqual(['200', '401']);
    expect(responses('/api/users/{id}', 'get')).toEqual(['200', '400', '401', '404']);
    expect(responses('/api/users/{id}/profile', 'put')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(responses('/api/users/{id}/headshot', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '403', '413', '415']),
    );
    const create = document.paths['/api/assets'].post.requestBody.content;
    expect(Object.keys(create)).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(create['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['name', 'type', 'description', 'eventId', 'content']),
    );
    const headshot = document.paths['/api/users/{id}/headshot'].post.requestBody.content;
    expect(headshot['multipart/form-data'].schema.properties.headshot.format).toBe('binary');
  });
});
