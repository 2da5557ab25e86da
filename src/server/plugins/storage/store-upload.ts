import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../../lib/errors';
import { newStorageKey, type FileStorage } from './file-storage';
import { HEAD_BYTES, typeForFileName, type FileType } from './file-types';

/** What one kind of upload accepts, and the messages it refuses with. */
export interface UploadPolicy {
  /** Form field the errors are reported on. */
  field: string;
  allowedExtensions: readonly string[];
  maxBytes: number;
  tooLargeMessage: string;
  unsupportedMessage: string;
}

export interface StoredUpload {
  key: string;
  size: number;
  mimeType: string;
}

const refuse = (status: number, policy: UploadPolicy, message: string) =>
  new HttpError(status, message, { [policy.field]: message });

/**
 * Streams one multipart file into storage under a generated key. The type must agree in name
 * AND content (415 otherwise), and the size limit holds while streaming (413 at one byte more);
 * either way nothing stays in storage. The client's file name is only read for its extension.
 */
export async function storeUpload(
  storage: FileStorage,
  part: MultipartFile,
  policy: UploadPolicy,
): Promise<StoredUpload> {
  const type = typeForFileName(part.filename, policy.allowedExtensions);
  if (!type) {
    part.file.resume();
    throw refuse(415, policy, policy.unsupportedMessage);
  }
  const key = newStorageKey(type.extension);
  const { size } = await storage.save(key, checked(part.file, type, policy));
  if (part.file.truncated) {
    await storage.remove(key);
    throw refuse(413, policy, policy.tooLargeMessage);
  }
  return { key, size, mimeType: type.mimeType };
}

/** Passes chunks on once the first bytes proved the type, and stops past the size limit. */
async function* checked(source: AsyncIterable<Buffer>, type: FileType, policy: UploadPolicy) {
  let size = 0;
  let head: Buffer[] | null = [];
  const release = function* (chunks: Buffer[]) {
    if (!type.matches(Buffer.concat(chunks))) throw refuse(415, policy, policy.unsupportedMessage);
    yield* chunks;
  };
  for await (const chunk of source) {
    size += chunk.length;
    if (size > policy.maxBytes) throw refuse(413, policy, policy.tooLargeMessage);
    if (!head) {
      yield chunk;
      continue;
    }
    head.push(chunk);
    if (size >= HEAD_BYTES) {
      yield* release(head);
      head = null;
    }
  }
  if (head) yield* release(head);
}
