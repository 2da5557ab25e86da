import type { z } from 'zod';
import type { assetFormSchema } from '@shared/schemas/asset';
import type { NewAsset } from '../api/create-asset';

export type UploadFormInput = z.input<typeof assetFormSchema>;
export type UploadFormOutput = z.output<typeof assetFormSchema>;

/** The empty upload form; `eventId` pre-selects a related event (from /assets?eventId=). */
export function emptyUploadForm(eventId?: number | null): UploadFormInput {
  return {
    name: '',
    type: 'abstract',
    description: '',
    eventId: eventId ?? null,
    cfpSubmissionId: null,
    uploadMethod: 'file',
    file: null,
    content: '',
  };
}

/** The validated form as the API call wants it. */
export function toNewAsset(values: UploadFormOutput): NewAsset {
  const base = {
    name: values.name,
    type: values.type,
    description: values.description,
    eventId: values.eventId ?? null,
    cfpSubmissionId: values.cfpSubmissionId ?? null,
  };
  if (values.uploadMethod === 'text') {
    return { ...base, uploadMethod: 'text', content: values.content ?? '' };
  }
  // The schema refuses file mode without a file, so this is the browser's File.
  return { ...base, uploadMethod: 'file', file: values.file as File };
}

const FIELDS = ['name', 'type', 'description', 'eventId', 'file', 'content'] as const;

/** The server's field errors that the form can show beside a field. */
export function formFieldErrors(errors: Record<string, string> | undefined) {
  return FIELDS.flatMap((field) => (errors?.[field] ? [[field, errors[field]] as const] : []));
}
