import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkflow } from '../test/factories/approval-workflow-factory';
import { createAsset } from '../test/factories/asset-factory';
import { createAttendee } from '../test/factories/attendee-factory';
import { createCfpSubmission } from '../test/factories/cfp-submission-factory';
import { createEvent } from '../test/factories/event-factory';
import { createSponsorship } from '../test/factories/sponsorship-factory';
import { createStakeholder } from '../test/factories/stakeholder-factory';
import { createUser, type TestUser } from '../test/factories/user-factory';
import { actingAs } from '../test/requests';
import { createTestContext, type TestContext } from '../test/test-app';

let context: TestContext;
let creator: TestUser;
let member: TestUser;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.reset();
  creator = await createUser(context.db);
  member = await createUser(context.db);
});

const put = async (user: TestUser, url: string, payload: Record<string, unknown>) =>
  (await actingAs(context, user)).inject({ method: 'PUT', url, payload });

describe('editing the team’s records', () => {
  // No permission rule guards these edits: every signed-in member may make them.
  it('is open to every signed-in member, not only the creator', async () => {
    const event = await createEvent(context.db, { createdById: creator.id });
    const records: [string, { id: number }, Record<string, unknown>][] = [
      ['/api/events', event, { name: 'Renamed' }],
      [
        '/api/attendees',
        await createAttendee(context.db, { eventId: event.id, createdById: creator.id }),
        { name: 'Renamed' },
      ],
      [
        '/api/cfp-submissions',
        await createCfpSubmission(context.db, { eventId: event.id, createdById: creator.id }),
        { title: 'Renamed' },
      ],
      [
        '/api/sponsorships',
        await createSponsorship(context.db, { eventId: event.id, createdById: creator.id }),
        { sponsorName: 'Renamed' },
      ],
      [
        '/api/stakeholders',
        await createStakeholder(context.db, { createdById: creator.id }),
        { name: 'Renamed' },
      ],
      [
        '/api/assets',
        await createAsset(context.db, { uploadedBy: creator.id }),
        { name: 'Renamed' },
      ],
    ];
    for (const [path, record, payload] of records) {
      const response = await put(member, `${path}/${record.id}`, payload);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject(payload);
    }
  });
});

describe('editing a workflow', () => {
  it('is its requester’s or an admin’s, and refused to other members with the rule', async () => {
    const workflow = await createWorkflow(context.db, { requesterId: creator.id });
    const url = `/api/approval-workflows/${workflow.id}`;

    const refused = await put(member, url, { title: 'Not mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the requester or an admin can edit this workflow');

    expect((await put(creator, url, { title: 'Mine' })).statusCode).toBe(200);
    const admin = await createUser(context.db, { traits: ['admin'] });
    const byAdmin = await put(admin, url, { title: 'Edited by an admin' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ title: 'Edited by an admin' });
  });
});
