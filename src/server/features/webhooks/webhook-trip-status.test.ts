import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRIP_STAGES, tripStatus } from '@shared/trip-status';
import { approvalWorkflows, trips, webhookDeliveries } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql';
import { createWorkflow } from '../../test/factories/approval-workflow-factory';
import { createEvent } from '../../test/factories/event-factory';
import { createUser, type TestUser } from '../../test/factories/user-factory';
import { actingAs } from '../../test/requests';
import { webhookTestApp } from '../../test/webhook-app';

const hooks = webhookTestApp({ WEBHOOKS_ALLOW_PRIVATE: '1' });
const { receiver } = hooks;

async function post(user: TestUser, url: string, payload: Record<string, unknown>) {
  const answer = await (
    await actingAs(hooks.context, user)
  ).inject({ method: 'POST', url, payload });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
}

/** A trip planned by a traveller, sent for approval to one reviewer. */
async function requestedTrip() {
  const traveller = await createUser(hooks.context.db);
  const reviewer = await createUser(hooks.context.db);
  const event = await createEvent(hooks.context.db, { name: 'FOSDEM' });
  const trip = await post(traveller, '/api/trips', { eventId: event.id, role: 'speaker' });
  const requested = await post(traveller, `/api/trips/${trip.id}/request-approval`, {
    title: 'Travel to FOSDEM',
    reviewerIds: [reviewer.id],
  });
  return { trip: requested as { id: number; workflowId: number }, reviewer };
}

const tripMessages = async () =>
  hooks.context.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.eventKind, 'trip.status_changed'));

describe('trip.status_changed', () => {
  it('is sent when the trip is requested and again when its workflow is approved', async () => {
    await hooks.addEndpoint({ url: receiver.url(), eventKinds: ['trip.status_changed'] });
    const { trip, reviewer } = await requestedTrip();
    await post(reviewer, `/api/approval-workflows/${trip.workflowId}/decisions`, {
      decision: 'approved',
    });
    await hooks.context.app.notifications.runPass();

    // One pass sends both side by side: read them by the status they report.
    const bodies = receiver.received.map((hook) => JSON.parse(hook.body));
    const reported = (status: string) => bodies.find((body) => body.data.status === status);
    expect(bodies.map((body) => [body.type, body.data.id])).toEqual([
      ['trip.status_changed', trip.id],
      ['trip.status_changed', trip.id],
    ]);
    expect(reported('requested')).toMatchObject({
      data: { stage: 'requested', workflowId: trip.workflowId },
      previous: { status: 'draft', stage: 'draft', workflowId: null },
    });
    expect(reported('requested').changes).toEqual(
      expect.arrayContaining(['stage', 'workflowId', 'status']),
    );
    // The decision changed no column of the trip: only what it shows.
    expect(reported('approved')).toMatchObject({
      changes: ['status'],
      previous: { status: 'requested' },
    });
  });

  it('tells a chat channel the status from and to', async () => {
    await hooks.addEndpoint({
      url: receiver.url('localhost', '/slack'),
      kind: 'slack',
      eventKinds: ['trip.status_changed'],
    });
    const { trip, reviewer } = await requestedTrip();
    await post(reviewer, `/api/approval-workflows/${trip.workflowId}/decisions`, {
      decision: 'rejected',
    });
    await hooks.context.app.notifications.runPass();
    const texts = receiver.received.map((hook) => JSON.parse(hook.body).text as string).sort();
    expect(texts).toEqual([
      'Trip status changed: speaker: Status: draft → requested',
      'Trip status changed: speaker: Status: requested → rejected',
    ]);
  });

  it('is not queued for a workflow without a trip, nor when the shown status stays', async () => {
    await hooks.addEndpoint({
      url: receiver.url(),
      eventKinds: ['trip.status_changed', 'workflow.decided'],
    });
    const reviewer = await createUser(hooks.context.db);
    const workflow = await createWorkflow(hooks.context.db, { reviewerIds: [reviewer.id] });
    await post(reviewer, `/api/approval-workflows/${workflow.id}/decisions`, {
      decision: 'approved',
    });
    const kinds = (await hooks.context.db.select().from(webhookDeliveries)).map(
      (row) => row.eventKind,
    );
    expect(kinds).toContain('workflow.decided');
    expect(kinds).not.toContain('trip.status_changed');

    const { trip } = await requestedTrip();
    const before = (await tripMessages()).length;
    // A column other than the stage, and a workflow field other than its status: same status.
    await hooks.context.db.update(trips).set({ notes: 'Window seat' }).where(eq(trips.id, trip.id));
    await hooks.context.db
      .update(approvalWorkflows)
      .set({ title: 'Renamed' })
      .where(eq(approvalWorkflows.id, trip.workflowId));
    // Pending to on hold: the trip still shows requested.
    await hooks.context.db
      .update(approvalWorkflows)
      .set({ status: 'on_hold' })
      .where(eq(approvalWorkflows.id, trip.workflowId));
    expect(await tripMessages()).toHaveLength(before);
  });

  it('sends nothing for changes a restore makes (ospo.audit off)', async () => {
    await hooks.addEndpoint({ url: receiver.url(), eventKinds: ['trip.status_changed'] });
    const { trip } = await requestedTrip();
    const before = (await tripMessages()).length;
    await hooks.context.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('ospo.audit', 'off', true)`);
      await tx
        .update(approvalWorkflows)
        .set({ status: 'approved' })
        .where(eq(approvalWorkflows.id, trip.workflowId));
      await tx.update(trips).set({ stage: 'booked' }).where(eq(trips.id, trip.id));
    });
    expect(await tripMessages()).toHaveLength(before);
  });

  it('computes the shown status in SQL as src/shared/trip-status.ts does', async () => {
    const workflowStatuses = [null, 'pending', 'on_hold', 'approved', 'rejected'];
    for (const workflowStatus of [...workflowStatuses, 'changes_requested', 'unknown']) {
      for (const stage of TRIP_STAGES) {
        const [row] = rowsOf<{ shown: string }>(
          await hooks.context.db.execute(
            sql`select trip_shown_status(${stage}, ${workflowStatus}) as shown`,
          ),
        );
        expect(row!.shown, `${stage} / ${workflowStatus}`).toBe(tripStatus(stage, workflowStatus));
      }
    }
  });
});
