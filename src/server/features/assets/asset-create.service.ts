import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import { ASSET_FILE_EXTENSIONS, LIMITS } from '@shared/domain';
import {
  ASSET_MESSAGES,
  assetFieldsSchema,
  assetTextCreateSchema,
  type Asset,
  type AssetFields,
  type AssetTextCreate,
} from '@shared/schemas/asset';
import { actAs } from '../../db/audit-actor';
import { assets } from '../../db/schema/index';
import { HttpError, ValidationError } from '../../lib/errors';
import type { CurrentUser } from '../../lib/identity';
import { camelizeKeys } from '../../plugins/case-aliases.plugin';
import {
  storeUpload,
  type StoredUpload,
  type UploadPolicy,
} from '../../plugins/storage/store-upload';
import { ensureLinksExist, ensureTripLink, linkViolation, type AssetServices } from './asset-rows';
import { getAsset, removeStoredFile } from './assets.service';

const ASSET_POLICY: UploadPolicy = {
  field: 'file',
  allowedExtensions: ASSET_FILE_EXTENSIONS,
  maxBytes: LIMITS.uploadMaxBytes,
  tooLargeMessage: ASSET_MESSAGES.fileTooLarge,
  unsupportedMessage: ASSET_MESSAGES.fileType,
};

type Stored = StoredUpload | { content: string };

/** POST /api/assets in text mode: the content is kept in the row, as text/plain. */
export async function createTextAsset(
  app: AssetServices,
  viewer: CurrentUser,
  input: AssetTextCreate,
): Promise<Asset> {
  return getAsset(app, viewer, await insertAsset(app, viewer, input, { content: input.content }));
}

/**
 * POST /api/assets as multipart: fields plus one file, streamed to storage as it arrives. Any
 * refusal after the file was stored (bad fields, missing event, failed insert) removes it again.
 */
export async function createFileAsset(
  app: AssetServices,
  viewer: CurrentUser,
  parts: AsyncIterable<Multipart>,
): Promise<Asset> {
  const fields: Record<string, unknown> = {};
  let stored: StoredUpload | undefined;
  let id: number;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        stored = await storeUpload(app.storage, part, ASSET_POLICY);
      } else if (part.valueTruncated) {
        throw new HttpError(413, 'Request body is too large');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
    const input = camelizeKeys(fields) as Record<string, unknown>;
    if (!stored && (input.isTextContent === 'true' || input.uploadMethod === 'text')) {
      const text = parseOrThrow(assetTextCreateSchema, { ...input, isTextContent: true });
      return getAsset(app, viewer, await insertAsset(app, viewer, text, { content: text.content }));
    }
    const parsed = assetFieldsSchema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (!stored) errors.file ??= ASSET_MESSAGES.file;
    throwIfAny(errors);
    id = await insertAsset(app, viewer, parsed.data!, stored!);
  } catch (error) {
    if (stored) await removeStoredFile(app, stored.key);
    throw error;
  }
  return getAsset(app, viewer, id);
}

/** The file columns of a text asset: the content kept in the row, as text/plain. */
export const textAssetFile = (content: string) => ({
  content,
  fileSize: Buffer.byteLength(content, 'utf8'),
  mimeType: 'text/plain',
});

async function insertAsset(
  app: AssetServices,
  viewer: CurrentUser,
  fields: AssetFields,
  stored: Stored,
): Promise<number> {
  await ensureLinksExist(app.db, fields);
  const file =
    'key' in stored
      ? { filePath: stored.key, fileSize: stored.size, mimeType: stored.mimeType }
      : textAssetFile(stored.content);
  await ensureTripLink(app.db, viewer, { ...fields, mimeType: file.mimeType }, 'file');
  try {
    const [row] = await app.db.transaction(async (tx) => {
      await actAs(tx, viewer);
      return tx
        .insert(assets)
        .values({
          name: fields.name,
          type: fields.type,
          description: fields.description,
          eventId: fields.eventId ?? null,
          cfpSubmissionId: fields.cfpSubmissionId ?? null,
          talkId: fields.talkId ?? null,
          tripId: fields.tripId ?? null,
          ...file,
          uploadedBy: viewer.id,
          createdById: viewer.id,
          updatedById: viewer.id,
        })
        .returning({ id: assets.id });
    });
    return row!.id;
  } catch (error) {
    throw linkViolation(error) ?? error;
  }
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

function throwIfAny(errors: Record<string, string>) {
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throwIfAny(fieldErrors(parsed.error));
  return parsed.data as z.output<T>;
}
