import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkflow } from './test/factories/approval-workflow-factory';
import { createAsset } from './test/factories/asset-factory';
import { createAttendee } from './test/factories/attendee-factory';
import { createCfpSubmission } from './test/factories/cfp-submission-factory';
import { createEvent } from './test/factories/event-factory';
import { createSponsorship } from './test/factories/sponsorship-factory';
import { createStakeholder } from './test/factories/stakeholder-factory';
import { multipartBody, sampleFiles } from './test/factories/upload-factory';
import { createUser, type TestUser } from './test/factories/user-factory';
import { actingAs } from './test/requests';
import { createTestContext, type TestContext } from './test/test-app';

// The product's published API, called exactly as the specification's clients call it: each row is
// one call of its "Product API" table, with the payload shape it names (snake_case bodies for
// attendees and sponsorships, camelCase for CFP submissions and workflows, goals as a JSON-encoded
// string, partial PUTs), checked for its status and the response fields clients read.
//
// A specification call is never removed or reshaped; a better way is added beside it. A row here
// changes only when the specification does (docs/ARCHITECTURE.md, "The API is a contract").

let context: TestContext;
let me: TestUser;
let reviewer: TestUser;
/** Records the rows read, update, link or delete; ids the creating rows answer are added. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  context = await createTestContext();
  me = await createUser(context.db, { name: 'Grace Hopper' });
  reviewer = await createUser(context.db, { traits: ['reviewer'] });
  const event = await createEvent(context.db, { createdById: me.id });
  const owned = { eventId: event.id, createdById: me.id };
  Object.assign(ids, {
    event: event.id,
    otherEvent: (await createEvent(context.db, { createdById: me.id })).id,
    doomedEvent: (await createEvent(context.db, { createdById: me.id })).id,
    submission: (await createCfpSubmission(context.db, owned)).id,
    attendee: (await createAttendee(context.db, owned)).id,
    sponsorship: (await createSponsorship(context.db, owned)).id,
    asset: (await createAsset(context.db, { uploadedBy: me.id })).id,
    stakeholder: (await createStakeholder(context.db, { createdById: me.id })).id,
    workflow: (await createWorkflow(context.db, { requesterId: me.id, itemId: event.id })).id,
  });
});
afterAll(() => context.close());

const json = (payload: object) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});

interface Row {
  /** The call as the specification's table writes it. */
  call: string;
  request: () => Promise<InjectOptions> | InjectOptions;
  status: number;
  /** The response fields the specification names, checked on the parsed body. */
  check?: (body: never, response: LightMyRequestResponse) => void | Promise<void>;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });

/** DELETE {path}/{id} of the record ids[key]: 204. */
const deletes = (path: string, key: string): Row => ({
  call: `DELETE ${path}/{id}`,
  request: () => ({ method: 'DELETE', url: `${path}/${ids[key]}` }),
  status: 204,
});

/** GET {path}?eventId={id}: the event's one record, ids[key]. */
const listsForEvent = (path: string, key: string): Row => ({
  call: `GET ${path}?eventId={id}`,
  request: () => get(`${path}?eventId=${ids.event}`),
  status: 200,
  check: (body: { id: number }[]) => expect(body.map((row) => row.id)).toEqual([ids[key]]),
});

