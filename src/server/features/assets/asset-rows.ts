import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSET_MESSAGES, type Asset } from '@shared/schemas/asset';
import type { Db } from '../../db/client';
import { assets, cfpSubmissions, events, talks, users } from '../../db/schema/index';
import { ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { ensureTripEditable } from '../trips/public';

/** What the assets services need from the app. */
export type AssetServices = Pick<FastifyInstance, 'db' | 'storage' | 'signFileUrl' | 'log'>;

/** An asset row with its event name and uploader name (and `extra` fields): one query, two joins. */
export function selectAssets<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({
      ...getTableColumns(assets),
      eventName: events.name,
      uploadedByName: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      ...(extra as Extra),
    })
    .from(assets)
    .leftJoin(events, eq(events.id, assets.eventId))
    .leftJoin(users, eq(users.id, assets.uploadedBy));
}

type AssetRow = Awaited<ReturnType<typeof selectAssets>>[number];

/** Shapes a row for the API; a file becomes a short-lived signed link, never its storage key. */
export function toAsset(row: AssetRow, signFileUrl: AssetServices['signFileUrl']): Asset {
  const isText = row.filePath === null;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    eventId: row.eventId,
    eventName: row.eventName,
    cfpSubmissionId: row.cfpSubmissionId,
    talkId: row.talkId,
    tripId: row.tripId,
    fileUrl: row.filePath ? signFileUrl(row.filePath) : null,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    isTextContent: isText,
    content: isText ? row.content : null,
    uploadMethod: isText ? 'text' : 'file',
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName,
    createdById: row.createdById,
    updatedById: row.updatedById,
    version: row.version,
    uploadedAt: row.uploadedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const EVENT_MISSING = 'Event not found';
const SUBMISSION_MISSING = 'CFP submission not found';
const TALK_MISSING = 'Talk not found';
const TRIP_MISSING = 'Trip not found';

/** 400 when a linked event, CFP submission or talk does not exist (instead of a foreign-key 500). */
export async function ensureLinksExist(
  db: Db,
  links: { eventId?: number | null; cfpSubmissionId?: number | null; talkId?: number | null },
): Promise<void> {
  const errors: Record<string, string> = {};
  if (links.eventId) {
    const [event] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.id, links.eventId));
    if (!event) errors.eventId = EVENT_MISSING;
  }
  if (links.cfpSubmissionId) {
    const [submission] = await db
      .select({ id: cfpSubmissions.id })
      .from(cfpSubmissions)
      .where(eq(cfpSubmissions.id, links.cfpSubmissionId));
    if (!submission) errors.cfpSubmissionId = SUBMISSION_MISSING;
  }
  if (links.talkId) {
    const [talk] = await db.select({ id: talks.id }).from(talks).where(eq(talks.id, links.talkId));
    if (!talk) errors.talkId = TALK_MISSING;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/**
 * An asset linked to a trip is its trip report or a receipt: a PDF or an image, linked by the
 * traveller or an admin. `field` names what is wrong when it is neither (the file, or the link).
 */
export async function ensureTripLink(
  db: Db,
  viewer: CurrentUser,
  asset: { tripId?: number | null; type: string; mimeType: string },
  field: 'file' | 'tripId',
): Promise<void> {
  if (!asset.tripId) return;
  await ensureTripEditable(db, viewer, asset.tripId);
  const receipt = asset.mimeType === 'application/pdf' || asset.mimeType.startsWith('image/');
  if (asset.type !== 'trip_report' && !receipt)
    throw new ValidationError(ASSET_MESSAGES.receiptType, { [field]: ASSET_MESSAGES.receiptType });
}

/** Maps a foreign-key violation (a linked record deleted meanwhile) to the same 400. */
export function linkViolation(error: unknown): ValidationError | null {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
    constraint_name?: string;
  };
  if (cause.code !== '23503') return null;
  const constraint = cause.constraint ?? cause.constraint_name ?? '';
  if (constraint.includes('cfp_submission')) {
    return new ValidationError(SUBMISSION_MISSING, { cfpSubmissionId: SUBMISSION_MISSING });
  }
  if (constraint.includes('trip')) {
    return new ValidationError(TRIP_MISSING, { tripId: TRIP_MISSING });
  }
  if (constraint.includes('talk')) {
    return new ValidationError(TALK_MISSING, { talkId: TALK_MISSING });
  }
  if (constraint.includes('event')) {
    return new ValidationError(EVENT_MISSING, { eventId: EVENT_MISSING });
  }
  return null;
}
