import { z } from 'zod';
import { pageFields } from './fields';
import { ASSET_FILE_EXTENSIONS, ASSET_TYPES, LIMITS } from '../domain';
import { idSchema } from './common';
import { versionSchema } from './record-version';

/** The asset form's messages, shared by the upload dialog and the API. */
export const ASSET_MESSAGES = {
  name: 'Name must be at least 3 characters',
  description: 'Description must be at least 10 characters',
  file: 'Please select a file',
  content: 'Content cannot be empty',
  fileTooLarge: 'Max file size is 10MB',
  fileType: 'File type not supported',
  receiptType: 'A receipt must be a PDF or an image',
} as const;

export const UPLOAD_METHODS = ['file', 'text'] as const;

const NONE = new Set(['', 'null', 'undefined']);

/** An optional link to another record: a number, a numeric string, or null / '' for none. */
const optionalReference = z
  .preprocess(
    (value) => (typeof value === 'string' && NONE.has(value.trim()) ? null : value),
    idSchema.nullable(),
  )
  .optional();

const name = z.string({ error: ASSET_MESSAGES.name }).trim().min(3, ASSET_MESSAGES.name).max(200);
const description = z
  .string({ error: ASSET_MESSAGES.description })
  .trim()
  .min(10, ASSET_MESSAGES.description)
  .max(5000);

/** The lower-case extension of a file name ('' when none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Fields every asset has, whether uploaded as a file (multipart) or entered as text. */
export const assetFieldsSchema = z.object({
  name,
  type: z.enum(ASSET_TYPES),
  description,
  eventId: optionalReference,
  cfpSubmissionId: optionalReference,
  /** A library talk the asset belongs to (slides, abstract, bio, headshot). */
  talkId: optionalReference,
  /** A trip the asset is a receipt of (a PDF or an image; its traveller or an admin links it). */
  tripId: optionalReference,
});
export type AssetFields = z.infer<typeof assetFieldsSchema>;

/** POST /api/assets in text mode (JSON): the content is stored instead of a file. */
export const assetTextCreateSchema = assetFieldsSchema
  .extend({
    content: z
      .string({ error: ASSET_MESSAGES.content })
      .max(LIMITS.uploadMaxBytes)
      .refine((value) => value.trim().length > 0, ASSET_MESSAGES.content),
    isTextContent: z.boolean().optional(),
    uploadMethod: z.enum(UPLOAD_METHODS).optional(),
  })
  .superRefine((value, context) => {
    if (value.isTextContent === false || value.uploadMethod === 'file') {
      context.addIssue({ code: 'custom', path: ['file'], message: ASSET_MESSAGES.file });
    }
  });
export type AssetTextCreate = z.infer<typeof assetTextCreateSchema>;

/** PUT /api/assets/{id}: edit name and description, or link / unlink an event (null). */
export const assetUpdateSchema = z.object({
  name: name.optional(),
  type: z.enum(ASSET_TYPES).optional(),
  description: description.optional(),
  eventId: optionalReference,
  cfpSubmissionId: optionalReference,
  /** A library talk the asset belongs to (slides, abstract, bio, headshot). */
  talkId: optionalReference,
  /** A trip the asset is a receipt of (a PDF or an image; its traveller or an admin links it). */
  tripId: optionalReference,
});
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;

/** GET /api/assets filters; `unlinked` lists the assets not linked to that event. */
export const assetListQuerySchema = z.object({
  eventId: idSchema.optional(),
  /** The assets of one library talk (its page). */
  talkId: idSchema.optional(),
  /** The receipts (and trip report) of one trip. */
  tripId: idSchema.optional(),
  unlinked: idSchema.optional(),
  type: z.enum(ASSET_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageFields(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** An asset as the API answers it; `fileUrl` is a short-lived signed link (null for text). */
export const assetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  eventId: z.number().int().nullable(),
  eventName: z.string().nullable(),
  cfpSubmissionId: z.number().int().nullable(),
  talkId: z.number().int().nullable(),
  tripId: z.number().int().nullable(),
  fileUrl: z.string().nullable(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  isTextContent: z.boolean(),
  content: z.string().nullable(),
  uploadMethod: z.enum(UPLOAD_METHODS),
  uploadedBy: z.number().int(),
  uploadedByName: z.string().nullable(),
  createdById: z.number().int().nullable(),
  updatedById: z.number().int().nullable(),
  uploadedAt: z.string(),
  createdAt: z.string(),
  version: versionSchema,
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

/** A file as the browser holds it (File satisfies this). */
export interface FileLike {
  name: string;
  size: number;
}

const fileLike = z.custom<FileLike>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number',
  ASSET_MESSAGES.file,
);

/** The upload dialog: file mode needs an allowed file up to 10 MB, text mode needs content. */
export const assetFormSchema = assetFieldsSchema
  .extend({
    uploadMethod: z.enum(UPLOAD_METHODS).default('file'),
    file: fileLike.nullish(),
    content: z.string().optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.uploadMethod === 'text') {
      if (!value.content?.trim()) issue('content', ASSET_MESSAGES.content);
      return;
    }
    if (!value.file) return issue('file', ASSET_MESSAGES.file);
    if (value.file.size > LIMITS.uploadMaxBytes) issue('file', ASSET_MESSAGES.fileTooLarge);
    const extension = fileExtension(value.file.name);
    if (!(ASSET_FILE_EXTENSIONS as readonly string[]).includes(extension)) {
      issue('file', ASSET_MESSAGES.fileType);
    }
  });