const ROWS: Row[] = [
  {
    call: 'GET /api/version',
    request: () => get('/api/version'),
    status: 200,
    check: (body: { version: string; environment: string }) => {
      expect(body.version).toEqual(expect.any(String));
      expect(body.environment).toEqual(expect.any(String));
    },
  },
  {
    call: 'GET /api/events',
    request: () => get('/api/events'),
    status: 200,
    check: (body: { id: number; name: string }[]) =>
      expect(body).toContainEqual(
        expect.objectContaining({ id: ids.event, name: expect.any(String) }),
      ),
  },
  {
    call: 'GET /api/events/{id}',
    request: () => get(`/api/events/${ids.event}`),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({
        id: ids.event,
        startDate: expect.any(String),
        endDate: expect.any(String),
        cfpDeadline: null,
        createdById: me.id,
        createdByName: 'Grace Hopper',
        createdByAvatar: null,
      }),
  },
  {
    call: 'POST /api/events (goals as a JSON-encoded string)',
    request: () => ({
      method: 'POST',
      url: '/api/events',
      ...json({
        name: 'Open Source Summit',
        link: 'https://example.org/oss',
        start_date: '2031-06-01',
        end_date: '2031-06-03',
        location: 'Vancouver',
        priority: 'high',
        type: 'conference',
        goals: JSON.stringify(['speaking', 'networking']),
        cfp_deadline: '2031-03-01',
        cfp_link: 'https://example.org/oss/cfp',
        status: 'planning',
        notes: 'Booth and two talks',
      }),
    }),
    status: 201,
    check: (body: { id: number; goal: string[]; startDate: string; cfpDeadline: string }) => {
      ids.createdEvent = body.id;
      expect(body.id).toEqual(expect.any(Number));
      expect(body.goal).toEqual(['speaking', 'networking']);
      expect([body.startDate, body.cfpDeadline]).toEqual(['2031-06-01', '2031-03-01']);
    },
  },
  {
    call: 'PUT /api/events/{id}',
    request: () => ({
      method: 'PUT',
      url: `/api/events/${ids.createdEvent}`,
      ...json({
        name: 'Open Source Summit NA',
        link: 'https://example.org/oss',
        start_date: '2031-06-01',
        end_date: '2031-06-04',
        location: 'Vancouver',
        priority: 'high',
        type: 'conference',
        goals: JSON.stringify(['speaking']),
        status: 'confirmed',
      }),
    }),
    status: 200,
    check: (body: { name: string; endDate: string; goal: string[]; status: string }) =>
      expect(body).toMatchObject({
        name: 'Open Source Summit NA',
        endDate: '2031-06-04',
        goal: ['speaking'],
        status: 'confirmed',
      }),
  },
  {
    call: 'GET /api/edit-history/{entityType}/{id}',
    request: () => get(`/api/edit-history/events/${ids.createdEvent}`),
    status: 200,
    check: (body: Record<string, unknown>[]) => {
      expect(body.map((entry) => entry.change_description)).toEqual([
        expect.stringMatching(/changed name from Open Source Summit to Open Source Summit NA/i),
        'Created event "Open Source Summit"',
      ]);
      expect(body[0]).toEqual({
        id: expect.any(Number),
        editedByName: 'Grace Hopper',
        editedByAvatar: null,
        edited_at: expect.any(String),
        change_description: expect.any(String),
      });
    },
  },
  deletes('/api/events', 'doomedEvent'),
  {
    call: 'POST /api/events/import-csv',
    request: () => ({
      method: 'POST',
      url: '/api/events/import-csv',
      ...json({
        csvData: [
          {
            Name: 'FOSDEM',
            URL: 'https://fosdem.org',
            Start: '2032-02-01',
            End: '2032-02-02',
            City: 'Brussels',
          },
        ],
        columnMapping: {
          Name: 'name',
          URL: 'link',
          Start: 'start_date',
          End: 'end_date',
          City: 'location',
        },
        defaultValues: { priority: 'medium', type: 'conference' },
        deduplicationMode: 'skip',
      }),
    }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({
        imported: 1,
        updated: 0,
        skipped: 0,
        duplicates: [],
        errors: [],
      }),
  },
  listsForEvent('/api/cfp-submissions', 'submission'),
  {
    call: 'POST /api/cfp-submissions (camelCase)',
    request: () => ({
      method: 'POST',
      url: '/api/cfp-submissions',
      ...json({
        eventId: ids.event,
        title: 'Contracts for APIs',
        abstract: 'Why a published call stays',
        submitterName: 'Grace Hopper',
        status: 'draft',
        notes: 'Keynote slot',
        submissionDate: '2031-01-15',
      }),
    }),
    status: 201,
    check: (body: { id: number; submissionDate: string; eventId: number }) => {
      ids.createdSubmission = body.id;
      expect(body).toMatchObject({ eventId: ids.event, submissionDate: '2031-01-15' });
    },
  },
  {
    call: 'PUT /api/cfp-submissions/{id} (status only)',
    request: () => ({
      method: 'PUT',
      url: `/api/cfp-submissions/${ids.createdSubmission}`,
      ...json({ status: 'submitted' }),
    }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({ status: 'submitted', title: 'Contracts for APIs' }),
  },
  deletes('/api/cfp-submissions', 'createdSubmission'),
  listsForEvent('/api/attendees', 'attendee'),
  {
    call: 'POST /api/attendees (snake_case)',
    request: () => ({
      method: 'POST',
      url: '/api/attendees',
      ...json({
        event_id: ids.event,
        name: 'Lin Yu',
        email: 'lin@example.org',
        role: 'speaker',
        notes: 'Arrives a day early',
      }),
    }),
    status: 201,
    check: (body: { id: number }) => {
      ids.createdAttendee = body.id;
      expect(body).toMatchObject({ eventId: ids.event, name: 'Lin Yu', email: 'lin@example.org' });
    },
  },
  deletes('/api/attendees', 'createdAttendee'),
  listsForEvent('/api/sponsorships', 'sponsorship'),
  {
    call: 'POST /api/sponsorships (snake_case, amount as a currency string)',
    request: () => ({
      method: 'POST',
      url: '/api/sponsorships',
      ...json({
        event_id: ids.event,
        sponsor_name: 'Acme',
        tier: 'Gold',
        amount: '$5,000',
        status: 'pending',
        contact_name: 'Wile E.',
        contact_email: 'wile@example.org',
        notes: 'Logo on the lanyard',
      }),
    }),
    status: 201,
    check: (body) =>
      expect(body).toMatchObject({
        eventId: ids.event,
        sponsorName: 'Acme',
        amount: 5000,
        currency: 'USD',
        contactName: 'Wile E.',
      }),
  },
  deletes('/api/sponsorships', 'sponsorship'),
  {
    call: 'POST /api/assets (text mode, JSON)',
    request: () => ({
      method: 'POST',
      url: '/api/assets',
      ...json({
        name: 'Speaker bio',
        type: 'bio',
        description: 'Short bio for the programme',
        eventId: null,
        cfpSubmissionId: null,
        content: 'Grace builds compilers.',
        isTextContent: true,
      }),
    }),
    status: 201,
    check: (body: { id: number }) => {
      ids.textAsset = body.id;
      expect(body).toMatchObject({ isTextContent: true, content: 'Grace builds compilers.' });
    },
  },
  {
    call: 'POST /api/assets (file mode, multipart)',
    request: async () => ({
      method: 'POST',
      url: '/api/assets',
      ...(await multipartBody(
        {
          name: 'Keynote slides',
          type: 'presentation',
          description: 'Slides of the keynote',
          eventId: ids.event,
          cfpSubmissionId: ids.submission,
        },
        { name: 'slides.pdf', content: sampleFiles.pdf(), type: 'application/pdf' },
      )),
    }),
    status: 201,
    check: (body: { id: number; fileUrl: string }) => {
      ids.fileAsset = body.id;
      expect(body).toMatchObject({ eventId: ids.event, cfpSubmissionId: ids.submission });
      expect(body.fileUrl).toEqual(expect.any(String));
    },
  },
  {
    call: 'HEAD on an asset’s file path',
    request: async () => {
      const asset = await send(get(`/api/assets/${ids.fileAsset}`));
      return { method: 'HEAD', url: asset.json().fileUrl };
    },
    status: 200,
  },
  listsForEvent('/api/assets', 'fileAsset'),
  {
    call: 'PUT /api/assets/{id} (name and description)',
    request: () => ({
      method: 'PUT',
      url: `/api/assets/${ids.textAsset}`,
      ...json({ name: 'Speaker bio (short)', description: 'For the website' }),
    }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({ name: 'Speaker bio (short)', description: 'For the website' }),
  },
  {
    call: 'GET /api/assets?unlinked={eventId}',
    request: () => get(`/api/assets?unlinked=${ids.event}`),
    status: 200,
    check: (body: { id: number }[]) => {
      const listed = body.map((row) => row.id);
      expect(listed).toEqual(expect.arrayContaining([ids.textAsset, ids.asset]));
      expect(listed).not.toContain(ids.fileAsset);
    },
  },
  {
    call: 'PUT /api/assets/{id} (eventId only: link)',
    request: () => ({
      method: 'PUT',
      url: `/api/assets/${ids.textAsset}`,
      ...json({ eventId: ids.event }),
    }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({ eventId: ids.event, name: 'Speaker bio (short)' }),
  },
  {
    call: 'GET /api/assets',
    request: () => get('/api/assets'),
    status: 200,
    check: (body: { id: number }[]) => expect(body).toHaveLength(3),
  },
  deletes('/api/assets', 'textAsset'),
  {
    call: 'GET /api/stakeholders',
    request: () => get('/api/stakeholders'),
    status: 200,
    check: (body: { id: number }[]) => expect(body.map((row) => row.id)).toEqual([ids.stakeholder]),
  },
  {
    call: 'POST /api/stakeholders',
    request: () => ({
      method: 'POST',
      url: '/api/stakeholders',
      ...json({
        name: 'Sam Legal',
        email: 'sam@example.org',
        role: 'legal',
        organization: 'ACME',
        department: 'Legal',
        notes: 'Reviews sponsorship contracts',
      }),
    }),
    status: 201,
    check: (body) => expect(body).toMatchObject({ name: 'Sam Legal', role: 'legal' }),
  },
  {
    call: 'GET /api/stakeholders/role/{role}',
    request: () => get('/api/stakeholders/role/legal'),
    status: 200,
    check: (body: { name: string; role: string }[]) =>
      expect(body).toContainEqual(expect.objectContaining({ name: 'Sam Legal', role: 'legal' })),
  },
  {
    call: 'GET /api/approval-workflows?status={status}',
    request: () => get('/api/approval-workflows?status=pending'),
    status: 200,
    check: (body: { id: number }[]) => expect(body.map((row) => row.id)).toEqual([ids.workflow]),
  },
  {
    call: 'POST /api/approval-workflows (camelCase)',
    request: () => ({
      method: 'POST',
      url: '/api/approval-workflows',
      ...json({
        title: 'Travel to the summit',
        description: 'Flights and hotel',
        itemType: 'event',
        itemId: ids.event,
        priority: 'high',
        dueDate: '2031-05-01',
        estimatedCosts: 'EUR 1,200',
        requesterId: me.id,
        reviewerIds: [reviewer.id],
        stakeholderIds: [ids.stakeholder],
        metadata: { budgetLine: 'travel' },
      }),
    }),
    status: 201,
    check: (body) =>
      expect(body).toMatchObject({
        itemType: 'event',
        itemId: ids.event,
        dueDate: '2031-05-01',
        estimatedCosts: 'EUR 1,200',
        requesterId: me.id,
        reviewerIds: [reviewer.id],
        stakeholderIds: [ids.stakeholder],
        metadata: { budgetLine: 'travel' },
      }),
  },
  {
    call: 'GET /api/users',
    request: () => get('/api/users'),
    status: 200,
    check: (body: { id: number; name: string }[]) =>
      expect(body).toContainEqual(expect.objectContaining({ id: me.id, name: 'Grace Hopper' })),
  },
  {
    call: 'POST /api/users/{id}/headshot (multipart)',
    request: async () => ({
      method: 'POST',
      url: `/api/users/${me.id}/headshot`,
      ...(await multipartBody(
        {},
        { field: 'headshot', name: 'me.png', content: sampleFiles.png(), type: 'image/png' },
      )),
    }),
    status: 200,
    check: (body: { headshot: string }) => expect(body.headshot).toEqual(expect.any(String)),
  },
  {
    call: 'GET /api/users/{id} (the avatar reads headshot)',
    request: () => get(`/api/users/${me.id}`),
    status: 200,
    check: (body: { headshot: string }) => expect(body.headshot).toEqual(expect.any(String)),
  },
  {
    call: 'PUT /api/users/{id}/profile (job_title; headshot null removes the photo)',
    request: () => ({
      method: 'PUT',
      url: `/api/users/${me.id}/profile`,
      ...json({
        name: 'Grace B. Hopper',
        email: 'grace@example.org',
        bio: 'Compilers',
        role: 'Rear admiral',
        job_title: 'Computer scientist',
        headshot: null,
      }),
    }),
    status: 200,
    check: (body) =>
      expect(body).toMatchObject({
        name: 'Grace B. Hopper',
        email: 'grace@example.org',
        jobTitle: 'Computer scientist',
        headshot: null,
      }),
  },
  {
    call: 'POST /api/users/{id}/headshot (an error answer carries message)',
    request: async () => ({
      method: 'POST',
      url: `/api/users/${me.id}/headshot`,
      ...(await multipartBody(
        {},
        { field: 'headshot', name: 'a.exe', content: sampleFiles.exe() },
      )),
    }),
    status: 415,
    check: (body: { message: string }) => expect(body.message).toEqual(expect.any(String)),
  },
];

async function send(options: InjectOptions) {
  return (await actingAs(context, me)).inject(options);
}

describe('the specification’s Product API', () => {
  it.each(ROWS)('$call', async ({ request, status, check }) => {
    const options = await request();
    const response = await send(options);
    expect(response.statusCode, `${options.method} ${options.url}: ${response.body}`).toBe(status);
    const body = response.body ? response.json() : undefined;
    await check?.(body as never, response);
  });

  it('documents every call in the OpenAPI document', async () => {
    const document = (await send(get('/api/openapi.json'))).json();
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const calls = ROWS.map((row) => row.call.split(/[ ?]/).slice(0, 2).join(' ')).filter((call) =>
      /^(GET|POST|PUT|DELETE) \//.test(call),
    );
    for (const call of new Set(calls)) expect(documented, call).toContain(call);
  });
});
